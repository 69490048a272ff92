/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';
import { meRoutes } from './me-routes';
import { createMeService } from './me-service';

export { type AccountErasure, createAccountErasure } from './account-erasure';
export { deletionRequestRepository } from './deletion-request-repository';
export { meRoutes } from './me-routes';
export { createMeService } from './me-service';

/** /api/v1/me: the borrower's own account. */
export async function meModule(app: App, core: Core, requireCustomer: onRequestHookHandler): Promise<void> {
  const { db, clock, sms, config } = core;
  const me = createMeService({
    db,
    clock,
    sms,
    proName: config.PRO_NAME,
    logger: core.log.child({ module: 'me' }),
    codeLimits: config,
  });
  await app.register(meRoutes, { prefix: '/api/v1/me', me, requireCustomer });
}
