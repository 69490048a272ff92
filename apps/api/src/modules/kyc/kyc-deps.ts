import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';

/** What each sub-part's `registerXRoutes(app, deps)` gets: routes are under /api/v1/kyc, multipart already parsed. */
export interface KycDeps {
  core: Core;
  requireCustomer: onRequestHookHandler;
}

export type KycApp = App;
