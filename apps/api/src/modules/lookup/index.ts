/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import { lookupRoutes } from './lookup-routes';

export { findIfsc } from './ifsc-directory';
export { lookupRoutes } from './lookup-routes';

/** /api/v1/lookup */
export const lookupModule = modulePlugin('lookup', ['auth'], async (app) => {
  await app.register(lookupRoutes, { prefix: '/api/v1/lookup', requireCustomer: app.requireCustomer });
});
