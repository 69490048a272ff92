import type { ProductOffer } from '@app/contract';
import { ELIGIBILITY } from '@app/domain';
import { ProductTerms } from '@/components/product-terms';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';

/**
 * What the product offers and who can apply (spec §1), shown on the landing
 * page: each product of the configuration in force with its amounts, terms,
 * APR range and a worked example; a blank until they arrive.
 */
export function OfferSummary({ products }: { products: ProductOffer[] | null }) {
  const { t } = useTranslation();
  return (
    <section className="card offer-summary" aria-labelledby="offer-title">
      <h2 id="offer-title" className="card__title">
        {t('offer.title')}
      </h2>
      <ul className="offer-summary__products">
        {(products ?? []).map((product) => (
          <li key={product.kind} className="offer-summary__product" data-testid={`offer-${product.kind}`}>
            <div className="offer-summary__head">
              <span className="offer-summary__name">{t(`offer.${product.kind}`)}</span>
              <strong className="offer-summary__range">
                {t('offer.range', {
                  min: formatPaise(product.minAmountPaise),
                  max: formatPaise(product.maxAmountPaise),
                })}
              </strong>
            </div>
            <p className="offer-summary__terms">
              {t('offer.terms', { min: product.minTermMonths, max: product.maxTermMonths })}
            </p>
            <ProductTerms offer={product} />
          </li>
        ))}
      </ul>
      <h3 className="card__subtitle">{t('offer.eligibilityTitle')}</h3>
      <ul className="check-list">
        <li>{t('offer.age')}</li>
        <li>{t('offer.citizen')}</li>
        <li>{t('offer.income', { amount: formatPaise(ELIGIBILITY.minAnnualIncomePaise) })}</li>
      </ul>
      <h3 className="card__subtitle">{t('offer.documentsTitle')}</h3>
      <ul className="chip-list">
        <li>{t('offer.aadhaar')}</li>
        <li>{t('offer.pan')}</li>
        <li>{t('offer.employment')}</li>
      </ul>
    </section>
  );
}
