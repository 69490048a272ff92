import type { OrderView } from '@app/contract';
import { formatDate } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { payoutProgress, pollInterval } from '@/features/disbursal/components/payout-progress';
import { PayoutSteps } from '@/features/disbursal/components/payout-steps';
import { orderQuery } from '@/features/order/api/get-order';
import { usePolledOrder } from '@/features/order/api/get-order-polled';
import { OrderGate } from '@/features/order/components/order-gate';
import { useOrderId } from '@/features/order/components/use-order-id';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import '@/styles/payout.css';
import '@/features/disbursal/disbursal.css';

const when = (iso: string) => formatDate(iso, 'DD-MM-YYYY hh:mm');

function Outcome({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = encodeURIComponent(order.id);
  const progress = payoutProgress(order.state);
  switch (progress.kind) {
    case 'waiting':
      return (
        <section className="card payout payout--waiting" data-testid="payout-waiting" aria-live="polite">
          <span className="payout__spinner" aria-hidden />
          <h2 className="payout__title">{t('disbursal.waitingTitle')}</h2>
          <p className="payout__amount" data-testid="payout-amount">
            {formatPaise(order.quote.receivedPaise)}
          </p>
          <p className="payout__body">{t('disbursal.waitingBody')}</p>
          <PayoutSteps progress={progress} />
          <p className="card__hint">{t('disbursal.canLeave')}</p>
        </section>
      );
    case 'disbursed':
      return (
        <>
          <section className="card payout payout--done" data-testid="payout-done">
            <span className="payout__icon payout__icon--done" aria-hidden>
              ✓
            </span>
            <h2 className="payout__title">{t('disbursal.doneTitle')}</h2>
            <p className="payout__label">{t('disbursal.received')}</p>
            <p className="payout__amount" data-testid="payout-received">
              {formatPaise(order.quote.receivedPaise)}
            </p>
            <PayoutSteps progress={progress} />
            <dl className="payout__facts">
              {order.disbursedAt ? (
                <div>
                  <dt>{t('order.disbursedAt')}</dt>
                  <dd data-testid="payout-time">{when(order.disbursedAt)}</dd>
                </div>
              ) : null}
              {order.utr ? (
                <div>
                  <dt>{t('order.utr')}</dt>
                  <dd data-testid="payout-utr">{order.utr}</dd>
                </div>
              ) : null}
            </dl>
          </section>
          <Button
            block
            data-testid="payout-to-loan"
            onClick={() => navigate(`/withdrawDetail?id=${id}`, { replace: true })}
          >
            {t('disbursal.viewLoan')}
          </Button>
        </>
      );
    case 'failed':
      return (
        <>
          <section className="card payout payout--failed" data-testid="payout-failed" role="alert">
            <span className="payout__icon payout__icon--failed" aria-hidden>
              !
            </span>
            <h2 className="payout__title">{t('disbursal.failedTitle')}</h2>
            <p className="payout__message" data-testid="payout-failed-message">
              {errorText('PAYOUT_BANK_INVALID', { date: order.fixBy ? when(order.fixBy) : '' })}
            </p>
            <p className="payout__body" data-testid="payout-fix-by">
              {t('disbursal.cancelIfUnchanged')}
            </p>
          </section>
          <Button block data-testid="payout-change-bank" onClick={() => navigate(`/changeBank?id=${id}`)}>
            {t('order.changeBank')}
          </Button>
        </>
      );
    case 'unsigned':
      return (
        <section className="card payout" data-testid="payout-unsigned">
          <p className="payout__body">{t('disbursal.unsigned')}</p>
          <Button
            block
            data-testid="payout-to-protocol"
            onClick={() => navigate(`/protocol?id=${id}`, { replace: true })}
          >
            {t('order.readAndSign')}
          </Button>
        </section>
      );
    case 'closed':
      return (
        <section className="card payout" data-testid="payout-closed">
          <p className="payout__body">{t(`order.states.${order.state}`)}</p>
          <Button
            block
            data-testid="payout-to-order"
            onClick={() => navigate(`/withdrawDetail?id=${id}`, { replace: true })}
          >
            {t('order.viewOrder')}
          </Button>
        </section>
      );
  }
}

function PendingContent({ orderId }: { orderId: string }) {
  const order = usePolledOrder(orderId, pollInterval);
  if (order.isPending) return <PageLoading />;
  if (order.isError) return <QueryProblem error={order.error} retry={() => void order.refetch()} />;
  return (
    <div data-testid="payout" data-state={order.data.state}>
      <Outcome order={order.data} />
    </div>
  );
}

/**
 * The page's title follows the order the content polls (this only reads the
 * cache): "Receiving your money" while it is on its way, "Money received" after.
 */
function PayoutTitle() {
  const { t } = useTranslation();
  const found = useOrderId();
  const id = found.status === 'found' ? found.id : '';
  const order = useQuery({ ...orderQuery(id), enabled: false }).data;
  return <>{order ? t(`disbursal.titles.${payoutProgress(order.state).kind}`) : t('disbursal.title')}</>;
}

/** /pendingWaitLoan?id=: the money on its way (signed -> sending -> received), or what went wrong. */
export default function PendingWaitLoanPage() {
  return (
    <div className="page" data-testid="pending-wait-loan">
      <PageHeader title={<PayoutTitle />} />
      <OrderGate>{(orderId) => <PendingContent orderId={orderId} />}</OrderGate>
    </div>
  );
}
