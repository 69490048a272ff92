import { formatDate } from '@app/domain';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { ChangeBankForm } from '@/features/disbursal/components/change-bank-form';
import { useOrder } from '@/features/order/api/get-order';
import { OrderGate } from '@/features/order/components/order-gate';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import '@/styles/payout.css';
import '@/features/disbursal/disbursal.css';

function ChangeBankContent({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  if (order.isPending) return <PageLoading />;
  if (order.isError) return <QueryProblem error={order.error} retry={() => void order.refetch()} />;
  if (order.data.state !== 'disburse_failed') {
    return (
      <section className="card payout" data-testid="change-bank-closed">
        <p className="payout__body">{t('disbursal.nothingToChange')}</p>
        <Button
          block
          data-testid="change-bank-to-order"
          onClick={() => navigate(`/withdrawDetail?id=${encodeURIComponent(orderId)}`, { replace: true })}
        >
          {t('order.viewOrder')}
        </Button>
      </section>
    );
  }
  return (
    <>
      <section className="card change-bank-why" role="alert" data-testid="change-bank-why">
        <p className="payout__message" data-testid="change-bank-message">
          {errorText('PAYOUT_BANK_INVALID', {
            date: order.data.fixBy ? formatDate(order.data.fixBy, 'DD-MM-YYYY hh:mm') : '',
          })}
        </p>
        <p className="payout__body">{t('disbursal.cancelIfUnchanged')}</p>
        <p className="card__hint">{t('disbursal.mustDiffer')}</p>
      </section>
      <ChangeBankForm orderId={orderId} />
    </>
  );
}

/** /changeBank?id=: new bank details after a failed payment; the payment is then tried again. */
export default function ChangeBankPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="change-bank-page">
      <PageHeader title={t('disbursal.changeBankTitle')} />
      <OrderGate>{(orderId) => <ChangeBankContent orderId={orderId} />}</OrderGate>
    </div>
  );
}
