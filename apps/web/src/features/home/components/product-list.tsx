import type { ProductOffer } from '@app/contract';
import { ProductTerms } from '@/components/product-terms';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise, ppmToPercent } from '@/lib/money';

/** Home's product cards: amounts, terms, the lowest daily rate, the APR range and a worked example. */
export function ProductList({ offers }: { offers: ProductOffer[] }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="products-title">
      <h2 id="products-title" className="card__title">
        {t('home.products')}
      </h2>
      <ul className="product-list">
        {offers.map((offer) => (
          <li key={offer.kind} className="product-list__item">
            <div className="product-list__head">
              <span className="product-list__name">{t(`offer.${offer.kind}`)}</span>
              <strong>
                {t('offer.range', {
                  min: formatPaise(offer.minAmountPaise),
                  max: formatPaise(offer.maxAmountPaise),
                })}
              </strong>
            </div>
            <p className="product-list__facts">
              <span>{t('offer.terms', { min: offer.minTermMonths, max: offer.maxTermMonths })}</span>
              <span>{t('offer.rateFrom', { rate: ppmToPercent(offer.dailyRateMinPpm) })}</span>
            </p>
            <ProductTerms offer={offer} />
          </li>
        ))}
      </ul>
    </section>
  );
}
