import type { Canvas } from './canvas';
import { drawLine, drawLines, layoutText } from './text-layout';
import { contentWidth, styles, theme } from './theme';

const { marginX, width, contentTop, contentBottom } = theme.page;

/** Brand on the left, document title on the right, a brand-coloured rule under both. */
export function drawHeader(canvas: Canvas, brand: string, title: string): void {
  const { doc } = canvas;
  const top = 40;
  const brandLine = layoutText(canvas, brand, contentWidth / 2, styles.brand)[0];
  if (brandLine) drawLine(canvas, brandLine, marginX, top, styles.brand);
  const titleLine = layoutText(canvas, title, contentWidth / 2 - 12, styles.caption)[0];
  if (titleLine) drawLine(canvas, titleLine, marginX, top + 3, styles.caption, 'right', contentWidth);
  doc
    .moveTo(marginX, contentTop - 20)
    .lineTo(width - marginX, contentTop - 20)
    .lineWidth(1)
    .strokeColor(theme.color.brand)
    .stroke();
}

/**
 * Footers are drawn last, on the buffered pages, because "page X of Y"
 * needs the total. The footer text wraps beside the page label, up to three lines.
 */
export function drawFooters(
  canvas: Canvas,
  footer: string,
  pageLabel: (page: number, total: number) => string,
): void {
  const { doc } = canvas;
  const range = doc.bufferedPageRange();
  const labelWidth = 64;
  const top = contentBottom + 22;
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc
      .moveTo(marginX, top - 8)
      .lineTo(width - marginX, top - 8)
      .lineWidth(0.5)
      .strokeColor(theme.color.rule)
      .stroke();
    const lines = layoutText(canvas, footer, contentWidth - labelWidth - 12, styles.caption).slice(0, 3);
    drawLines(canvas, lines, marginX, top, styles.caption);
    const label = layoutText(canvas, pageLabel(i - range.start + 1, range.count), labelWidth, styles.caption);
    drawLines(canvas, label.slice(0, 1), marginX, top, styles.caption, 'right', contentWidth);
  }
}
