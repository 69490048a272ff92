import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';
import type { KycDailyCaps } from './kyc-daily-caps';

/** What each sub-part's `registerXRoutes(app, deps)` gets: routes are under /api/v1/kyc, multipart already parsed. */
export interface KycDeps {
  core: Core;
  requireCustomer: onRequestHookHandler;
  /** KYC_DAILY_ATTEMPTS and KYC_DAILY_PAID_LOOKUPS, taken first in every KYC attempt. */
  caps: KycDailyCaps;
}

export type KycApp = App;
