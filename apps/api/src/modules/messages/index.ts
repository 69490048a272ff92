/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import { messageRoutes } from './message-routes';

export { messageRoutes } from './message-routes';
export { toMessageView } from './message-view';

/** /api/v1/messages */
export const messagesModule = modulePlugin(
  'messages',
  ['core', 'auth'],
  async (app, { db, clock, config }) => {
    await app.register(messageRoutes, {
      prefix: '/api/v1/messages',
      db,
      clock,
      lenderName: config.LENDER_NAME,
      requireCustomer: app.requireCustomer,
    });
  },
);
