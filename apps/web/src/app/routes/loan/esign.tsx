import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { useDocuments } from '@/features/documents/api/get-documents';
import { EsignSimulator } from '@/features/documents/components/esign-simulator';
import { OrderGate } from '@/features/order/components/order-gate';
import { useTranslation } from '@/i18n/use-translation';
import { useQueryParams } from '@/lib/use-query-params';
import '@/features/documents/documents.css';

/** How this deployment signs (ESIGN_PROVIDER), step by step, and the way to /sign. */
function EsignSteps({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const documents = useDocuments(orderId);
  if (documents.isPending) return <PageLoading />;
  if (documents.isError)
    return <QueryProblem error={documents.error} retry={() => void documents.refetch()} />;
  const esp = documents.data.signMethod === 'esp';
  return (
    <>
      <section className="card esign">
        <h2 className="card__title">{t('documents.esignHow')}</h2>
        <ol className="esign__steps">
          <li>{t('documents.esignStep1')}</li>
          <li>{esp ? t('documents.esignStep2Esp') : t('documents.esignStep2')}</li>
          <li>{esp ? t('documents.esignStep3Esp') : t('documents.esignStep3')}</li>
        </ol>
        <p className="card__hint">{esp ? t('documents.esignLegalEsp') : t('documents.esignLegal')}</p>
      </section>
      <Button
        block
        data-testid="esign-start"
        onClick={() => navigate(`/sign?id=${encodeURIComponent(orderId)}`)}
      >
        {t('documents.esignStart')}
      </Button>
    </>
  );
}

/**
 * /Esign (?id=): the e-sign entry, which explains how this deployment signs
 * and leads to /sign. With `?session=` it is the e-sign simulator's page
 * (ESIGN_PROVIDER=esp_simulator): where a real provider's page would be.
 */
export default function EsignPage() {
  const { t } = useTranslation();
  const sessionId = useQueryParams().get('session');
  return (
    <div className="page" data-testid="esign-page">
      <PageHeader title={sessionId ? t('documents.simTitle') : t('documents.esignTitle')} />
      {sessionId ? (
        <EsignSimulator sessionId={sessionId} />
      ) : (
        <OrderGate>{(orderId) => <EsignSteps orderId={orderId} />}</OrderGate>
      )}
    </div>
  );
}
