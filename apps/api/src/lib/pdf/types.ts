/** Languages a loan document can be rendered in; each picks its fonts and the PDF's /Lang. */
export type PdfLang = 'en' | 'hi' | 'zh';

export interface PdfTableRow {
  label: string;
  /** Right-aligned, so amounts line up on their last digit. */
  value: string;
  /** Bold on a tinted band: totals, APR, the amount to be repaid. */
  emphasis?: boolean;
}

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; rows: PdfTableRow[] }
  /** Column headings and rows of cells, one per column; the first column left, the rest right-aligned. */
  | { kind: 'grid'; columns: string[]; rows: string[][] }
  /**
   * A signature and the evidence under it (name, time, IP, consent, document
   * hash): the drawn PNG above a line, or the evidence alone (an e-sign
   * provider's signature is its record, not a picture).
   */
  | { kind: 'signature'; png: Uint8Array | null; caption: string[] };

export interface PdfDocumentModel {
  title: string;
  subtitle?: string;
  /** Product name, shown in every page header. */
  brand: string;
  /** Order number, date and the like, shown under the title. */
  meta: { label: string; value: string }[];
  blocks: PdfBlock[];
  /** Lender name and grievance contact, on every page. */
  footer: string;
  /** Localised page number; defaults to "3 / 7", which reads the same in all three languages. */
  pageLabel?: (page: number, total: number) => string;
}

export interface RenderPdfOptions {
  /** CreationDate and ModDate; pass a fixed one for byte-identical output (tests, re-issues). */
  createdAt?: Date;
}
