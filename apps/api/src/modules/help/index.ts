/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';
import type { ProductConfigStore } from '../configuration';
import { createFaqCatalogue } from './faq-catalogue';
import { faqFacts } from './faq-facts';
import { helpRoutes } from './help-routes';
import { createLiveFaq } from './live-faq';

export { createFaqCatalogue, type FaqCatalogue } from './faq-catalogue';
export { faqFacts } from './faq-facts';
export { faqOverrideRepository } from './faq-override-repository';
export { helpRoutes } from './help-routes';
export { createLiveFaq } from './live-faq';

/** /api/v1/help; returns the live FAQ catalogue, which the console edits. */
export async function helpModule(
  app: App,
  { db, config }: Core,
  productConfig: ProductConfigStore,
  requireCustomer: onRequestHookHandler,
) {
  const faq = createLiveFaq(productConfig, (pricing, products) =>
    createFaqCatalogue(faqFacts(config, pricing, products)),
  );
  await app.register(helpRoutes, { prefix: '/api/v1/help', db, faq, requireCustomer });
  return faq;
}
