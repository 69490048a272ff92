import type { Flow } from './flow';
import { drawLines, layoutText, linesHeight } from './text-layout';
import { contentWidth, styles, theme } from './theme';
import type { PdfDocumentModel } from './types';

const { marginX } = theme.page;
const META_COLUMNS = 3;
const PAD = 10;

/** Title, subtitle and the meta box (order number, date, ...) at the top of page one. */
export function drawTitle(flow: Flow, doc: Pick<PdfDocumentModel, 'title' | 'subtitle' | 'meta'>): void {
  const { canvas } = flow;
  flow.y += drawLines(
    canvas,
    layoutText(canvas, doc.title, contentWidth, styles.title),
    marginX,
    flow.y,
    styles.title,
  );
  if (doc.subtitle) {
    const lines = layoutText(canvas, doc.subtitle, contentWidth, styles.subtitle);
    flow.y += drawLines(canvas, lines, marginX, flow.y, styles.subtitle);
  }
  if (doc.meta.length > 0) drawMeta(flow, doc.meta);
  flow.y += 6;
}

function drawMeta(flow: Flow, meta: PdfDocumentModel['meta']): void {
  const { canvas } = flow;
  const cellWidth = (contentWidth - 2 * PAD) / META_COLUMNS;
  const cells = meta.map((item) => ({
    label: layoutText(canvas, item.label, cellWidth - PAD, styles.label),
    value: layoutText(canvas, item.value, cellWidth - PAD, styles.bodyBold),
  }));
  const rows: (typeof cells)[] = [];
  for (let i = 0; i < cells.length; i += META_COLUMNS) rows.push(cells.slice(i, i + META_COLUMNS));
  const rowHeights = rows.map((row) =>
    Math.max(...row.map((c) => linesHeight(c.label, styles.label) + linesHeight(c.value, styles.bodyBold))),
  );
  const height = rowHeights.reduce((a, b) => a + b + 4, 0) - 4 + 2 * PAD;
  flow.y += 10;
  flow.ensure(height);
  const top = flow.y;
  canvas.doc.roundedRect(marginX, top, contentWidth, height, 4).fill(theme.color.tint);
  let y = top + PAD;
  rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      const x = marginX + PAD + c * cellWidth;
      const labelHeight = drawLines(canvas, cell.label, x, y, styles.label);
      drawLines(canvas, cell.value, x, y + labelHeight, styles.bodyBold);
    });
    y += (rowHeights[r] ?? 0) + 4;
  });
  flow.y = top + height;
}
