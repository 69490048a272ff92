import type { ProductOffer } from '@app/contract';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise, ppmToPercent } from '@/lib/money';

/** 5227 -> '52.27' (domain's formatBasisPoints would be a chunk of its own on /start). */
const percent = (bps: number) => (bps / 100).toFixed(2);

/**
 * What a product costs, as /start and Home's product cards state it: the APR
 * range and a worked example in one sentence, each figure worked out by the
 * API from the product configuration in force (the quote a withdrawal gets).
 */
export function ProductTerms({ offer }: { offer: ProductOffer }) {
  const { t } = useTranslation();
  const { example } = offer;
  return (
    <p className="product-terms">
      <strong>{t('offer.apr', { min: percent(offer.aprMinBps), max: percent(offer.aprMaxBps) })}</strong>
      <span>
        {t('offer.example', {
          amount: formatPaise(example.amountPaise),
          months: example.termMonths,
          instalments: example.instalments,
          rate: ppmToPercent(example.dailyRatePpm),
          charges: formatPaise(example.chargesPaise),
          received: formatPaise(example.receivedPaise),
          interest: formatPaise(example.interestPaise),
          total: formatPaise(example.totalRepayablePaise),
          apr: percent(example.aprBps),
        })}
      </span>
    </p>
  );
}
