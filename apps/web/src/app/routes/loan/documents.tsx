import { DocumentPage } from '@/app/routes/loan/document-page';

/** /kfs: the Key Fact Statement. */
export const KfsPage = () => <DocumentPage kind="kfs" />;
/** /letter: the sanction letter. */
export const LetterPage = () => <DocumentPage kind="letter" />;
/** /loan: the loan agreement. */
export const LoanPage = () => <DocumentPage kind="loan" />;
