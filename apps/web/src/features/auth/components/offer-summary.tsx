import { DEFAULT_PRODUCTS, ELIGIBILITY, lowestDailyRatePpm, termRangeMonths } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise, ppmToPercent } from '@/lib/money';

/** What the product offers and who can apply (spec §1), shown on the landing page. */
export function OfferSummary() {
  const { t } = useTranslation();
  const terms = termRangeMonths(DEFAULT_PRODUCTS);
  return (
    <section className="card offer-summary" aria-labelledby="offer-title">
      <h2 id="offer-title" className="card__title">
        {t('offer.title')}
      </h2>
      <ul className="offer-summary__products">
        {DEFAULT_PRODUCTS.map((product) => (
          <li key={product.kind} className="offer-summary__product">
            <span className="offer-summary__name">{t(`offer.${product.kind}`)}</span>
            <strong className="offer-summary__range">
              {t('offer.range', {
                min: formatPaise(product.minAmountPaise),
                max: formatPaise(product.maxAmountPaise),
              })}
            </strong>
          </li>
        ))}
      </ul>
      <p className="offer-summary__facts">
        <span>{t('offer.terms', terms)}</span>
        <span>{t('offer.rateFrom', { rate: ppmToPercent(lowestDailyRatePpm(DEFAULT_PRODUCTS)) })}</span>
      </p>
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
