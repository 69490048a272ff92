// The agreements and signing pages; they load with the rest of the loan's pages
// (app/loan-pages.ts). The PDF viewer imports pdf.js only when it shows a PDF.
export { KfsPage, LetterPage, LoanPage } from './documents';
export { default as EsignPage } from './esign';
export { default as PdfPage } from './pdf';
export { default as ProtocolPage } from './protocol';
export { default as SeeAgreementPage } from './see-agreement';
export { default as SignPage } from './sign';
export { default as TriLinkPage } from './tri-link';
