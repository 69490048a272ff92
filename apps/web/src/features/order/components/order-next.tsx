import type { OrderView } from '@app/contract';
import { formatDate } from '@app/domain';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import type { Figure } from '@/components/ui/figure-list';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { nextStepRoute } from './next-step';

const when = (iso: string) => formatDate(iso, 'DD-MM-YYYY hh:mm');

/** The order's signing and payout facts, once they exist. */
export function orderEvents(order: OrderView, t: TFunction): Figure[] {
  const figures: Figure[] = [];
  if (order.signedAt)
    figures.push({ label: t('order.signedAt'), value: when(order.signedAt), testId: 'order-signed' });
  if (order.disbursedAt)
    figures.push({
      label: t('order.disbursedAt'),
      value: when(order.disbursedAt),
      testId: 'order-disbursed',
    });
  if (order.utr) figures.push({ label: t('order.utr'), value: order.utr, testId: 'order-utr' });
  return figures;
}

/** The documents of an order: to read and sign while it is created, the signed copies after. */
export function documentsRoute(order: OrderView): string {
  const id = encodeURIComponent(order.id);
  return order.state === 'created' ? `/protocol?id=${id}` : `/seeAgreement?id=${id}`;
}

/** What the borrower does next with this order, when there is something to do. */
export function OrderNext({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const next = nextStepRoute(order);
  let text: string;
  let action: string;
  switch (order.state) {
    case 'created':
      text = t('order.nextCreated');
      action = t('order.readAndSign');
      break;
    case 'signed':
    case 'disbursing':
      text = t('order.nextSigned');
      action = t('order.trackPayout');
      break;
    case 'disburse_failed':
      text = errorText('PAYOUT_BANK_INVALID', { date: order.fixBy ? when(order.fixBy) : '' });
      action = t('order.changeBank');
      break;
    case 'disbursed':
      text = t('repayment.activeLoan');
      action = t('repayment.repay');
      break;
    default:
      return null;
  }
  return (
    <section className="card withdraw-next" data-testid="order-next" data-state={order.state}>
      <h2 className="card__title">{t('order.nextTitle')}</h2>
      <p>{text}</p>
      <Button block data-testid="order-next-action" onClick={() => navigate(next)}>
        {action}
      </Button>
    </section>
  );
}
