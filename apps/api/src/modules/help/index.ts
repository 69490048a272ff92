/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import type {} from '../configuration';
import { createFaqCatalogue, type FaqCatalogue } from './faq-catalogue';
import { faqFacts } from './faq-facts';
import { helpRoutes } from './help-routes';
import { createLiveFaq } from './live-faq';

export { createFaqCatalogue, type FaqCatalogue } from './faq-catalogue';
export { faqFacts } from './faq-facts';
export { faqOverrideRepository } from './faq-override-repository';
export { helpRoutes } from './help-routes';
export { createLiveFaq } from './live-faq';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live FAQ catalogue, which the console edits (the plugin `help-routes`). */
    faq: FaqCatalogue;
  }
}

/** /api/v1/help; decorates the root with the live FAQ catalogue as `faq`. */
export const helpModule = modulePlugin(
  'help-routes',
  ['core', 'configuration', 'auth'],
  async (app, { db, config }) => {
    const faq = createLiveFaq(app.productConfig, (pricing, products) =>
      createFaqCatalogue(faqFacts(config, pricing, products)),
    );
    app.decorate('faq', faq);
    await app.register(helpRoutes, { prefix: '/api/v1/help', db, faq, requireCustomer: app.requireCustomer });
  },
);
