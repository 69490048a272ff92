export { renderPdf } from './render-pdf';
export type { PdfBlock, PdfDocumentModel, PdfLang, PdfTableRow, RenderPdfOptions } from './types';
