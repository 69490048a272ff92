import { AccountDocumentPage } from './account-document-page';
import DocumentsPage from './documents-page';

/**
 * The Documents page and the account's documents as pages (issue 33), one lazy chunk
 * behind one loader, each at `/<its name>`: out of /start's first load and of the loan's
 * chunk. The PDF viewer stays with the loan's pages (/pdf/:flag/:url).
 */
export const DOCUMENT_PAGES = {
  documents: DocumentsPage,
  statement: () => <AccountDocumentPage kind="statement" />,
  foreclosure: () => <AccountDocumentPage kind="foreclosure" />,
  noc: () => <AccountDocumentPage kind="noc" />,
  schedule: () => <AccountDocumentPage kind="schedule" />,
};
