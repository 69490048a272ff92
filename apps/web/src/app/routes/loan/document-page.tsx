import type { DocumentKindName } from '@app/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { NewPageLink } from '@/components/ui/new-page-link';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { useDocument } from '@/features/documents/api/get-document';
import { useMarkRead } from '@/features/documents/api/mark-read';
import { DocumentBlocks } from '@/features/documents/components/document-blocks';
import { pdfHref } from '@/features/documents/components/document-kinds';
import { goBack } from '@/features/documents/components/go-back';
import { OrderGate } from '@/features/order/components/order-gate';
import { useTranslation } from '@/i18n/use-translation';
import '@/features/documents/documents.css';

function DocumentContent({ orderId, kind }: { orderId: string; kind: DocumentKindName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const document = useDocument(orderId, kind);
  const markRead = useMarkRead();
  const marked = useRef(false);
  const shown = document.isSuccess;
  const { mutate } = markRead;
  // shown on screen = opened: recorded once per visit (the server keeps the first time)
  useEffect(() => {
    if (!shown || marked.current) return;
    marked.current = true;
    mutate({ orderId, kind });
  }, [shown, mutate, orderId, kind]);

  if (document.isPending) return <PageLoading />;
  if (document.isError) return <QueryProblem error={document.error} retry={() => void document.refetch()} />;
  return (
    <>
      <DocumentBlocks document={document.data} />
      <div className="doc-actions">
        <NewPageLink
          className="doc-link"
          to={pdfHref(kind, orderId)}
          title={document.data.title}
          data-testid="doc-pdf"
        >
          {t('documents.viewPdf')}
        </NewPageLink>
        <Button
          block
          data-testid="doc-done"
          onClick={() => goBack(navigate, `/protocol?id=${encodeURIComponent(orderId)}`)}
        >
          {t('documents.done')}
        </Button>
      </div>
    </>
  );
}

/** /kfs, /letter, /loan (?id=): one document of the order, recorded as read when shown. */
export function DocumentPage({ kind }: { kind: DocumentKindName }) {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="document-page" data-kind={kind}>
      <PageHeader title={t(`documents.kinds.${kind}`)} fallback="/protocol" />
      <OrderGate>{(orderId) => <DocumentContent orderId={orderId} kind={kind} />}</OrderGate>
    </div>
  );
}
