/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
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
export { latestPhotos, pendingRedo, stepStatuses, toPhotoView } from './application-view';
export { identityClaimRepository } from './identity-claim-repository';
export { checkStep } from './step-rules';
export type { StoredApplicationSteps, StoredTelemetry } from './stored-steps';
