import PDFDocument from 'pdfkit';
import type { Canvas } from './canvas';
import { drawGrid } from './draw-grid';
import { drawSignature } from './draw-signature';
import { drawTable } from './draw-table';
import { drawBullets, drawHeading, drawParagraph } from './draw-text-blocks';
import { drawTitle } from './draw-title';
import { Flow } from './flow';
import { drawFooters, drawHeader } from './page-chrome';
import { theme } from './theme';
import type { PdfBlock, PdfDocumentModel, PdfLang, RenderPdfOptions } from './types';

const PDF_LANG: Record<PdfLang, string> = { en: 'en-IN', hi: 'hi-IN', zh: 'zh-CN' };

const defaultPageLabel = (page: number, total: number): string => `${page} / ${total}`;

/**
 * Renders a loan document (agreement, sanction letter, Key Fact Statement)
 * to an A4 PDF with subset-embedded fonts. CPU-bound: about 0.1-0.5 s on the
 * calling thread (docs/decisions/016-pdf-rendering.md).
 */
export async function renderPdf(
  model: PdfDocumentModel,
  lang: PdfLang,
  options: RenderPdfOptions = {},
): Promise<Uint8Array> {
  const createdAt = options.createdAt ?? new Date();
  const doc = new PDFDocument({
    size: theme.page.size,
    // Zero margins: our own flow places everything, and pdfkit must never add a page by itself.
    margin: 0,
    bufferPages: true,
    autoFirstPage: true,
    lang: PDF_LANG[lang],
    displayTitle: true,
    info: {
      Title: model.title,
      Subject: model.subtitle ?? model.title,
      Author: model.brand,
      Creator: model.brand,
      CreationDate: createdAt,
      ModDate: createdAt,
    },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const canvas: Canvas = { doc, lang, registered: new Set() };
  const header = () => drawHeader(canvas, model.brand, model.title);
  const flow = new Flow(canvas, header);
  header();
  drawTitle(flow, model);
  for (const block of model.blocks) drawBlock(flow, block);
  drawFooters(canvas, model.footer, model.pageLabel ?? defaultPageLabel);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function drawBlock(flow: Flow, block: PdfBlock): void {
  switch (block.kind) {
    case 'heading':
      drawHeading(flow, block.text);
      break;
    case 'paragraph':
      drawParagraph(flow, block.text);
      break;
    case 'bullets':
      drawBullets(flow, block.items);
      break;
    case 'table':
      drawTable(flow, block.rows);
      break;
    case 'grid':
      drawGrid(flow, block.columns, block.rows);
      break;
    case 'signature':
      drawSignature(flow, block.png, block.caption);
      break;
  }
}
