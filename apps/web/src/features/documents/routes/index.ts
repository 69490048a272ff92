// The agreements' own page: the PDF viewer, which imports pdf.js only when it shows a PDF.
// It loads with the rest of the loan's pages (app/loan-pages.ts); the pages that
// need the order (the documents, signing, e-sign) are composed in app/routes/loan.
export { default as PdfPage } from './pdf';
