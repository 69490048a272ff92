/** A PDF page's size in points (pdf.js viewport at scale 1). */
export interface PageSize {
  width: number;
  height: number;
}

/** Points trimmed off the page's left and right edges before it is fitted to the screen. */
export interface SideCrop {
  left: number;
  right: number;
}

/** The horizontal extent of one run of text on the page, in points from the page's left edge. */
export interface TextSpan {
  x: number;
  width: number;
}

/** White kept either side of the text, in points. */
const GUTTER = 12;
/** Never trim more than this share of the width per side: a page of narrow text stays a page. */
const MAX_SIDE_SHARE = 0.12;
/** Phones go up to 3 device pixels per CSS pixel; more only costs memory. */
const MAX_PIXEL_RATIO = 3;
/** Device pixels per canvas: well under the 16.7 M that iOS Safari allows one canvas. */
export const MAX_CANVAS_PIXELS = 6_000_000;

/**
 * The empty side margins of a page, from where its text lies: fitting the
 * text rather than the paper to the phone's width makes the letters larger
 * (an A4 page's 56 pt margins are a fifth of its width).
 */
export function sideCrop(pageWidth: number, spans: readonly TextSpan[]): SideCrop {
  const drawn = spans.filter((span) => span.width > 0 && Number.isFinite(span.x));
  if (drawn.length === 0) return { left: 0, right: 0 };
  const first = Math.min(...drawn.map((span) => span.x));
  const last = Math.max(...drawn.map((span) => span.x + span.width));
  const most = pageWidth * MAX_SIDE_SHARE;
  const trim = (room: number) => Math.min(most, Math.max(0, room - GUTTER));
  return { left: trim(first), right: trim(pageWidth - last) };
}

export interface PageLayout {
  /** CSS pixels per point: the page's text box spans the screen's width. */
  cssScale: number;
  /** Device pixels per point, what pdf.js renders at. */
  renderScale: number;
  /** Points the render is shifted left by (the left crop). */
  offsetX: number;
  /** The canvas's backing size in device pixels. */
  canvasWidth: number;
  canvasHeight: number;
  /** The canvas's size on screen in CSS pixels (its width is the screen's: CSS width 100%). */
  cssWidth: number;
  cssHeight: number;
}

/**
 * How one page is drawn: as wide as `cssWidth` CSS pixels once its side
 * margins are cropped, at the device's pixel ratio so that letters are sharp
 * on a 2x or 3x screen, lowered only when the canvas would be too large.
 */
export function pageLayout(
  page: PageSize,
  cssWidth: number,
  devicePixelRatio: number,
  crop: SideCrop = { left: 0, right: 0 },
  maxPixels = MAX_CANVAS_PIXELS,
): PageLayout {
  const shownWidth = page.width - crop.left - crop.right;
  const cssScale = cssWidth / shownWidth;
  const cssHeight = page.height * cssScale;
  const wanted = Math.min(
    Math.max(Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1, 1),
    MAX_PIXEL_RATIO,
  );
  const fits = Math.sqrt(maxPixels / (cssWidth * cssHeight));
  const ratio = Math.min(wanted, fits);
  const renderScale = cssScale * ratio;
  return {
    cssScale,
    renderScale,
    offsetX: crop.left,
    canvasWidth: Math.round(shownWidth * renderScale),
    canvasHeight: Math.round(page.height * renderScale),
    cssWidth,
    cssHeight,
  };
}
