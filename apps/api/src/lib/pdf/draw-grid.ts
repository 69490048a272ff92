import type { Flow } from './flow';
import { drawLines, layoutText, linesHeight } from './text-layout';
import { contentWidth, styles, theme } from './theme';

const { marginX } = theme.page;
const PAD_X = 4;
const PAD_Y = 4;

/**
 * A table with column headings (the repayment schedule): equal columns, the
 * first left-aligned, the figures right-aligned. The headings repeat on a new
 * page; a row moves whole rather than split.
 */
export function drawGrid(flow: Flow, columns: string[], rows: string[][]): void {
  const { canvas } = flow;
  const width = contentWidth / Math.max(columns.length, 1);
  const cellWidth = width - 2 * PAD_X;
  const drawRow = (cells: string[], head: boolean) => {
    const style = head ? styles.label : styles.body;
    const laid = cells.map((cell) => layoutText(canvas, cell, cellWidth, style));
    const height = Math.max(...laid.map((lines) => linesHeight(lines, style))) + 2 * PAD_Y;
    const top = flow.y;
    laid.forEach((lines, i) => {
      const x = marginX + i * width + PAD_X;
      drawLines(canvas, lines, x, top + PAD_Y, style, i === 0 ? 'left' : 'right', cellWidth);
    });
    flow.y = top + height;
    rule(flow, flow.y, head ? theme.color.brand : theme.color.rule, head ? 1 : 0.5);
    return height;
  };
  const headHeight = () =>
    Math.max(
      ...columns.map((c) => linesHeight(layoutText(canvas, c, cellWidth, styles.label), styles.label)),
    ) +
    2 * PAD_Y;
  flow.gap(6);
  flow.ensure(headHeight() * 2);
  drawRow(columns, true);
  for (const cells of rows) {
    const height =
      Math.max(...cells.map((c) => linesHeight(layoutText(canvas, c, cellWidth, styles.body), styles.body))) +
      2 * PAD_Y;
    const wasTop = flow.atPageTop;
    flow.ensure(height);
    if (flow.atPageTop && !wasTop) drawRow(columns, true);
    drawRow(cells, false);
  }
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
