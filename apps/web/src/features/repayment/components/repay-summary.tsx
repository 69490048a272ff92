import { type Figure, FigureList } from '@/components/ui/figure-list';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { payablePaise } from './repay-choice';

/** The amount of the choice, the coupon off it, and what the borrower pays. */
export function RepaySummary({
  amountPaise,
  couponPaise,
  validToday,
}: {
  amountPaise: number | null;
  couponPaise: number;
  /** The amount is the bill's: it holds until midnight in India, when a new day's interest accrues. */
  validToday: boolean;
}) {
  const { t } = useTranslation();
  const none = t('repayment.none');
  const figures: Figure[] = [
    {
      label: t('repayment.amount'),
      value: amountPaise === null ? none : formatPaise(amountPaise),
      testId: 'repay-amount',
    },
  ];
  if (couponPaise > 0) {
    figures.push({
      label: t('repayment.coupon'),
      value: `−${formatPaise(couponPaise)}`,
      testId: 'repay-coupon',
    });
  }
  figures.push({
    label: t('repayment.youPay'),
    value: amountPaise === null ? none : formatPaise(payablePaise(amountPaise, couponPaise)),
    testId: 'repay-to-pay',
    strong: true,
  });
  return (
    <section className="card" data-testid="repay-summary">
      <h2 className="card__title">{t('repayment.summaryTitle')}</h2>
      <FigureList figures={figures} />
      {validToday && amountPaise !== null ? (
        <p className="card__hint repay-note" data-testid="repay-valid-until">
          {t('repayment.validToday')}
        </p>
      ) : null}
    </section>
  );
}
