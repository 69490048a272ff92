/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { DEFAULT_UNDERWRITING_POLICY } from '@app/domain';
import type { Core } from '../../platform/core';
import { type ApplicationDecisions, UNDERWRITE_JOB } from '../application';
import { createUnderwritingJob } from './underwriting-job';

export { createUnderwritingJob, WELCOME_COUPON_DAYS, WELCOME_COUPON_MIN_PAISE } from './underwriting-job';

type UnderwritingDeps = Parameters<typeof createUnderwritingJob>[0];

/** The engine's policy (the settings' thresholds over the defaults) and its job. */
export function underwritingServices(
  core: Core,
  decisions: ApplicationDecisions,
  products: UnderwritingDeps['products'],
) {
  const { db, clock, cipher, config, parties } = core;
  const policy = {
    ...DEFAULT_UNDERWRITING_POLICY,
    referBelowScore: config.REVIEW_REFER_BELOW_SCORE,
    referNoHistory: config.REVIEW_REFER_NO_HISTORY,
  };
  const job = createUnderwritingJob({
    db,
    clock,
    cipher,
    bureau: parties.bureau,
    kyc: parties.kyc,
    decisions,
    policy,
    products,
  });
  return { policy, jobs: { [UNDERWRITE_JOB]: job } };
}
