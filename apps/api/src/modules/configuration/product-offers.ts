import type { ProductOffer } from '@app/contract';
import { istDayKey, productOffer } from '@app/domain';
import type { Clock } from '../../lib/clock';
import type { ActiveProductConfig } from './product-config-store';

/**
 * The products as /start and Home advertise them, priced by the configuration
 * in force (domain's productOffer: APR range and worked example). About 35
 * quotes a configuration, so they are worked out once for each copy of it.
 */
export function createProductOffers(clock: Clock) {
  const priced = new WeakMap<ActiveProductConfig, ProductOffer[]>();
  return function offersOf(config: ActiveProductConfig): ProductOffer[] {
    const known = priced.get(config);
    if (known) return known;
    const day = istDayKey(clock.now());
    const offers = config.products.map((product) => productOffer(product, config.pricing, day));
    priced.set(config, offers);
    return offers;
  };
}

export type ProductOffers = ReturnType<typeof createProductOffers>;
