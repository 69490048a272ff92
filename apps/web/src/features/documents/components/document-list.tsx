import type { DocumentList } from '@app/contract';
import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { NewPageLink } from '@/components/ui/new-page-link';
import { useTranslation } from '@/i18n/use-translation';
import { documentHref, isSignedKind, pdfHref } from './document-kinds';

/** The three documents of an order, each opening its page, with its read mark and its PDF. */
export function DocumentLinks({
  orderId,
  list,
  marks,
}: {
  orderId: string;
  list: DocumentList;
  /** Show read / not read (before signing); after signing every document was read. */
  marks: boolean;
}) {
  const { t } = useTranslation();
  // the account's documents (statement, NOC...) are on the Documents page, not among those signed
  const signed = list.documents.filter((doc) => isSignedKind(doc.kind));
  return (
    <ul className="card doc-list" data-testid="doc-list">
      {signed.map((doc) => (
        <li
          key={doc.kind}
          className="doc-list__item"
          data-testid={`doc-item-${doc.kind}`}
          data-read={doc.readAt ? 'yes' : 'no'}
        >
          <Link
            className="doc-list__open"
            to={documentHref(doc.kind, orderId)}
            data-testid={`doc-open-${doc.kind}`}
          >
            <span className="doc-list__text">
              <span className="doc-list__title">{doc.title}</span>
              {marks ? (
                <span
                  className={doc.readAt ? 'doc-list__mark doc-list__mark--read' : 'doc-list__mark'}
                  data-testid={`doc-mark-${doc.kind}`}
                >
                  {doc.readAt ? (
                    <span className="doc-list__tick" aria-hidden>
                      ✓
                    </span>
                  ) : null}
                  {doc.readAt ? t('documents.read') : t('documents.unread')}
                </span>
              ) : null}
            </span>
            <RightOutline className="doc-list__chevron" aria-hidden />
          </Link>
          <NewPageLink
            className="doc-list__pdf"
            to={pdfHref(doc.kind, orderId)}
            title={doc.title}
            data-testid={`doc-pdf-${doc.kind}`}
          >
            {t('documents.viewPdf')}
          </NewPageLink>
        </li>
      ))}
    </ul>
  );
}
