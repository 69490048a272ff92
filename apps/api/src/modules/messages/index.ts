/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';
import { messageRoutes } from './message-routes';

export { messageRoutes } from './message-routes';

/** /api/v1/messages */
export async function messagesModule(app: App, { db, clock }: Core, requireCustomer: onRequestHookHandler) {
  await app.register(messageRoutes, { prefix: '/api/v1/messages', db, clock, requireCustomer });
}
