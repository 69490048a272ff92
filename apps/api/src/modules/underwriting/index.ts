/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { DEFAULT_UNDERWRITING_POLICY } from '@app/domain';
import { modulePlugin } from '../../platform/core';
import type { JobHandler } from '../../platform/job-runner';
import type {} from '../application';
import { UNDERWRITE_JOB } from '../application';
import type {} from '../configuration';
import { createUnderwritingJob } from './underwriting-job';

export { createUnderwritingJob, WELCOME_COUPON_DAYS, WELCOME_COUPON_MIN_PAISE } from './underwriting-job';

type UnderwritingDeps = Parameters<typeof createUnderwritingJob>[0];

declare module 'fastify' {
  interface FastifyInstance {
    /** The engine's policy and its job (the plugin `underwriting`). */
    underwriting: { policy: UnderwritingDeps['policy']; jobs: Record<string, JobHandler> };
  }
}

/** The plugin `underwriting`: the engine's policy (the settings' thresholds over the defaults) and its job. */
export const underwritingServices = modulePlugin(
  'underwriting',
  ['core', 'application', 'configuration'],
  (app, { db, clock, cipher, config, parties }) => {
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
      decisions: app.decisions,
      policy,
      products: async () => (await app.productConfig.current()).products,
    });
    app.decorate('underwriting', { policy, jobs: { [UNDERWRITE_JOB]: job } });
  },
);
