/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../loan-actions';
import type {} from '../repayment';
import type {} from '../staff';
import { receiptRoutes } from './receipt-routes';
import { createReceiptService, type ReceiptService } from './receipt-service';

export { createReceiptService, RECEIPT_REFUND_JOB, type ReceiptService } from './receipt-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Manual receipts and suspense (the plugin `receipts`). */
    receipts: ReceiptService;
  }
}

/** The plugin `receipts`: the service and its refund job (registered before the jobs are collected). */
export const receiptServices = modulePlugin(
  'receipts',
  ['core', 'repayment'],
  (app, { db, clock, cipher, parties, config, log }) => {
    const receipts = createReceiptService({
      db,
      clock,
      cipher,
      payouts: parties.payouts,
      repayments: app.repayments,
      checkSeconds: config.COLLECTION_CHECK_SECONDS,
      logger: log.child({ module: 'receipts' }),
      proposals: () => app.proposals,
    });
    app.decorate('receipts', receipts);
  },
);

/** /api/staff/v1/receipts: manual receipts and the suspense account (decision 087). */
export const receiptsModule = modulePlugin(
  'receipts-routes',
  ['core', 'receipts', 'proposals', 'staff'],
  async (app) => {
    // Suspense allocations and refunds are four-eyes kinds of the proposals service (decision 088).
    for (const [kind, handler] of Object.entries(app.receipts.handlers))
      app.proposals.register(kind, handler);
    await app.register(receiptRoutes, {
      prefix: '/api/staff/v1/receipts',
      receipts: app.receipts,
      requireStaff: app.requireStaff,
    });
  },
);
