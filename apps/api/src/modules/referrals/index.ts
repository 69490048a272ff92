/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { referralRules } from '@app/domain';
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import { referralRoutes } from './referral-routes';
import { createReferrals, type ReferralService } from './referral-service';

export { referralRoutes } from './referral-routes';
export { createReferrals } from './referral-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The referral programme (the plugin `referrals`): sign-ups, disbursals and settlements report to it. */
    referrals: ReferralService;
  }
}

/** The plugin `referrals`: the referral programme, as `app.referrals`. */
export const referralService = modulePlugin('referrals', ['core'], (app, core) => {
  const { db, clock, cipher, sms, config } = core;
  const referrals = createReferrals({
    db,
    clock,
    cipher,
    rules: referralRules(config.REFERRAL_RULES),
    publicAppUrl: config.PUBLIC_APP_URL ?? null,
    sms,
    proName: config.PRO_NAME,
    logger: core.log.child({ module: 'referrals' }),
  });
  app.decorate('referrals', referrals);
});

/** /api/v1/referrals */
export const referralsModule = modulePlugin('referrals-routes', ['referrals', 'auth'], async (app) => {
  await app.register(referralRoutes, {
    prefix: '/api/v1/referrals',
    referrals: app.referrals,
    requireCustomer: app.requireCustomer,
  });
});
