import type { OrderView } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { billQuery } from '../api/get-bill';
import { displayText, displayTone, isRepayable, orderDisplay } from './display-state';

/**
 * A disbursed (or closed) loan in a list: its repayment state in the spec's
 * words and today's amount due, with Repay; a tap opens its bill. Styled by
 * home.css, which Home and My Loan load (a stylesheet of its own would be one
 * more file named in the entry chunk, docs/decisions/006).
 */
export function LoanOrderCard({
  order,
  to,
}: {
  order: OrderView;
  /** Where a tap leads: the order's next step (its bill), app/routes/order-card.tsx. */
  to: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bill = useQuery({ ...billQuery(order.id), enabled: order.state === 'disbursed' });
  const display = orderDisplay(order, bill.data);
  const due = display && isRepayable(display) ? (bill.data?.bill?.totalPaise ?? null) : null;
  return (
    <button
      type="button"
      className="card open-order"
      data-testid="loan-order-card"
      data-order={order.id}
      data-state={display?.state ?? 'loading'}
      aria-busy={display === null || undefined}
      onClick={() => navigate(to)}
    >
      <span className="open-order__text">
        <span className="open-order__title">{t(due === null ? 'order.amount' : 'repayment.amountDue')}</span>
        <span className="open-order__amount" data-testid="loan-order-amount">
          {formatPaise(due ?? order.quote.amountPaise)}
        </span>
        {display ? (
          <span
            className={`open-order__state open-order__state--${displayTone(display)}`}
            data-testid="loan-order-state"
          >
            {displayText(display, t)}
          </span>
        ) : null}
      </span>
      {due !== null ? (
        <span className="open-order__cta" data-testid="loan-order-repay">
          {t('repayment.repay')}
        </span>
      ) : (
        <span className="open-order__go" aria-hidden>
          <span className="open-order__chevron" aria-hidden />
        </span>
      )}
    </button>
  );
}
