/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { App, Core } from '../../platform/core';
import { listenForCustomerChanges } from './home-cache';
import { homeRoutes } from './home-routes';
import { createHomeService } from './home-service';

export { listenForCustomerChanges } from './home-cache';
export { homeRoutes } from './home-routes';
export { createHomeService } from './home-service';

type HomeDeps = Parameters<typeof createHomeService>[0];

/** The home screen's cache: its hooks go on the root before any route. */
export function homeCache(app: App, { database, config }: Core) {
  return listenForCustomerChanges(app, database, config.HOME_CACHE_ENTRIES);
}

/** /api/v1/home */
export async function homeModule(
  app: App,
  { db, clock }: Core,
  deps: Pick<HomeDeps, 'productConfig' | 'cache'>,
) {
  await app.register(homeRoutes, { prefix: '/api/v1/home', home: createHomeService({ db, clock, ...deps }) });
}
