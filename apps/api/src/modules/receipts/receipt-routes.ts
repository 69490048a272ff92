import {
  ChequeDecisionBodySchema,
  QueuePageQuerySchema,
  queuePageOf,
  ReceiptListQuerySchema,
  ReceiptPostBodySchema,
  StaffReceiptSchema,
  SuspenseAllocateBodySchema,
  SuspenseRefundBodySchema,
  SuspenseSummarySchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { ReceiptService } from './receipt-service';

const IdParams = z.object({ id: z.uuid() });

/**
 * Manual receipts and suspense under /api/staff/v1/receipts (the money
 * section: finance and admin; decision 087). Allocating or refunding suspense
 * is a four-eyes proposal (decision 088): approved by another person with another role.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{
  receipts: ReceiptService;
  requireStaff: RequireStaff;
}> = async (app, { receipts, requireStaff }) => {
  const common = { tags: ['staff-receipts'], security: STAFF_SECURITY };
  const guard = { onRequest: requireStaff('money') };
  const write = errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS);

  app.get(
    '/',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Receipts posted by hand, newest first, in one state or all — a page at a time (offset, limit up to 200) with the total',
        querystring: ReceiptListQuerySchema,
        response: {
          200: queuePageOf(StaffReceiptSchema),
          ...errorResponses(400, 401, 403, ...COMMON_ERRORS),
        },
      },
    },
    ({ query: { state, ...page } }) => receipts.list(state, page),
  );
  app.post(
    '/',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Posts a bank transfer, cash or a cheque: a loan order number as payer reference settles it as a repayment, anything else holds it in suspense; a cheque waits for clearance',
        body: ReceiptPostBodySchema,
        response: { 201: StaffReceiptSchema, ...write },
      },
    },
    async (request, reply) => reply.code(201).send(await receipts.post(currentStaff(request), request.body)),
  );
  app.get(
    '/suspense',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'What the suspense account holds: the ledger balance, the sum held and the receipts in it — a page at a time (offset, limit up to 200) with the total',
        querystring: QueuePageQuerySchema,
        response: { 200: SuspenseSummarySchema, ...errorResponses(400, 401, 403, ...COMMON_ERRORS) },
      },
    },
    (request) => receipts.suspense(request.query),
  );
  app.post(
    '/:id/cheque',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Cheque :id cleared (credited now) or bounced (nothing was credited)',
        params: IdParams,
        body: ChequeDecisionBodySchema,
        response: { 200: StaffReceiptSchema, ...write },
      },
    },
    (request) =>
      receipts.decideCheque(
        currentStaff(request),
        request.params.id,
        request.body.outcome,
        request.body.reason,
      ),
  );
  app.post(
    '/:id/allocate',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Proposes allocating suspense receipt :id to a loan (a second person with another role approves)',
        params: IdParams,
        body: SuspenseAllocateBodySchema,
        response: { 200: StaffReceiptSchema, ...write },
      },
    },
    (request) =>
      receipts.propose(currentStaff(request), request.params.id, { action: 'allocate', ...request.body }),
  );
  app.post(
    '/:id/refund',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "Proposes refunding suspense receipt :id to the payer's account; another person with another role approves it at /loan-actions/proposals/:id/approve",
        params: IdParams,
        body: SuspenseRefundBodySchema,
        response: { 200: StaffReceiptSchema, ...write },
      },
    },
    (request) =>
      receipts.propose(currentStaff(request), request.params.id, { action: 'refund', ...request.body }),
  );
};
