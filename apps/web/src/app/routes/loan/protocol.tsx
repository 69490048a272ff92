import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { useDocuments } from '@/features/documents/api/get-documents';
import { isSignedKind } from '@/features/documents/components/document-kinds';
import { DocumentLinks } from '@/features/documents/components/document-list';
import { OrderGate } from '@/features/order/components/order-gate';
import { useTranslation } from '@/i18n/use-translation';
import '@/features/documents/documents.css';

function ProtocolContent({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const documents = useDocuments(orderId);
  const [agreed, setAgreed] = useState(false);
  const id = encodeURIComponent(orderId);

  if (documents.isPending) return <PageLoading />;
  if (documents.isError)
    return <QueryProblem error={documents.error} retry={() => void documents.refetch()} />;
  const list = documents.data;
  if (list.signedAt) {
    return (
      <>
        <p className="card agreements-note" data-testid="protocol-signed">
          {t('documents.alreadySigned')}
        </p>
        <DocumentLinks orderId={orderId} list={list} marks={false} />
        <Button block data-testid="protocol-see-signed" onClick={() => navigate(`/seeAgreement?id=${id}`)}>
          {t('documents.seeSigned')}
        </Button>
      </>
    );
  }
  // the three signed before the payout; the account's documents come with the loan (issue 33)
  const signed = list.documents.filter((doc) => isSignedKind(doc.kind));
  const readCount = signed.filter((doc) => doc.readAt).length;
  return (
    <>
      <p className="agreements-intro">{t('documents.intro')}</p>
      <DocumentLinks orderId={orderId} list={list} marks />
      <p className="agreements-progress" data-testid="protocol-progress">
        {t('documents.progress', { read: readCount, total: signed.length })}
      </p>
      <label className={list.allRead ? 'agree' : 'agree agree--disabled'} data-testid="protocol-agree-label">
        <input
          type="checkbox"
          data-testid="protocol-agree"
          checked={agreed && list.allRead}
          disabled={!list.allRead}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <span>{t('documents.agree')}</span>
      </label>
      {list.allRead ? null : (
        <p className="agreements-hint" data-testid="protocol-read-first">
          {t('documents.readFirst')}
        </p>
      )}
      <Button
        block
        data-testid="protocol-sign"
        disabled={!(agreed && list.allRead)}
        onClick={() => navigate(`/sign?id=${id}`)}
      >
        {t('documents.sign')}
      </Button>
    </>
  );
}

/** /protocol and /agreementList (?id=, else the open order): the documents to read, agree and sign. */
export default function ProtocolPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="protocol-page">
      <PageHeader title={t('documents.listTitle')} />
      <OrderGate>{(orderId) => <ProtocolContent orderId={orderId} />}</OrderGate>
    </div>
  );
}
