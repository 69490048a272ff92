import type { OrderView } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';
import { billQuery } from '../api/get-bill';
import { displayText, displayTone } from './display-state';

/**
 * Home's hero while a loan is disbursed and open: today's amount due, its
 * state in the spec's words (overdue in the late colour), the due date, and
 * Repay, which opens the bill. Styled by home.css.
 */
export function LoanDueCard({ order, to }: { order: OrderView; to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bill = useQuery(billQuery(order.id)).data;
  const display = bill?.display;
  return (
    <div
      className="stage-card"
      data-testid="home-loan"
      data-state={display?.state ?? 'loading'}
      aria-busy={bill === undefined || undefined}
    >
      <p className="home-hero__label">{t('repayment.amountDue')}</p>
      <p className="home-hero__amount" data-testid="home-loan-due">
        {bill?.bill ? formatPaise(bill.bill.totalPaise) : '\u00a0'}
      </p>
      {display ? (
        <p className="home-loan__when">
          <span
            className={`home-loan__state home-loan__state--${displayTone(display)}`}
            data-testid="home-loan-state"
          >
            {displayText(display, t)}
          </span>
          {bill?.repaymentDay ? (
            <span data-testid="home-loan-day">
              {t('repayment.dueOn', { date: dayText(bill.repaymentDay) })}
            </span>
          ) : null}
        </p>
      ) : null}
      <Button block variant="accent" data-testid="home-repay" onClick={() => navigate(to)}>
        {t('repayment.repay')}
      </Button>
    </div>
  );
}
