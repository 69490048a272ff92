import type { QuoteView } from '@app/contract';
import { formatBasisPoints } from '@app/domain';
import type { ReactNode } from 'react';
import { type Figure, FigureList } from '@/components/ui/figure-list';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise, ppmToPercent } from '@/lib/money';

/** APR for display: 4473 basis points of a percent -> '44.73'. */
export function aprText(aprBps: number): string {
  return formatBasisPoints(aprBps);
}

/**
 * Every figure of a priced withdrawal (spec §3 loan order): the loan, what is
 * deducted before payout, and what is repaid. The coupon row shows when the
 * quote carries a coupon; `deductionsExtra` is where the coupon choice goes
 * when coupons arrive.
 */
export function QuoteFigures({ quote, deductionsExtra }: { quote: QuoteView; deductionsExtra?: ReactNode }) {
  const { t } = useTranslation();
  const loan: Figure[] = [
    { label: t('order.amount'), value: formatPaise(quote.amountPaise), testId: 'fig-amount' },
    {
      label: t('order.term'),
      value: t('order.termValue', { months: quote.termMonths, days: quote.termDays }),
      testId: 'fig-term',
    },
    {
      label: t('order.dailyRate'),
      value: t('order.dailyRateValue', { rate: ppmToPercent(quote.dailyRatePpm) }),
      testId: 'fig-daily-rate',
    },
    {
      label: t('order.loanPeriod'),
      value: t('order.loanPeriodValue', { start: dayText(quote.startDay), end: dayText(quote.endDay) }),
      testId: 'fig-period',
    },
  ];
  const deductions: Figure[] = [
    { label: t('order.serviceFee'), value: formatPaise(quote.serviceFeePaise), testId: 'fig-service-fee' },
    {
      label: t('order.creditReportFee'),
      value: formatPaise(quote.creditReportFeePaise),
      testId: 'fig-credit-report-fee',
    },
    { label: t('order.ticketFee'), value: formatPaise(quote.ticketFeePaise), testId: 'fig-ticket-fee' },
    {
      label: quote.gstBase === 'all_fees' ? t('order.gstOnAll') : t('order.gstOnService'),
      value: formatPaise(quote.gstPaise),
      testId: 'fig-gst',
    },
  ];
  if (quote.couponPaise > 0) {
    deductions.push({
      label: t('order.coupon'),
      value: `−${formatPaise(quote.couponPaise)}`,
      testId: 'fig-coupon',
    });
  }
  deductions.push(
    {
      label: t('order.totalDeduction'),
      value: formatPaise(quote.totalDeductionPaise),
      testId: 'fig-total-deduction',
      strong: true,
    },
    {
      label: t('order.received'),
      value: formatPaise(quote.receivedPaise),
      testId: 'fig-received',
      strong: true,
    },
  );
  const repay: Figure[] = [
    { label: t('order.amount'), value: formatPaise(quote.amountPaise), testId: 'fig-principal' },
    { label: t('order.interest'), value: formatPaise(quote.interestPaise), testId: 'fig-interest' },
    {
      label: t('order.totalRepayable'),
      value: formatPaise(quote.totalRepayablePaise),
      testId: 'fig-total-repayable',
      strong: true,
    },
    {
      label: t('order.apr'),
      value: t('order.aprValue', { apr: aprText(quote.aprBps) }),
      testId: 'fig-apr',
    },
  ];
  return (
    <>
      <section className="card">
        <h2 className="card__title">{t('order.loanTitle')}</h2>
        <FigureList figures={loan} />
      </section>
      <section className="card">
        <h2 className="card__title">{t('order.deductionsTitle')}</h2>
        <FigureList figures={deductions} />
        {deductionsExtra}
      </section>
      <section className="card">
        <h2 className="card__title">{t('order.repayTitle')}</h2>
        <FigureList figures={repay} />
      </section>
    </>
  );
}
