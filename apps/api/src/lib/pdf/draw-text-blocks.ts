import type { Flow } from './flow';
import { drawLine, layoutText, lineHeight } from './text-layout';
import { contentWidth, styles, theme } from './theme';

const { marginX } = theme.page;

/** A heading is kept with the first two lines of what follows it. */
export function drawHeading(flow: Flow, text: string): void {
  flow.gap(14);
  const lines = layoutText(flow.canvas, text, contentWidth, styles.heading);
  const height = lines.length * lineHeight(styles.heading);
  flow.ensure(height + 2 * lineHeight(styles.body) + 4);
  for (const line of lines) {
    drawLine(flow.canvas, line, marginX, flow.y, styles.heading);
    flow.y += lineHeight(styles.heading);
  }
  flow.y += 4;
}

/** Paragraphs may break between lines, as in any printed contract. */
export function drawParagraph(flow: Flow, text: string): void {
  flow.gap(4);
  for (const line of layoutText(flow.canvas, text, contentWidth, styles.body)) {
    flow.ensure(lineHeight(styles.body));
    drawLine(flow.canvas, line, marginX, flow.y, styles.body);
    flow.y += lineHeight(styles.body);
  }
  flow.y += 4;
}

const BULLET_INDENT = 16;

export function drawBullets(flow: Flow, items: string[]): void {
  flow.gap(4);
  const [bullet] = layoutText(flow.canvas, '•', BULLET_INDENT, styles.body);
  for (const item of items) {
    const lines = layoutText(flow.canvas, item, contentWidth - BULLET_INDENT, styles.body);
    lines.forEach((line, i) => {
      flow.ensure(lineHeight(styles.body));
      if (i === 0 && bullet)
        drawLine(flow.canvas, bullet, marginX + 4, flow.y, { ...styles.body, color: theme.color.brand });
      drawLine(flow.canvas, line, marginX + BULLET_INDENT, flow.y, styles.body);
      flow.y += lineHeight(styles.body);
    });
    flow.y += 2;
  }
  flow.y += 2;
}
