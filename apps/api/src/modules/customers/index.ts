/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import { customerRoutes } from './customer-routes';
import { createCustomerService } from './customer-service';

export { type AccountErasure, createAccountErasure } from './account-erasure';
export { customerRoutes } from './customer-routes';
export { createCustomerService } from './customer-service';
export { deletionRequestRepository } from './deletion-request-repository';

/** /api/v1/me: the borrower's own account. */
export const customerModule = modulePlugin('customers', ['core', 'auth'], async (app, core) => {
  const { db, clock, sms, config } = core;
  const me = createCustomerService({
    db,
    clock,
    sms,
    proName: config.PRO_NAME,
    logger: core.log.child({ module: 'customers' }),
    codeLimits: config,
  });
  await app.register(customerRoutes, { prefix: '/api/v1/me', me, requireCustomer: app.requireCustomer });
});
