import type { OrderView } from '@app/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { nextStepRoute } from './next-step';

/**
 * The borrower's loan order before it is disbursed: amount and state; a tap
 * leads to its next step. Once billed (BILLED_STATES) the pages show
 * repayment's LoanOrderCard instead (app/routes/order-card.tsx).
 */
export function OpenOrderCard({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="card open-order"
      data-testid="open-order-card"
      data-state={order.state}
      title={t('order.homeCard.open')}
      onClick={() => navigate(nextStepRoute(order))}
    >
      <span className="open-order__text">
        <span className="open-order__title">{t('order.homeCard.title')}</span>
        <span className="open-order__amount" data-testid="open-order-amount">
          {formatPaise(order.quote.amountPaise)}
        </span>
        <span className="open-order__state" data-testid="open-order-state">
          {t(`order.states.${order.state}`)}
        </span>
      </span>
      <span className="open-order__go" aria-hidden>
        <span className="open-order__chevron" aria-hidden />
      </span>
    </button>
  );
}
