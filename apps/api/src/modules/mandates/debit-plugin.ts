import { modulePlugin } from '../../platform/core';
import type {} from '../repayment';
import { createMandateDebits, type MandateDebits } from './debit-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Auto-debit's debits (the plugin `mandate-debits`): notices, debits, their results, refunds. */
    mandateDebits: MandateDebits;
  }
}

/** The plugin `mandate-debits`: settles through the repayments (registered after them). */
export const mandateDebitServices = modulePlugin('mandate-debits', ['core', 'repayment'], (app, core) => {
  const { db, clock, sms, config, cipher, parties } = core;
  app.decorate(
    'mandateDebits',
    createMandateDebits({
      db,
      clock,
      sms,
      cipher,
      gateway: parties.mandates,
      payouts: parties.payouts,
      proName: config.PRO_NAME,
      lenderName: config.LENDER_NAME,
      retries: config.MANDATE_DEBIT_RETRIES,
      checkSeconds: config.PAYOUT_CHECK_SECONDS,
      logger: core.log.child({ module: 'mandate-debits' }),
      settleDebit: (tx, orderId, amountPaise, now) =>
        app.repayments.settleDebit(tx, orderId, amountPaise, now),
      dueOn: (tx, order, day) => app.repayments.dueOn(tx, order, day),
      levyCharge: (tx, orderId, number, eventKey, now) =>
        app.repayments.levyDebitCharge(tx, orderId, number, eventKey, now),
    }),
  );
});
