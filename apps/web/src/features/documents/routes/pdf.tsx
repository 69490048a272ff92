import type { DocumentKindName } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoading } from '@/components/ui/page-loading';
import { PageProblem } from '@/components/ui/page-problem';
import { QueryProblem } from '@/components/ui/query-problem';
import { useTranslation } from '@/i18n/use-translation';
import { nativeEvents } from '@/lib/native-events';
import { documentPdfUrl, fetchDocumentPdf } from '../api/get-document-pdf';
import {
  type DocumentParams,
  isDocumentKind,
  isSignedKind,
  readDocumentParams,
} from '../components/document-kinds';
import { PdfPages } from '../components/pdf-pages';
import '../documents.css';
import { useTabLinks } from '@/lib/use-tab-links';

function PdfContent({
  kind,
  orderId,
  params,
}: {
  kind: DocumentKindName;
  orderId: string;
  params: DocumentParams;
}) {
  const { t, i18n } = useTranslation();
  const pdf = useQuery({
    queryKey: ['orders', orderId, 'documents', i18n.language, kind, params, 'pdf'],
    queryFn: ({ signal }) => fetchDocumentPdf(orderId, kind, params, signal),
    // the signed copy replaces the draft once issued
    staleTime: 0,
    gcTime: 60_000,
  });
  const download = useMemo(
    () => (pdf.data ? URL.createObjectURL(new Blob([pdf.data.slice()], { type: 'application/pdf' })) : null),
    [pdf.data],
  );
  useEffect(() => () => (download ? URL.revokeObjectURL(download) : undefined), [download]);

  if (pdf.isPending) return <PageLoading />;
  if (pdf.isError) return <QueryProblem error={pdf.error} retry={() => void pdf.refetch()} />;
  const fileName = `${[kind, orderId.slice(0, 8), params.from, params.to, params.date].filter(Boolean).join('-')}.pdf`;
  // a WebView does not download: inside the native app, the app saves it (goBroswer)
  const save = (event: MouseEvent<HTMLAnchorElement>) => {
    if (nativeEvents.goBroswer(documentPdfUrl(orderId, kind, params), fileName)) event.preventDefault();
  };
  return (
    <>
      {download ? (
        <a
          className="doc-link pdf-download"
          href={download}
          download={fileName}
          data-testid="pdf-download"
          onClick={save}
        >
          {t('documents.download')}
        </a>
      ) : null}
      <PdfPages data={pdf.data} />
    </>
  );
}

/**
 * /pdf/{flag}/{url}: the in-app PDF viewer (an Android WebView shows no PDF
 * inline). flag is the document kind, url the order id (docs/decisions/017);
 * the query carries the kind's parameters (the statement's from/to, the
 * foreclosure letter's date).
 */
export default function PdfPage() {
  const { t } = useTranslation();
  const tabs = useTabLinks();
  const { flag, url } = useParams();
  const [search] = useSearchParams();
  const known = isDocumentKind(flag) && url;
  const params = useMemo(() => (known ? readDocumentParams(flag, search) : {}), [known, flag, search]);
  return (
    <div className="page pdf-page-view" data-testid="pdf-viewer">
      <PageHeader
        title={known ? t(`documents.kinds.${flag}`) : t('documents.pdfTitle')}
        fallback={known && !isSignedKind(flag) ? '/documents' : '/protocol'}
      />
      {known ? (
        <PdfContent kind={flag} orderId={url} params={params} />
      ) : (
        <PageProblem
          title={t('documents.pdfUnknown')}
          action={t('order.toHome')}
          onAction={() => tabs.toHome({ replace: true })}
        />
      )}
    </div>
  );
}
