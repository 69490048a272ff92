import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff/staff-routes';
import type { MoneyService } from './money-service';

const IdParams = z.object({ id: z.uuid() });
const DayQuery = z.object({ day: z.string().max(10) });
const RejectBody = z.object({ reason: z.string().trim().min(3).max(300) });

const PayoutProblem = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  phone: z.string(),
  state: z.enum(['disburse_failed', 'disbursing']),
  amountPaise: z.number().int(),
  attempt: z.number().int(),
  failureReason: z.string().nullable(),
  requestedAt: z.string(),
  fixBy: z.string().nullable(),
  account: z.string(),
  ifsc: z.string(),
  retriedAt: z.string().nullable(),
  retryable: z.boolean(),
});

const UtrItem = z.object({
  id: z.string(),
  orderNo: z.string(),
  phone: z.string(),
  kind: z.string(),
  amountPaise: z.number().int(),
  utr: z.string(),
  reference: z.string(),
  submittedAt: z.string(),
  ageMinutes: z.number().int(),
  match: z
    .object({ utr: z.string(), amountPaise: z.number().int(), narration: z.string(), creditedAt: z.string() })
    .nullable(),
});

const CoolingOffItem = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  phone: z.string(),
  orderState: z.string(),
  amountPaise: z.number().int(),
  receivedPaise: z.number().int(),
  disbursedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  repaymentState: z.string(),
  repaidPaise: z.number().int(),
  excessPaise: z.number().int(),
});

const ReconLineSchema = z.object({
  type: z.enum(['payout', 'collection']),
  orderNo: z.string(),
  reference: z.string(),
  utr: z.string().nullable(),
  recordPaise: z.number().int().nullable(),
  ledgerPaise: z.number().int().nullable(),
  status: z.enum(['matched', 'mismatch', 'missing_in_ledger', 'missing_in_gateway']),
});

const ReconSummary = z.object({
  day: z.string(),
  totals: z.object({
    payoutsRecordPaise: z.number().int(),
    payoutsLedgerPaise: z.number().int(),
    collectionsRecordPaise: z.number().int(),
    collectionsLedgerPaise: z.number().int(),
    matched: z.number().int(),
    problems: z.number().int(),
  }),
  lines: z.array(ReconLineSchema),
});

/**
 * The console's money section under /api/staff/v1/money (finance and admin):
 * payout failures and retries, UTR confirmations, cooling-off exits and the
 * daily reconciliation (JSON for the page, CSV to download).
 */
export const moneyRoutes: FastifyPluginAsyncZod<{ money: MoneyService; requireStaff: RequireStaff }> = async (
  app,
  { money, requireStaff },
) => {
  const common = { tags: ['staff-money'], security: STAFF_SECURITY };
  const guard = { onRequest: requireStaff('money') };
  const read = errorResponses(401, 403, ...COMMON_ERRORS);

  app.get(
    '/payouts',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Payouts failed or stuck in disbursing, with the masked account and whether a retry can help',
        response: { 200: z.object({ items: z.array(PayoutProblem) }), ...read },
      },
    },
    async () => ({ items: await money.payoutProblems() }),
  );
  app.post(
    '/payouts/:id/retry',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Re-queues the payout of order :id through disbursal, once per failure',
        params: IdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await money.retryPayout(currentStaff(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/utr',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'UPI repayments whose UTR the bank could not decide, oldest first, with the statement match',
        response: { 200: z.object({ items: z.array(UtrItem) }), ...read },
      },
    },
    async () => ({ items: await money.utrQueue() }),
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
        body: RejectBody,
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
        summary: 'Loans left in the cooling-off window, with what was repaid',
        response: { 200: z.object({ items: z.array(CoolingOffItem) }), ...read },
      },
    },
    async () => ({ items: await money.coolingOff() }),
  );
  app.get(
    '/reconciliation',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'The IST day’s payouts and collections against the ledger (JSON)',
        querystring: DayQuery,
        response: { 200: ReconSummary, ...errorResponses(400, 401, 403, ...COMMON_ERRORS) },
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
        querystring: DayQuery,
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
