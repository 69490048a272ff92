import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffProposalRow } from '../../db/schema';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
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
});

const view = (r: StaffProposalRow) => ({
  ...r,
  proposedAt: r.proposedAt.toISOString(),
  decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
});

const IdParams = z.object({ id: z.uuid() });
const Reason = z.string().trim().min(3).max(500);

/** /api/staff/v1/loan-actions: proposals under maker-checker (decision 088). */
export const loanActionRoutes: FastifyPluginAsyncZod<{
  proposals: ProposalService;
  requireStaff: RequireStaff;
}> = async (app, { proposals, requireStaff }) => {
  const common = { tags: ['staff-loan-actions'], security: STAFF_SECURITY };
  const guard = { onRequest: requireStaff('money') };
  const write = errorResponses(400, 401, 403, 404, 409, 422, ...COMMON_ERRORS);

  app.get(
    '/proposals',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Proposals waiting for the caller: by someone else, of another role',
        response: {
          200: z.object({ items: z.array(ProposalSchema) }),
          ...errorResponses(401, 403, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => ({ items: (await proposals.waitingFor(currentStaff(request))).map(view) }),
  );
  app.get(
    '/loans/:id/proposals',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Every proposal on loan (order) :id, newest first',
        params: IdParams,
        response: {
          200: z.object({ items: z.array(ProposalSchema) }),
          ...errorResponses(401, 403, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => ({ items: (await proposals.ofOrder(request.params.id)).map(view) }),
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
};
