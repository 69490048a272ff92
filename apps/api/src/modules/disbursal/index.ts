/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { hmacSha256Hex } from '../../lib/hashing';
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import type {} from '../orders';
import { changeBankRoutes, payoutWebhookRoutes } from './disbursal-routes';
import { createDisbursal, type Disbursal, type DisbursalDeps } from './disbursal-service';

export { changeBankRoutes, payoutWebhookRoutes } from './disbursal-routes';
export { createDisbursal, type Disbursal, startDisbursal } from './disbursal-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payouts (the plugin `disbursal`). */
    disbursal: Disbursal;
  }
}

/** The plugin `disbursal`: the payouts; `onDisbursed` is what other modules do when the money has left. */
export const disbursalService = modulePlugin<Pick<DisbursalDeps, 'onDisbursed'>>(
  'disbursal',
  ['core'],
  (app, core, { onDisbursed }) => {
    const { db, clock, cipher, sms, config } = core;
    const disbursal = createDisbursal({
      onDisbursed,
      db,
      clock,
      cipher,
      gateway: core.parties.payouts,
      sms,
      proName: config.PRO_NAME,
      lenderName: config.LENDER_NAME,
      checkSeconds: config.PAYOUT_CHECK_SECONDS,
      fixHours: config.PAYOUT_FIX_HOURS,
      logger: core.log.child({ job: 'disbursal' }),
    });
    app.decorate('disbursal', disbursal);
  },
);

/** The borrower's change of bank account, under /api/v1. */
export const changeBankModule = modulePlugin('change-bank', ['disbursal', 'orders', 'auth'], async (app) => {
  await app.register(changeBankRoutes, {
    prefix: '/api/v1',
    disbursal: app.disbursal,
    orders: app.orders,
    requireCustomer: app.requireCustomer,
  });
});

/** The payout gateway's webhook, under /api/v1. */
export const payoutWebhookModule = modulePlugin(
  'payout-webhook',
  ['core', 'disbursal'],
  async (app, { config }) => {
    const secret = config.PAYOUT_WEBHOOK_SECRET ?? hmacSha256Hex(config.APP_SECRET, 'payout-webhook');
    await app.register(payoutWebhookRoutes({ disbursal: app.disbursal, secret }), { prefix: '/api/v1' });
  },
);
