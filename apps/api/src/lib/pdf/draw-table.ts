import type { Flow } from './flow';
import { drawLines, layoutText, linesHeight } from './text-layout';
import { contentWidth, styles, theme } from './theme';
import type { PdfTableRow } from './types';

const { marginX } = theme.page;
const PAD_X = 8;
const PAD_Y = 5;
/** Labels get the wider column: they are sentences ("Annual percentage rate"), values are amounts. */
const LABEL_SHARE = 0.6;

/** Two-column key/value table. A row moves whole to the next page rather than split. */
export function drawTable(flow: Flow, rows: PdfTableRow[]): void {
  const { canvas } = flow;
  const { doc } = canvas;
  const labelWidth = contentWidth * LABEL_SHARE - 2 * PAD_X;
  const valueWidth = contentWidth * (1 - LABEL_SHARE) - 2 * PAD_X;
  flow.gap(6);
  rows.forEach((row, i) => {
    const label = row.emphasis ? styles.bodyBold : styles.body;
    const value = row.emphasis ? styles.bodyBold : styles.body;
    const labelLines = layoutText(canvas, row.label, labelWidth, label);
    const valueLines = layoutText(canvas, row.value, valueWidth, value);
    const height = Math.max(linesHeight(labelLines, label), linesHeight(valueLines, value)) + 2 * PAD_Y;
    const wasTop = flow.atPageTop;
    flow.ensure(height);
    const top = flow.y;
    if (row.emphasis) doc.rect(marginX, top, contentWidth, height).fill(theme.color.tint);
    // The rule above the first row (and above a row continuing on a new page) is the brand colour.
    if (i === 0 || (flow.atPageTop && !wasTop)) rule(flow, top, theme.color.brand, 1);
    drawLines(canvas, labelLines, marginX + PAD_X, top + PAD_Y, label);
    drawLines(canvas, valueLines, marginX + PAD_X, top + PAD_Y, value, 'right', contentWidth - 2 * PAD_X);
    flow.y = top + height;
    rule(flow, flow.y, theme.color.rule, 0.5);
  });
  flow.y += 6;
}

function rule(flow: Flow, y: number, color: string, width: number): void {
  flow.canvas.doc
    .moveTo(marginX, y)
    .lineTo(marginX + contentWidth, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}
