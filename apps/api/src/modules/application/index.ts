/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import { type ApplicationDecisions, createApplicationDecisions } from './application-decision';
import { applicationRoutes } from './application-routes';
import { createApplicationService, UNDERWRITE_JOB } from './application-service';

export {
  type ApplicationDecision,
  type ApplicationDecisions,
  createApplicationDecisions,
  WELCOME_COUPON_DAYS,
  WELCOME_COUPON_MIN_PAISE,
} from './application-decision';
export { applicationRepository } from './application-repository';
export { applicationRoutes } from './application-routes';
export { assertEditable, createApplicationService, UNDERWRITE_JOB } from './application-service';
export {
  byCardPhotos,
  latestPhotos,
  pendingRedo,
  stepStatuses,
  toPhotoView,
} from './application-view';
export { identityClaimRepository } from './identity-claim-repository';
export { checkStep } from './step-rules';
export type { StoredApplicationSteps, StoredTelemetry } from './stored-steps';

declare module 'fastify' {
  interface FastifyInstance {
    /** One decision path for the engine and the console's review queue (decision 031). */
    decisions: ApplicationDecisions;
  }
}

/** The plugin `application`: decorates the root with `decisions`. */
export const applicationServices = modulePlugin('application', ['core'], (app, { db, sms, config, log }) => {
  app.decorate(
    'decisions',
    createApplicationDecisions({
      db,
      sms,
      proName: config.PRO_NAME,
      lenderName: config.LENDER_NAME,
      welcomeCouponPaise: config.WELCOME_COUPON_PAISE,
      logger: log.child({ job: UNDERWRITE_JOB }),
    }),
  );
});

/** /api/v1/application */
export const applicationModule = modulePlugin('application-routes', ['core', 'auth'], async (app, core) => {
  const { db, clock, cipher, signer, config } = core;
  const applications = createApplicationService({
    db,
    clock,
    cipher,
    signer,
    underwritingDelaySeconds: config.UNDERWRITING_DELAY_SECONDS,
    reviewExpectedMinutes: config.REVIEW_EXPECTED_MINUTES,
  });
  await app.register(applicationRoutes, {
    prefix: '/api/v1/application',
    applications,
    requireCustomer: app.requireCustomer,
  });
});
