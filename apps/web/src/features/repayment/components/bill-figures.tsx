import type { BillView } from '@app/contract';
import { type Figure, FigureList } from '@/components/ui/figure-list';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise, ppmToPercent } from '@/lib/money';

/** Every loan order field of spec §3, as the bill has them today. */
export function BillFigures({ bill }: { bill: BillView }) {
  const { t } = useTranslation();
  const none = t('repayment.none');
  const day = (value: string | null) => (value ? dayText(value) : none);
  const figures: Figure[] = [
    { label: t('order.orderNo'), value: bill.orderNo, testId: 'bill-order-no' },
    { label: t('order.amount'), value: formatPaise(bill.amountPaise), testId: 'bill-fig-amount' },
    {
      label: t('order.term'),
      value: t('repayment.termValue', { months: bill.termMonths }),
      testId: 'bill-fig-term',
    },
    {
      label: t('order.dailyRate'),
      value: t('order.dailyRateValue', { rate: ppmToPercent(bill.dailyRatePpm) }),
      testId: 'bill-fig-daily-rate',
    },
    { label: t('order.interest'), value: formatPaise(bill.interestPaise), testId: 'bill-fig-interest' },
    {
      label: t('order.serviceFee'),
      value: formatPaise(bill.serviceFeePaise),
      testId: 'bill-fig-service-fee',
    },
    {
      label: t('order.creditReportFee'),
      value: formatPaise(bill.creditReportFeePaise),
      testId: 'bill-fig-credit-report-fee',
    },
    { label: t('order.gst'), value: formatPaise(bill.gstPaise), testId: 'bill-fig-gst' },
    {
      label: t('order.ticketFee'),
      value: formatPaise(bill.ticketFeePaise),
      testId: 'bill-fig-ticket-fee',
    },
    {
      label: t('order.coupon'),
      value: bill.couponPaise > 0 ? `−${formatPaise(bill.couponPaise)}` : formatPaise(0),
      testId: 'bill-fig-coupon',
    },
    {
      label: t('order.totalDeduction'),
      value: formatPaise(bill.totalDeductionPaise),
      testId: 'bill-fig-total-deduction',
    },
    {
      label: t('repayment.received'),
      value: formatPaise(bill.receivedPaise),
      testId: 'bill-fig-received',
      strong: true,
    },
    { label: t('repayment.borrowingDate'), value: day(bill.borrowingDay), testId: 'bill-fig-borrowing-date' },
    { label: t('repayment.repaymentDate'), value: day(bill.repaymentDay), testId: 'bill-fig-repayment-date' },
    {
      label: t('repayment.settlementDate'),
      value: day(bill.settlementDay),
      testId: 'bill-fig-settlement-date',
    },
    { label: t('repayment.overdueDays'), value: String(bill.overdueDays), testId: 'bill-fig-overdue-days' },
    {
      label: t('repayment.lateInterest'),
      value: formatPaise(bill.lateInterestPaise),
      testId: 'bill-fig-late-interest',
    },
    {
      label: t('repayment.penaltyFee'),
      value: formatPaise(bill.penaltyFeePaise),
      testId: 'bill-fig-penalty-fee',
    },
    // Only a loan whose auto-debit failed for want of funds has one (decision 080).
    ...(bill.failedDebitChargePaise > 0
      ? [
          {
            label: t('repayment.failedDebitCharge'),
            value: formatPaise(bill.failedDebitChargePaise),
            testId: 'bill-fig-failed-debit-charge',
          },
        ]
      : []),
    {
      label: t('repayment.extensionAmount'),
      value: formatPaise(bill.extensionAmountPaise),
      testId: 'bill-fig-extension-amount',
    },
    {
      label: t('repayment.payablePrincipal'),
      value: formatPaise(bill.payablePrincipalPaise),
      testId: 'bill-fig-payable-principal',
      strong: true,
    },
    { label: t('repayment.reference'), value: bill.utr ?? none, testId: 'bill-fig-reference' },
  ];
  return (
    <section className="card">
      <h2 className="card__title">{t('repayment.detailsTitle')}</h2>
      <FigureList figures={figures} />
    </section>
  );
}
