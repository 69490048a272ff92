/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { createFaqCatalogue, type FaqCatalogue } from './faq-catalogue';
export { faqFacts } from './faq-facts';
export { faqOverrideRepository } from './faq-override-repository';
export { helpRoutes } from './help-routes';
export { createLiveFaq } from './live-faq';
