import { ForeclosureQuerySchema, QueuePageQuerySchema, QueueTotalSchema } from '@app/contract';
import { isLang, type Lang } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { StaffProposalRow } from '../../db/schema';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { ForeclosureStatements } from './foreclosure-statement';
import { loanSummary } from './loan-summary';
import type { ProposalService } from './proposal-service';

const ProposalSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  orderId: z.uuid().nullable(),
  payload: z.record(z.string(), z.unknown()),
  state: z.enum(['proposed', 'approved', 'rejected', 'executed']),
  proposedBy: z.uuid(),
  proposedRole: z.string(),
  reason: z.string(),
  proposedAt: z.string(),
  decidedBy: z.uuid().nullable(),
  decidedRole: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  /** The loan's number and the borrower (null for a proposal on no loan, and on the answers to a decision). */
  orderNo: z.string().nullable(),
  customerId: z.uuid().nullable(),
  customerName: z.string().nullable(),
});

const LoanSchema = z.object({
  orderId: z.uuid(),
  orderNo: z.string(),
  state: z.string(),
  customerId: z.uuid(),
  customerName: z.string().nullable(),
  reportingStatus: z.enum(['settled', 'written_off']).nullable(),
  settlementAgreedPaise: z.number().int().nullable(),
  restructuredOn: z.string().nullable(),
  principalPaise: z.number().int(),
  interestPaise: z.number().int(),
  penalPaise: z.number().int(),
  owedPaise: z.number().int(),
});

type Listed = StaffProposalRow & {
  orderNo?: string | null;
  customerId?: string | null;
  customerName?: string | null;
};
const view = (r: Listed) => ({
  ...r,
  proposedAt: r.proposedAt.toISOString(),
  decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  orderNo: r.orderNo ?? null,
  customerId: r.customerId ?? null,
  customerName: r.customerName ?? null,
});

const IdParams = z.object({ id: z.uuid() });
const Reason = z.string().trim().min(3).max(500);

/** /api/staff/v1/loan-actions: proposals under maker-checker (decision 088). */
export const loanActionRoutes: FastifyPluginAsyncZod<{
  proposals: ProposalService;
  foreclosure: ForeclosureStatements;
  db: Db;
  requireStaff: RequireStaff;
}> = async (app, { proposals, foreclosure, db, requireStaff }) => {
  const common = { tags: ['staff-loan-actions'], security: STAFF_SECURITY };
  const guard = { onRequest: requireStaff('loan_actions') };
  const write = errorResponses(400, 401, 403, 404, 409, 422, ...COMMON_ERRORS);

  app.get(
    '/proposals',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Proposals waiting for the caller (by someone else, of another role), newest first — a page at a time (offset, limit up to 200) with the total',
        querystring: QueuePageQuerySchema,
        response: {
          200: z.object({ items: z.array(ProposalSchema), ...QueueTotalSchema.shape }),
          ...errorResponses(400, 401, 403, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => {
      const { rows, total } = await proposals.waitingFor(currentStaff(request), request.query);
      return { items: rows.map(view), total };
    },
  );
  app.get(
    '/loans/:id/proposals',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Loan (order) :id: whose it is, what it owes, its flags, and every proposal on it, newest first',
        params: IdParams,
        response: {
          200: z.object({ loan: LoanSchema, items: z.array(ProposalSchema) }),
          ...errorResponses(401, 403, 404, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => ({
      loan: await loanSummary(db, request.params.id),
      items: (await proposals.ofOrder(request.params.id)).map(view),
    }),
  );
  app.post(
    '/proposals',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Proposes an action (waiver, write_off, recovery, settlement, restructure, bulk_coupons)',
        body: z.object({
          kind: z.string().min(1).max(40),
          payload: z.record(z.string(), z.unknown()),
          reason: Reason,
        }),
        response: { 201: ProposalSchema, ...write },
      },
    },
    async (request, reply) => {
      const { kind, payload, reason } = request.body;
      return reply
        .code(201)
        .send(view(await proposals.propose(currentStaff(request), kind, payload, reason)));
    },
  );
  app.post(
    '/proposals/:id/approve',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Approves proposal :id and executes it (another person, another role)',
        params: IdParams,
        body: z.object({ reason: Reason.optional() }),
        response: { 200: ProposalSchema, ...write },
      },
    },
    async (request) =>
      view(await proposals.approve(currentStaff(request), request.params.id, request.body.reason ?? null)),
  );
  app.post(
    '/proposals/:id/reject',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Rejects proposal :id (another person, another role); nothing changes',
        params: IdParams,
        body: z.object({ reason: Reason }),
        response: { 200: ProposalSchema, ...write },
      },
    },
    async (request) =>
      view(await proposals.reject(currentStaff(request), request.params.id, request.body.reason)),
  );
  app.get(
    '/loans/:id/foreclosure.pdf',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "Loan :id's foreclosure statement (the borrower's own letter: payoff on `date`, today by default, up to 30 days ahead) as a PDF; moves no money, so no approval; audited",
        params: IdParams,
        querystring: ForeclosureQuerySchema.extend({ lang: z.enum(['en', 'hi', 'zh']).optional() }),
        response: { ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const { date, lang } = request.query;
      const pdf = await foreclosure.pdf(currentStaff(request), request.params.id, {
        date,
        lang: (isLang(lang) ? lang : 'en') as Lang,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="foreclosure.pdf"')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf as never); // raw bytes: no 200 schema, so no serializer touches them
    },
  );
};
