/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { createLimitOffers, type LimitOffers, limitOfferRepository, offerOnSettlement } from './limit-offers';
