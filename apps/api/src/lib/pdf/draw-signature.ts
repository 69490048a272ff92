import type { Flow } from './flow';
import { drawLines, layoutText, linesHeight } from './text-layout';
import { contentWidth, styles, theme } from './theme';

const { marginX } = theme.page;
const BOX_WIDTH = 200;
const BOX_HEIGHT = 70;

/**
 * The drawn signature scaled into a fixed box over a signing line, then the
 * evidence lines (name, time, IP, document hash); without a drawing, the
 * evidence alone. Kept on one page so the signature is never separated from
 * its evidence.
 */
export function drawSignature(flow: Flow, png: Uint8Array | null, caption: string[]): void {
  const { canvas } = flow;
  const { doc } = canvas;
  const lines = caption.flatMap((text) => layoutText(canvas, text, contentWidth, styles.caption));
  const boxHeight = png ? BOX_HEIGHT + 8 : 0;
  flow.gap(12);
  flow.ensure(boxHeight + linesHeight(lines, styles.caption));
  const top = flow.y;
  if (png) {
    // pdfkit wants a Buffer; this view shares the caller's bytes instead of copying them.
    const image = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    doc.image(image, marginX, top, { fit: [BOX_WIDTH, BOX_HEIGHT], valign: 'bottom' });
    doc
      .moveTo(marginX, top + BOX_HEIGHT + 3)
      .lineTo(marginX + BOX_WIDTH, top + BOX_HEIGHT + 3)
      .lineWidth(0.75)
      .strokeColor(theme.color.muted)
      .stroke();
  }
  flow.y = top + boxHeight;
  flow.y += drawLines(canvas, lines, marginX, flow.y, styles.caption);
}
