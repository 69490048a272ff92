import {
  QueuePageQuerySchema,
  ReviewApproveBodySchema,
  ReviewDecidedSchema,
  ReviewDetailSchema,
  ReviewIdParamsSchema,
  ReviewQueueSchema,
  ReviewRejectBodySchema,
  ReviewReuploadBodySchema,
  ReviewRevealBodySchema,
  ReviewRevealSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { ReviewService } from './review-service';

/**
 * The review queue under /api/staff/v1/review (section 'review': risk and
 * admin): GET /, GET /:id, POST /:id/reveal, /:id/approve, /:id/reject, /:id/reupload.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{
  review: ReviewService;
  requireStaff: RequireStaff;
}> = async (app, { review, requireStaff }) => {
  app.addHook('onRequest', requireStaff('review'));
  const common = { tags: ['staff: review'], security: STAFF_SECURITY };
  const decided = { 200: ReviewDecidedSchema, ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS) };

  app.get(
    '/',
    {
      schema: {
        ...common,
        summary:
          'Applications the engine referred to a person, the longest waiting first, a page at a time (offset, limit up to 200) with the total',
        querystring: QueuePageQuerySchema,
        response: { 200: ReviewQueueSchema, ...errorResponses(401, 403, ...COMMON_ERRORS) },
      },
    },
    (request) => review.queue(request.query),
  );
  app.get(
    '/:id',
    {
      schema: {
        ...common,
        summary:
          'A referred application: steps (numbers masked), photos, bureau report, telemetry, suggestion',
        params: ReviewIdParamsSchema,
        response: { 200: ReviewDetailSchema, ...errorResponses(400, 401, 403, 404, ...COMMON_ERRORS) },
      },
    },
    (request) => review.detail(request.params.id),
  );
  app.post(
    '/:id/reveal',
    {
      schema: {
        ...common,
        summary:
          'The full PAN or account number (the Aadhaar number is not kept, decision 075); the reason is audited',
        params: ReviewIdParamsSchema,
        body: ReviewRevealBodySchema,
        response: { 200: ReviewRevealSchema, ...errorResponses(400, 401, 403, 404, ...COMMON_ERRORS) },
      },
    },
    (request) => review.reveal(currentStaff(request), request.params.id, request.body),
  );
  app.post(
    '/:id/approve',
    {
      schema: {
        ...common,
        summary: "Approves with a quota (and daily rate) inside the product's bounds, once",
        params: ReviewIdParamsSchema,
        body: ReviewApproveBodySchema,
        response: decided,
      },
    },
    (request) => review.approve(currentStaff(request), request.params.id, request.body),
  );
  app.post(
    '/:id/reject',
    {
      schema: {
        ...common,
        summary: 'Rejects with a spec reason; the applicant may reapply after the usual wait',
        params: ReviewIdParamsSchema,
        body: ReviewRejectBodySchema,
        response: decided,
      },
    },
    (request) => review.reject(currentStaff(request), request.params.id, request.body),
  );
  app.post(
    '/:id/reupload',
    {
      schema: {
        ...common,
        summary: 'Asks the applicant to retake the named photos (identity verification failed)',
        params: ReviewIdParamsSchema,
        body: ReviewReuploadBodySchema,
        response: decided,
      },
    },
    (request) => review.reupload(currentStaff(request), request.params.id, request.body),
  );
};
