import {
  CampaignListSchema,
  CampaignResultSchema,
  CouponGrantBodySchema,
  CouponProposalSchema,
  SegmentCountQuerySchema,
  SegmentCountSchema,
  StaffFaqEntrySchema,
  StaffFaqHiddenBodySchema,
  StaffFaqIdParamsSchema,
  StaffFaqListSchema,
  StaffFaqPutBodySchema,
  StaffMessageBodySchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import type { ProposalService } from '../loan-actions';
import { STAFF_SECURITY } from '../staff';
import { proposeSegmentCoupons } from './bulk-coupons';
import type { CampaignService } from './campaign-service';
import type { FaqAdminService } from './faq-admin-service';

/**
 * The console's content section under /api/staff/v1/content (agent, admin):
 * activity messages and coupons to a segment or a customer, FAQ edits.
 */
export const contentRoutes: FastifyPluginAsyncZod<{
  campaigns: CampaignService;
  faq: FaqAdminService;
  proposals: ProposalService;
  requireStaff: RequireStaff;
}> = async (app, { campaigns, faq, proposals, requireStaff }) => {
  app.addHook('onRequest', requireStaff('content'));
  const common = { tags: ['staff-content'], security: STAFF_SECURITY };
  const refused = [401, 403] as const;

  app.get(
    '/segments/count',
    {
      schema: {
        ...common,
        summary: 'How many customers a segment reaches now (the preview before a send)',
        querystring: SegmentCountQuerySchema,
        response: { 200: SegmentCountSchema, ...errorResponses(400, ...refused, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { segment } = request.query;
      return { segment, count: await campaigns.count({ segment }) };
    },
  );

  app.get(
    '/campaigns',
    {
      schema: {
        ...common,
        summary: 'The latest 20 sends (messages and coupons) with how many they reached',
        response: { 200: CampaignListSchema, ...errorResponses(...refused, ...COMMON_ERRORS) },
      },
    },
    async () => ({ campaigns: await campaigns.recent() }),
  );

  app.post(
    '/messages',
    {
      schema: {
        ...common,
        summary:
          'An activity message written by staff (title and body in en, hi, zh; optional screen) to every customer of a segment, once per key',
        body: StaffMessageBodySchema,
        response: { 200: CampaignResultSchema, ...errorResponses(400, ...refused, 422, ...COMMON_ERRORS) },
      },
    },
    (request) => campaigns.sendMessage(currentStaff(request), request.body),
  );

  app.post(
    '/coupons',
    {
      schema: {
        ...common,
        summary:
          'A coupon (withdrawal or repayment, bounded face value and validity) to one customer by phone, given at once (200), or to a segment, proposed (202) and given when another person of another role approves it (loan-actions proposals, kind bulk_coupons); once per key, with a message-center entry',
        body: CouponGrantBodySchema,
        response: {
          200: CampaignResultSchema,
          202: CouponProposalSchema,
          ...errorResponses(400, ...refused, 404, 422, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const { segment, ...rest } = request.body;
      if (segment === undefined) return campaigns.grantCoupon(currentStaff(request), request.body);
      const proposal = await proposeSegmentCoupons(proposals, currentStaff(request), { ...rest, segment });
      return reply.code(202).send(proposal);
    },
  );

  app.get(
    '/faq',
    {
      schema: {
        ...common,
        summary: 'Every FAQ entry in en, hi and zh: catalogue, edited, added, hidden',
        response: { 200: StaffFaqListSchema, ...errorResponses(...refused, ...COMMON_ERRORS) },
      },
    },
    async () => ({ entries: await faq.list() }),
  );

  app.post(
    '/faq',
    {
      schema: {
        ...common,
        summary: 'Adds an FAQ entry in the three languages, shown to borrowers at once',
        body: StaffFaqPutBodySchema,
        response: { 200: StaffFaqEntrySchema, ...errorResponses(400, ...refused, ...COMMON_ERRORS) },
      },
    },
    (request) => faq.add(currentStaff(request), request.body),
  );

  app.put(
    '/faq/:id',
    {
      schema: {
        ...common,
        summary:
          "Replaces an entry's question and answer in the three languages (a built-in one is overridden)",
        params: StaffFaqIdParamsSchema,
        body: StaffFaqPutBodySchema,
        response: { 200: StaffFaqEntrySchema, ...errorResponses(400, ...refused, 404, ...COMMON_ERRORS) },
      },
    },
    (request) => faq.edit(currentStaff(request), request.params.id, request.body),
  );

  app.put(
    '/faq/:id/hidden',
    {
      schema: {
        ...common,
        summary: 'Hides an entry from borrowers, or shows it again',
        params: StaffFaqIdParamsSchema,
        body: StaffFaqHiddenBodySchema,
        response: { 200: StaffFaqEntrySchema, ...errorResponses(400, ...refused, 404, ...COMMON_ERRORS) },
      },
    },
    (request) => faq.setHidden(currentStaff(request), request.params.id, request.body.hidden),
  );
};
