/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../staff';
import { collectionsRoutes } from './collections-routes';
import { type CollectionsService, createCollectionsService } from './collections-service';

export { collectionsRoutes } from './collections-routes';
export { createCollectionsService } from './collections-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The collections queue (the plugin `collections`): the daily job settles its promises to pay. */
    collections: CollectionsService;
  }
}

/** The plugin `collections`: the queue and contact file, as `app.collections`. */
export const collectionsService = modulePlugin('collections', ['core'], (app, { db, clock }) => {
  app.decorate('collections', createCollectionsService({ db, clock }));
});

/** /api/staff/v1/collections */
export const collectionsModule = modulePlugin('collections-routes', ['collections', 'staff'], async (app) => {
  await app.register(collectionsRoutes, {
    prefix: '/api/staff/v1/collections',
    collections: app.collections,
    requireStaff: app.requireStaff,
  });
});
