import { ProductsResponseSchema } from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { ANONYMOUS_RATE_LIMIT } from '../../plugins/rate-limit';
import type { ProductConfigStore } from './product-config-store';
import type { ProductOffers } from './product-offers';

/** GET /api/v1/products: the loan products /start advertises, without login. */
export const productsRoutes: FastifyPluginAsyncZod<{
  store: Pick<ProductConfigStore, 'current'>;
  offersOf: ProductOffers;
}> = async (app, { store, offersOf }) => {
  app.get(
    '',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['home'],
        summary:
          'The loan products priced by the configuration in force: amounts, terms, daily rates, APR range and a worked example',
        response: { 200: ProductsResponseSchema, ...errorResponses(429, ...COMMON_ERRORS) },
      },
    },
    async () => {
      const config = await store.current();
      return { products: offersOf(config), configVersion: config.version };
    },
  );
};
