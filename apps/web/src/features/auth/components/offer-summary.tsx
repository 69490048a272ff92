import { useTranslation } from 'react-i18next';
import { ADVERTISED_OFFER as OFFER } from '@/config/offer';
import { formatMoney } from '@/lib/money';

/** What the product offers and who can apply (spec §1), shown on the landing page. */
export function OfferSummary() {
  const { t } = useTranslation();
  const products = [
    { name: t('offer.personal'), ...OFFER.personal },
    { name: t('offer.salary'), ...OFFER.salary },
  ];
  return (
    <section className="card offer-summary" aria-labelledby="offer-title">
      <h2 id="offer-title" className="card__title">
        {t('offer.title')}
      </h2>
      <ul className="offer-summary__products">
        {products.map((product) => (
          <li key={product.name} className="offer-summary__product">
            <span className="offer-summary__name">{product.name}</span>
            <strong className="offer-summary__range">
              {t('offer.range', { min: formatMoney(product.min), max: formatMoney(product.max) })}
            </strong>
          </li>
        ))}
      </ul>
      <p className="offer-summary__facts">
        <span>{t('offer.terms', { min: OFFER.termMonths.min, max: OFFER.termMonths.max })}</span>
        <span>{t('offer.rateFrom', { rate: OFFER.dailyRateFromPercent })}</span>
      </p>
      <h3 className="card__subtitle">{t('offer.eligibilityTitle')}</h3>
      <ul className="check-list">
        <li>{t('offer.age')}</li>
        <li>{t('offer.citizen')}</li>
        <li>{t('offer.income', { amount: formatMoney(OFFER.minAnnualIncome) })}</li>
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
