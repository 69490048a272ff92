import type { AccountDocumentKind } from '@app/contract';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { NewPageLink } from '@/components/ui/new-page-link';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { useDocument } from '@/features/documents/api/get-document';
import { DocumentBlocks } from '@/features/documents/components/document-blocks';
import { pdfHref, readDocumentParams } from '@/features/documents/components/document-kinds';
import { goBack } from '@/features/documents/components/go-back';
import { OrderGate } from '@/features/order/components/order-gate';
import { useTranslation } from '@/i18n/use-translation';
import '@/features/documents/documents.css';

function AccountDocumentContent({ orderId, kind }: { orderId: string; kind: AccountDocumentKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => readDocumentParams(kind, search), [kind, search]);
  const document = useDocument(orderId, kind, params);
  if (document.isPending) return <PageLoading />;
  if (document.isError) return <QueryProblem error={document.error} retry={() => void document.refetch()} />;
  return (
    <>
      <DocumentBlocks document={document.data} />
      <div className="doc-actions">
        <NewPageLink
          className="doc-link"
          to={pdfHref(kind, orderId, params)}
          title={document.data.title}
          data-testid="doc-pdf"
        >
          {t('documents.viewPdf')}
        </NewPageLink>
        <Button block data-testid="doc-done" onClick={() => goBack(navigate, '/documents')}>
          {t('documents.done')}
        </Button>
      </div>
    </>
  );
}

/**
 * /statement, /foreclosure, /noc, /schedule (?id=, and the statement's from/to or the
 * foreclosure letter's date): one of the account's documents as a page (issue 33).
 */
export function AccountDocumentPage({ kind }: { kind: AccountDocumentKind }) {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="document-page" data-kind={kind}>
      <PageHeader title={t(`documents.kinds.${kind}`)} fallback="/documents" />
      <OrderGate>{(orderId) => <AccountDocumentContent orderId={orderId} kind={kind} />}</OrderGate>
    </div>
  );
}
