import { downscale, luminance, type Raster } from './raster';

/**
 * Thresholds of the photo checks. Metrics are taken on the photo scaled to
 * METRICS_SIDE on its long side, so a 4000 px original and the 1600 px copy
 * the web app uploads score alike. The values were set on the fixtures in
 * e2e/fixtures/photos (see docs/decisions/015-photo-quality-checks.md).
 */
export const PHOTO_QUALITY = {
  /** Short and long side below which text on a card cannot be read. */
  minShortSide: 480,
  minLongSide: 640,
  /** Standard deviation of luma below which the photo is one flat colour (lens covered, blank). */
  minContrast: 12,
  /** Variance of the Laplacian below which edges are too soft to read (out of focus, shaken). */
  minBlurVariance: 150,
  /** Share of blown-out pixels (luma at or above glareLuma) above which a reflection hides the card. */
  maxGlareShare: 0.06,
  glareLuma: 250,
  metricsSide: 512,
} as const;

export interface PhotoMetrics {
  width: number;
  height: number;
  contrast: number;
  blurVariance: number;
  glareShare: number;
}

export type QualityFault = 'resolution' | 'blank' | 'blur' | 'glare';

export function measure(raster: Raster): PhotoMetrics {
  const small = downscale(raster, PHOTO_QUALITY.metricsSide);
  const luma = luminance(small);
  return {
    width: raster.width,
    height: raster.height,
    contrast: standardDeviation(luma),
    blurVariance: laplacianVariance(luma, small.width, small.height),
    glareShare: share(luma, (v) => v >= PHOTO_QUALITY.glareLuma),
  };
}

/** The first check the photo fails, in the order a person would fix them, or null. */
export function qualityFault(m: PhotoMetrics): QualityFault | null {
  const short = Math.min(m.width, m.height);
  const long = Math.max(m.width, m.height);
  if (short < PHOTO_QUALITY.minShortSide || long < PHOTO_QUALITY.minLongSide) return 'resolution';
  if (m.contrast < PHOTO_QUALITY.minContrast) return 'blank';
  if (m.glareShare > PHOTO_QUALITY.maxGlareShare) return 'glare';
  if (m.blurVariance < PHOTO_QUALITY.minBlurVariance) return 'blur';
  return null;
}

function standardDeviation(values: Float32Array): number {
  let sum = 0;
  let squares = 0;
  for (const v of values) {
    sum += v;
    squares += v * v;
  }
  const mean = sum / values.length;
  return Math.sqrt(Math.max(0, squares / values.length - mean * mean));
}

/** Variance of the 4-neighbour Laplacian over the interior pixels: sharp edges give large responses. */
export function laplacianVariance(luma: Float32Array, width: number, height: number): number {
  let sum = 0;
  let squares = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const l =
        4 * (luma[i] ?? 0) -
        (luma[i - 1] ?? 0) -
        (luma[i + 1] ?? 0) -
        (luma[i - width] ?? 0) -
        (luma[i + width] ?? 0);
      sum += l;
      squares += l * l;
      n++;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return squares / n - mean * mean;
}

function share(values: Float32Array, test: (v: number) => boolean): number {
  let hits = 0;
  for (const v of values) if (test(v)) hits++;
  return values.length ? hits / values.length : 0;
}
