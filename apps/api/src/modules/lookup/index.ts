/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import type { App } from '../../platform/core';
import { lookupRoutes } from './lookup-routes';

export { findIfsc } from './ifsc-directory';
export { lookupRoutes } from './lookup-routes';

/** /api/v1/lookup */
export async function lookupModule(app: App, requireCustomer: onRequestHookHandler): Promise<void> {
  await app.register(lookupRoutes, { prefix: '/api/v1/lookup', requireCustomer });
}
