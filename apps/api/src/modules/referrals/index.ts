/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { referralRules } from '@app/domain';
import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';
import { referralRoutes } from './referral-routes';
import { createReferrals, type ReferralService } from './referral-service';

export { referralRoutes } from './referral-routes';
export { createReferrals } from './referral-service';

/** The referral programme: sign-ups, disbursals and settlements report to it. */
export function referralService(core: Core): ReferralService {
  const { db, clock, cipher, sms, config } = core;
  return createReferrals({
    db,
    clock,
    cipher,
    rules: referralRules(config.REFERRAL_RULES),
    publicAppUrl: config.PUBLIC_APP_URL ?? null,
    sms,
    proName: config.PRO_NAME,
    logger: core.log.child({ module: 'referrals' }),
  });
}

/** /api/v1/referrals */
export async function referralsModule(
  app: App,
  referrals: ReferralService,
  requireCustomer: onRequestHookHandler,
) {
  await app.register(referralRoutes, { prefix: '/api/v1/referrals', referrals, requireCustomer });
}
