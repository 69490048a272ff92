import { formatDate } from '@app/domain';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { EsignReturn } from '@/features/documents/components/esign-return';
import { useOrder } from '@/features/order/api/get-order';
import { nextStepRoute } from '@/features/order/components/next-step';
import { OrderGate } from '@/features/order/components/order-gate';
import { useTranslation } from '@/i18n/use-translation';
import { useQueryParams } from '@/lib/use-query-params';
import '@/features/documents/documents.css';

/** What the order's signature stands at, and the way on from here. */
function SigningStatus({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  if (order.isPending) return <PageLoading />;
  if (order.isError) return <QueryProblem error={order.error} retry={() => void order.refetch()} />;
  const { signedAt, state } = order.data;
  const signed = signedAt !== null;
  return (
    <>
      <section className="card tri-link" data-testid="tri-link-status" data-signed={signed ? 'yes' : 'no'}>
        <h2 className="card__title">{signed ? t('documents.triSigned') : t('documents.triNotSigned')}</h2>
        <p>
          {signedAt
            ? t('documents.signedOn', { date: formatDate(signedAt, 'DD-MM-YYYY hh:mm') })
            : t('documents.triNotSignedBody')}
        </p>
        <p className="order-state-line">
          <span className={`order-state order-state--${state}`}>{t(`order.states.${state}`)}</span>
        </p>
      </section>
      <Button
        block
        data-testid="tri-link-next"
        onClick={() => navigate(nextStepRoute(order.data), { replace: true })}
      >
        {signed ? t('documents.continue') : t('documents.readAndSign')}
      </Button>
    </>
  );
}

/**
 * /triLink (?id=): where the e-sign provider returns to, with `&session=`:
 * the session is completed first (EsignReturn). Without one (the default
 * drawn signature has no outside link) it shows the order's signing status
 * as the server has it and leads on.
 */
export default function TriLinkPage() {
  const { t } = useTranslation();
  const sessionId = useQueryParams().get('session');
  return (
    <div className="page" data-testid="tri-link-page">
      <PageHeader title={t('documents.triTitle')} />
      <OrderGate>
        {(orderId) =>
          sessionId ? (
            <EsignReturn orderId={orderId} sessionId={sessionId}>
              <SigningStatus orderId={orderId} />
            </EsignReturn>
          ) : (
            <SigningStatus orderId={orderId} />
          )
        }
      </OrderGate>
    </div>
  );
}
