import type PDFDocument from 'pdfkit';
import { type Face, loadFont, type Weight } from './fonts';
import type { PdfLang } from './types';

/** One document being drawn: the pdfkit document, its language and the fonts it has registered. */
export interface Canvas {
  /** pdfkit types its default export as the document itself. */
  doc: typeof PDFDocument;
  lang: PdfLang;
  registered: Set<string>;
}

export interface TextStyle {
  size: number;
  weight: Weight;
  color: string;
}

/** Selects a face; registering it on first use keeps unused fonts out of the file. */
export function useFont(canvas: Canvas, face: Face, weight: Weight, size: number): void {
  const name = `${face}-${weight}`;
  if (!canvas.registered.has(name)) {
    canvas.doc.registerFont(name, loadFont(face, weight).bytes);
    canvas.registered.add(name);
  }
  canvas.doc.font(name).fontSize(size);
}
