/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import { hmacSha256Hex } from '../../lib/hashing';
import type { App, Core } from '../../platform/core';
import type { OrderService } from '../orders';
import { changeBankRoutes, payoutWebhookRoutes } from './disbursal-routes';
import { createDisbursal, type Disbursal, type DisbursalDeps } from './disbursal-service';

export { changeBankRoutes, payoutWebhookRoutes } from './disbursal-routes';
export { createDisbursal, type Disbursal, startDisbursal } from './disbursal-service';

/** The payouts: `onDisbursed` is what other modules do when the money has left. */
export function disbursalService(core: Core, onDisbursed: DisbursalDeps['onDisbursed']): Disbursal {
  const { db, clock, cipher, sms, config } = core;
  return createDisbursal({
    onDisbursed,
    db,
    clock,
    cipher,
    gateway: core.parties.payouts,
    sms,
    proName: config.PRO_NAME,
    checkSeconds: config.PAYOUT_CHECK_SECONDS,
    fixHours: config.PAYOUT_FIX_HOURS,
    logger: core.log.child({ job: 'disbursal' }),
  });
}

/** The borrower's change of bank account, under /api/v1. */
export async function changeBankModule(
  app: App,
  deps: { disbursal: Disbursal; orders: OrderService; requireCustomer: onRequestHookHandler },
): Promise<void> {
  await app.register(changeBankRoutes, { prefix: '/api/v1', ...deps });
}

/** The payout gateway's webhook, under /api/v1. */
export async function payoutWebhookModule(app: App, { config }: Core, disbursal: Disbursal): Promise<void> {
  const secret = config.PAYOUT_WEBHOOK_SECRET ?? hmacSha256Hex(config.APP_SECRET, 'payout-webhook');
  await app.register(payoutWebhookRoutes({ disbursal, secret }), { prefix: '/api/v1' });
}
