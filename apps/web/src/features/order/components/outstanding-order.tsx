import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';

/**
 * An order is open, so a new withdrawal waits (spec §4, §8: "Please repay
 * first; outstanding orders exist."), with the way to that order.
 */
export function OutstandingOrder({ orderId, message }: { orderId: string | null; message?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card withdraw-blocked" data-testid="outstanding-order" role="alert">
      <span className="withdraw-blocked__icon" aria-hidden>
        !
      </span>
      <h2 className="card__title">{t('order.outstandingTitle')}</h2>
      <p className="withdraw-blocked__message" data-testid="outstanding-message">
        {message || errorText('OUTSTANDING_ORDER')}
      </p>
      {orderId ? (
        <Button
          block
          data-testid="view-open-order"
          onClick={() => navigate(`/withdrawDetail?id=${encodeURIComponent(orderId)}`)}
        >
          {t('order.viewOrder')}
        </Button>
      ) : null}
    </section>
  );
}
