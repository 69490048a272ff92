/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../configuration';
import { listenForCustomerChanges } from './home-cache';
import { homeRoutes } from './home-routes';
import { createHomeService } from './home-service';

export { listenForCustomerChanges } from './home-cache';
export { homeRoutes } from './home-routes';
export { createHomeService } from './home-service';

/** The plugin `home-cache`: the home screen's cache (`app.homeCache`); its hooks go on the root before any route. */
export const homeCache = modulePlugin('home-cache', ['core'], async (app, { database, config }) => {
  await listenForCustomerChanges(app, database, config.HOME_CACHE_ENTRIES);
});

/** /api/v1/home */
export const homeModule = modulePlugin(
  'home',
  ['core', 'home-cache', 'configuration'],
  async (app, { db, clock }) => {
    const home = createHomeService({
      db,
      clock,
      productConfig: app.productConfig,
      offersOf: app.productOffers,
      cache: app.homeCache ?? undefined,
    });
    await app.register(homeRoutes, { prefix: '/api/v1/home', home });
  },
);
