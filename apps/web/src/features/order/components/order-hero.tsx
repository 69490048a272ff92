import type { OrderView } from '@app/contract';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { nextStepRoute } from './next-step';

const ACTIONS: Partial<Record<OrderView['state'], string>> = {
  created: 'order.readAndSign',
  signed: 'order.trackPayout',
  disbursing: 'order.trackPayout',
  disburse_failed: 'order.changeBank',
};

/**
 * Home's hero while a loan order waits for the borrower or the bank (before
 * the money is paid out): its amount, its state and the next step, in place
 * of the quota and Withdraw, which would only end in "Please repay first".
 */
export function OrderHero({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = ACTIONS[order.state] ?? 'order.homeCard.open';
  return (
    <div className="stage-card" data-testid="home-order" data-state={order.state}>
      <p className="home-hero__label">{t('order.homeCard.title')}</p>
      <p className="home-hero__amount" data-testid="home-order-amount">
        {formatPaise(order.quote.amountPaise)}
      </p>
      <p className="home-loan__when">
        <span className="home-loan__state home-loan__state--busy" data-testid="home-order-state">
          {t(`order.states.${order.state}`)}
        </span>
      </p>
      <Button
        block
        variant="accent"
        data-testid="home-order-next"
        onClick={() => navigate(nextStepRoute(order))}
      >
        {t(action as 'order.readAndSign')}
      </Button>
    </div>
  );
}
