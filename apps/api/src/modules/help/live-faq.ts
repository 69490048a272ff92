import type { LoanProduct, PricingConfig } from '@app/domain';
import type { ActiveProductConfig } from '../configuration';
import type { FaqCatalogue } from './faq-catalogue';

interface ConfigSource {
  peek(): ActiveProductConfig;
  current(): Promise<ActiveProductConfig>;
}

/**
 * The FAQ for the product configuration in force: rendered once per version
 * (fees, extension days and cooling-off hours are figures in its answers).
 * The catalogue is read synchronously, so it takes the store's copy in hand
 * and asks the store to look for a newer version for the next reader: a save
 * on this instance shows at once, another instance's within the cache time.
 */
export function createLiveFaq(
  source: ConfigSource,
  render: (pricing: PricingConfig, products: readonly LoanProduct[]) => FaqCatalogue,
): FaqCatalogue {
  let rendered: { version: number; catalogue: FaqCatalogue } | undefined;
  const catalogue = (): FaqCatalogue => {
    source.current().catch(() => undefined);
    const config = source.peek();
    if (rendered?.version !== config.version) {
      rendered = { version: config.version, catalogue: render(config.pricing, config.products) };
    }
    return rendered.catalogue;
  };
  return {
    list: (lang) => catalogue().list(lang),
    entry: (id, lang) => catalogue().entry(id, lang),
  };
}
