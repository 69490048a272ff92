import {
  CoolingOffItemSchema,
  MandateDebitListQuerySchema,
  MandateListQuerySchema,
  MoneyDayQuerySchema,
  PayoutCancelBodySchema,
  PayoutProblemSchema,
  PayoutRetryResultSchema,
  QueuePageQuerySchema,
  queuePageOf,
  ReconSummarySchema,
  StaffMandateDebitSchema,
  StaffMandateSchema,
  UtrItemSchema,
  UtrRejectBodySchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { MoneyService } from './money-service';

const IdParams = z.object({ id: z.uuid() });

/**
 * The console's money section under /api/staff/v1/money (finance and admin):
 * payout failures and retries, UTR confirmations, cooling-off exits, auto-debit
 * mandates and their debits, and the daily reconciliation (JSON for the page, CSV to download).
 */
export const moneyRoutes: FastifyPluginAsyncZod<{ money: MoneyService; requireStaff: RequireStaff }> = async (
  app,
  { money, requireStaff },
) => {
  const common = { tags: ['staff-money'], security: STAFF_SECURITY };
  const guard = { onRequest: requireStaff('money') };
  const read = errorResponses(400, 401, 403, ...COMMON_ERRORS);
  const paged = ' — a page at a time (offset, limit up to 200) with the total';

  app.get(
    '/payouts',
    {
      ...guard,
      schema: {
        ...common,
        summary: `Payouts failed or stuck in disbursing, the latest change first, with the masked account and whether a retry can help${paged}`,
        querystring: QueuePageQuerySchema,
        response: { 200: queuePageOf(PayoutProblemSchema), ...read },
      },
    },
    (request) => money.payoutProblems(request.query),
  );
  app.post(
    '/payouts/:id/retry',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Retries the payout of order :id through disbursal, once per failure: a gateway error or a stuck payout is sent again; a timeout is first asked about with the gateway (paid: recorded as paid, nothing sent again); a bank refusal is refused (409 PAYOUT_BANK_REFUSED)',
        params: IdParams,
        response: {
          200: PayoutRetryResultSchema,
          ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS),
        },
      },
    },
    (request) => money.retryPayout(currentStaff(request), request.params.id),
  );
  app.post(
    '/payouts/:id/ask-bank',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Asks the borrower of order :id, by message and SMS, to enter their bank account again before the fix-by time (staff never edit it)',
        params: IdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await money.askForBank(currentStaff(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/payouts/:id/cancel',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Cancels order :id whose payout failed, with a reason: no money moved, the credit line and coupon come back, the borrower is told',
        params: IdParams,
        body: PayoutCancelBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await money.cancelPayout(currentStaff(request), request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/utr',
    {
      ...guard,
      schema: {
        ...common,
        summary: `UPI repayments whose UTR the bank could not decide, oldest first, with the statement match${paged}`,
        querystring: QueuePageQuerySchema,
        response: { 200: queuePageOf(UtrItemSchema), ...read },
      },
    },
    (request) => money.utrQueue(request.query),
  );
  app.post(
    '/utr/:id/confirm',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Confirms repayment :id as paid (settles as the gateway would), once',
        params: IdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await money.confirmUtr(currentStaff(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/utr/:id/reject',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Rejects repayment :id with a reason (it fails; a coupon comes back), once',
        params: IdParams,
        body: UtrRejectBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await money.rejectUtr(currentStaff(request), request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/cooling-off',
    {
      ...guard,
      schema: {
        ...common,
        summary: `Loans left in the cooling-off window, the latest first, with what was repaid${paged}`,
        querystring: QueuePageQuerySchema,
        response: { 200: queuePageOf(CoolingOffItemSchema), ...read },
      },
    },
    (request) => money.coolingOff(request.query),
  );
  app.get(
    '/mandates',
    {
      ...guard,
      schema: {
        ...common,
        summary: `Auto-debit mandates, newest first, in one state or all, with the next debit${paged}`,
        querystring: MandateListQuerySchema,
        response: { 200: queuePageOf(StaffMandateSchema), ...read },
      },
    },
    ({ query: { state, ...page } }) => money.mandates(state, page),
  );
  app.get(
    '/mandate-debits',
    {
      ...guard,
      schema: {
        ...common,
        summary: `Auto-debits, the latest due day first, in one state or all, with failures and refunds${paged}`,
        querystring: MandateDebitListQuerySchema,
        response: { 200: queuePageOf(StaffMandateDebitSchema), ...read },
      },
    },
    ({ query: { state, ...page } }) => money.mandateDebits(state, page),
  );
  app.get(
    '/reconciliation',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'The IST day’s payouts and collections against the ledger (JSON)',
        querystring: MoneyDayQuerySchema,
        response: { 200: ReconSummarySchema, ...errorResponses(400, 401, 403, ...COMMON_ERRORS) },
      },
    },
    (request) => money.reconciliationSummary(request.query.day),
  );
  app.get(
    '/reconciliation.csv',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'The same report as a CSV download, with totals rows',
        querystring: MoneyDayQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(400, 401, 403, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const csv = await money.reconciliationFile(request.query.day);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="reconciliation-${request.query.day}.csv"`)
        .send(csv);
    },
  );
};
