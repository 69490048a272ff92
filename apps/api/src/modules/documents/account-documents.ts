import type { AccountDocumentKind, DocumentList, DocumentQuery } from '@app/contract';
import type { Lang } from '@app/domain';
import type { LoanOrderRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { PdfDocumentModel } from '../../lib/pdf';

/** The account's documents (issue 33, decision 081): built in the following commits. */
export function createAccountDocuments() {
  return {
    async list(_order: LoanOrderRow, _lang: Lang): Promise<DocumentList['documents']> {
      return [];
    },
    async build(
      _order: LoanOrderRow,
      _kind: AccountDocumentKind,
      _query: DocumentQuery,
      _lang: Lang,
    ): Promise<PdfDocumentModel> {
      throw new AppError('NOT_FOUND');
    },
  };
}

export type AccountDocuments = ReturnType<typeof createAccountDocuments>;
