import type { BillView } from '@app/contract';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';
import { displayText, displayTone, isRepayable } from './display-state';

/** Not yet due: the bill's amount is what paying today costs, and can be below the due day's. */
const beforeDue = (bill: BillView) =>
  bill.display.state === 'pending_repayment' || bill.display.state === 'expires_in';

/** The bill's head: its state in the spec's words, what is due today and by when, or when it was settled. */
export function BillBanner({ bill }: { bill: BillView }) {
  const { t } = useTranslation();
  const tone = displayTone(bill.display);
  const open = isRepayable(bill.display);
  return (
    <section
      className={`card repay-banner repay-banner--${tone}`}
      data-testid="bill-banner"
      data-state={bill.display.state}
      data-days={bill.display.days}
    >
      <span className={`repay-chip repay-chip--${tone}`} data-testid="bill-state">
        {displayText(bill.display, t)}
      </span>
      {open && bill.bill ? (
        <>
          <p className="repay-banner__label">{t('repayment.amountDue')}</p>
          <p className="repay-banner__amount" data-testid="bill-amount-due">
            {formatPaise(bill.bill.totalPaise)}
          </p>
          {bill.repaymentDay ? (
            <p className="repay-banner__line" data-testid="bill-due-date">
              {t('repayment.dueOn', { date: dayText(bill.repaymentDay) })}
            </p>
          ) : null}
          {bill.payoff && bill.payoff.totalPaise !== bill.bill.totalPaise ? (
            <p className="repay-banner__line" data-testid="bill-payoff">
              {t('repayment.payoffToday', { amount: formatPaise(bill.payoff.totalPaise) })}
            </p>
          ) : beforeDue(bill) ? (
            // Before the due day a bill that would reach the payoff is the payoff (decision 072).
            <p className="repay-banner__line" data-testid="bill-is-payoff">
              {t('repayment.billIsPayoff')}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="repay-banner__amount" data-testid="bill-amount">
            {formatPaise(bill.amountPaise)}
          </p>
          <p className="repay-banner__line" data-testid="bill-settled">
            {bill.settlementDay
              ? t('repayment.settledOn', { date: dayText(bill.settlementDay) })
              : t('repayment.nothingDue')}
          </p>
        </>
      )}
    </section>
  );
}
