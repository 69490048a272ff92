/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { DEFAULT_PRICING, DEFAULT_PRODUCTS } from '@app/domain';
import { modulePlugin } from '../../platform/core';
import type {} from '../staff';
import { configurationRoutes } from './configuration-routes';
import { createConfigurationService } from './configuration-service';
import { assertCoolingOffAtStart, coolingOffFloor } from './cooling-off-floor';
import { createProductConfigStore, type ProductConfigStore } from './product-config-store';
import { createProductOffers, type ProductOffers } from './product-offers';
import { productsRoutes } from './products-routes';

export { configurationRoutes } from './configuration-routes';
export { createConfigurationService } from './configuration-service';
export { assertCoolingOffAtStart, coolingOffFloor } from './cooling-off-floor';
export { productConfigRepository } from './product-config-repository';
export {
  type ActiveProductConfig,
  createProductConfigStore,
  type ProductConfigStore,
} from './product-config-store';
export { createProductOffers, type ProductOffers } from './product-offers';
export { productsRoutes } from './products-routes';

/**
 * The versioned product configuration (issue 8): version 1 is the defaults with the
 * environment's settings, written at start so the history shows where the figures
 * came from (tests begin from an empty table); staff save newer ones. The plugin
 * `configuration` decorates the root with it as `productConfig`, and with
 * `productOffers`, the products priced by it as /start and Home show them.
 */
export const productConfigStore = modulePlugin('configuration', ['core'], (app, { db, clock, config }) => {
  const store = createProductConfigStore({
    db,
    clock,
    defaults: {
      pricing: {
        ...DEFAULT_PRICING,
        gstBase: config.GST_BASE,
        coolingOffHours: config.COOLING_OFF_HOURS,
        extensionDays: config.EXTENSION_DAYS,
      },
      products: DEFAULT_PRODUCTS.map((product) => ({ ...product })),
    },
    cacheSeconds: config.PRODUCT_CONFIG_CACHE_SECONDS,
  });
  if (config.NODE_ENV !== 'test') {
    app.addHook('onReady', async () => {
      await store.seed();
      // A window under 24 hours saved in development does not reach production (issue 30, point 4).
      assertCoolingOffAtStart(await store.current(), config.NODE_ENV);
    });
  }
  app.decorate('productConfig', store);
  app.decorate('productOffers', createProductOffers(clock));
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The versioned product configuration (the plugin `configuration`). */
    productConfig: ProductConfigStore;
    /** The products with their APR range and worked example, for a configuration (the plugin `configuration`). */
    productOffers: ProductOffers;
  }
}

/** /api/v1/products, public: what /start advertises. */
export const productsModule = modulePlugin('products', ['core', 'configuration'], async (app) => {
  await app.register(productsRoutes, {
    prefix: '/api/v1/products',
    store: app.productConfig,
    offersOf: app.productOffers,
  });
});

/** /api/staff/v1/configuration */
export const configurationModule = modulePlugin(
  'configuration-routes',
  ['core', 'configuration', 'staff'],
  async (app, { db, clock, config }) => {
    const configuration = createConfigurationService({
      db,
      clock,
      store: app.productConfig,
      minCoolingOffHours: coolingOffFloor(config.NODE_ENV),
    });
    await app.register(configurationRoutes, {
      prefix: '/api/staff/v1/configuration',
      configuration,
      requireStaff: app.requireStaff,
    });
  },
);
