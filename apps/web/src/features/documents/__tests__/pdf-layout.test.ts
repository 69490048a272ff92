import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_PIXELS, pageLayout, sideCrop } from '../components/pdf-layout';

const A4 = { width: 595.28, height: 841.89 };
/** The loan documents' text runs between the 56 pt margins (apps/api/src/lib/pdf/theme.ts). */
const documentText = [
  { x: 56, width: 300 },
  { x: 56, width: 483.28 },
  { x: 400, width: 100 },
];

describe('the PDF page at the phone width', () => {
  it('fills the phone width, not the 328 px inside the page padding', () => {
    const layout = pageLayout(A4, 360, 1);
    expect(layout.cssWidth).toBe(360);
    expect(layout.cssScale).toBeCloseTo(360 / 595.28, 6);
    expect(layout.canvasWidth).toBe(360);
    expect(layout.cssHeight).toBeCloseTo(841.89 * (360 / 595.28), 6);
  });

  it('draws at the device pixel ratio, so a 3x phone gets three pixels per CSS pixel', () => {
    const layout = pageLayout(A4, 360, 3);
    expect(layout.canvasWidth).toBe(1080);
    expect(layout.canvasHeight).toBe(Math.round(841.89 * (1080 / 595.28)));
    expect(layout.renderScale).toBeCloseTo(3 * layout.cssScale, 9);
  });

  it('treats a missing or low ratio as 1 and caps a high one at 3', () => {
    expect(pageLayout(A4, 360, 0.5).canvasWidth).toBe(360);
    expect(pageLayout(A4, 360, Number.NaN).canvasWidth).toBe(360);
    expect(pageLayout(A4, 360, 4).canvasWidth).toBe(1080);
  });

  it('lowers the ratio when the canvas would be too large for the phone, never the CSS size', () => {
    const layout = pageLayout(A4, 1200, 3, { left: 0, right: 0 }, 2_000_000);
    expect(layout.canvasWidth * layout.canvasHeight).toBeLessThanOrEqual(2_000_000);
    expect(layout.cssWidth).toBe(1200);
    expect(layout.renderScale / layout.cssScale).toBeLessThan(3);
    expect(pageLayout(A4, 412, 3).canvasWidth * pageLayout(A4, 412, 3).canvasHeight).toBeLessThan(
      MAX_CANVAS_PIXELS,
    );
  });

  it('fits the text box, not the paper: the empty margins go and the letters grow', () => {
    const crop = sideCrop(A4.width, documentText);
    expect(crop.left).toBeCloseTo(44, 6);
    expect(crop.right).toBeCloseTo(44, 6);
    const layout = pageLayout(A4, 360, 2, crop);
    expect(layout.cssScale).toBeCloseTo(360 / (595.28 - 88), 6);
    // 10 pt body text: 5.5 px inside the page padding before, over 7 px now
    expect(10 * (328 / A4.width)).toBeLessThan(5.6);
    expect(10 * layout.cssScale).toBeGreaterThan(7);
    expect(layout.offsetX).toBeCloseTo(44, 6);
    expect(layout.canvasWidth).toBe(720);
  });

  it('keeps the page whole when it has no text, and trims at most 12% a side', () => {
    expect(sideCrop(A4.width, [])).toEqual({ left: 0, right: 0 });
    expect(sideCrop(A4.width, [{ x: 10, width: 0 }])).toEqual({ left: 0, right: 0 });
    const narrow = sideCrop(A4.width, [{ x: 250, width: 50 }]);
    expect(narrow.left).toBeCloseTo(A4.width * 0.12, 6);
    expect(narrow.right).toBeCloseTo(A4.width * 0.12, 6);
    expect(sideCrop(A4.width, [{ x: 5, width: 590 }])).toEqual({ left: 0, right: 0 });
  });
});
