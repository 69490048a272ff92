import { formatDate } from '@app/domain';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { useDocuments } from '@/features/documents/api/get-documents';
import { DocumentLinks } from '@/features/documents/components/document-list';
import { OrderGate } from '@/features/order/components/order-gate';
import { useTranslation } from '@/i18n/use-translation';
import '@/features/documents/documents.css';

function SignedDocuments({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const documents = useDocuments(orderId);
  const id = encodeURIComponent(orderId);
  if (documents.isPending) return <PageLoading />;
  if (documents.isError)
    return <QueryProblem error={documents.error} retry={() => void documents.refetch()} />;
  const { signedAt } = documents.data;
  if (!signedAt) {
    return (
      <>
        <p className="card agreements-note" data-testid="see-not-signed">
          {t('documents.notSignedYet')}
        </p>
        <Button block data-testid="see-to-protocol" onClick={() => navigate(`/protocol?id=${id}`)}>
          {t('documents.readAndSign')}
        </Button>
      </>
    );
  }
  return (
    <>
      <p className="card agreements-note agreements-note--done" data-testid="see-signed-at">
        {t('documents.signedOn', { date: formatDate(signedAt, 'DD-MM-YYYY hh:mm') })}
      </p>
      <DocumentLinks orderId={orderId} list={documents.data} marks={false} />
      <p className="agreements-hint">{t('documents.signedCopies')}</p>
      <Button
        block
        variant="outline"
        data-testid="see-order"
        onClick={() => navigate(`/withdrawDetail?id=${id}`)}
      >
        {t('order.viewOrder')}
      </Button>
    </>
  );
}

/** /seeAgreement?id=: the signed documents of an order, each with its PDF. */
export default function SeeAgreementPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="see-agreement-page">
      <PageHeader title={t('documents.signedTitle')} />
      <OrderGate>{(orderId) => <SignedDocuments orderId={orderId} />}</OrderGate>
    </div>
  );
}
