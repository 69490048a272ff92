import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { exifOrientation } from './exif-orientation';
import { measure, type PhotoMetrics, type QualityFault, qualityFault } from './quality';
import { applyOrientation, downscale, type Raster } from './raster';
import { type ImageType, isComplete, pngSize, sniffImageType } from './sniff';

/** Largest upload accepted: a phone photo is 2-6 MB; the web app sends at most 1600 px. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Largest image decoded, in pixels: a small file that claims more is a decompression bomb. */
const MAX_PIXELS = 40_000_000;
/** Long side of the stored copy: plenty to read a card, small enough to store and serve. */
const STORED_SIDE = 1600;
const STORED_QUALITY = 85;

export type RefusalReason = 'type' | 'corrupt' | QualityFault;

export type ProcessedPhoto =
  | { ok: true; jpeg: Buffer; width: number; height: number; metrics: PhotoMetrics }
  | {
      ok: false;
      code: 'PHOTO_TYPE_UNSUPPORTED' | 'PHOTO_RETAKE';
      reason: RefusalReason;
      metrics: PhotoMetrics | null;
    };

/**
 * Checks an uploaded KYC photo and makes the copy that is stored: the type by
 * its bytes, complete, decodable, of a readable size, not blank, not blurred,
 * not washed out by glare; then turned upright and re-encoded as a fresh JPEG,
 * which drops every metadata block (EXIF with GPS, comments, embedded files).
 */
export function processPhoto(bytes: Buffer): ProcessedPhoto {
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, code: 'PHOTO_TYPE_UNSUPPORTED', reason: 'type', metrics: null };
  const raster = isComplete(bytes, type) ? decode(bytes, type) : null;
  if (!raster) return { ok: false, code: 'PHOTO_RETAKE', reason: 'corrupt', metrics: null };

  const upright = type === 'jpeg' ? applyOrientation(raster, exifOrientation(bytes)) : raster;
  const metrics = measure(upright);
  const fault = qualityFault(metrics);
  if (fault) return { ok: false, code: 'PHOTO_RETAKE', reason: fault, metrics };

  const stored = downscale(upright, STORED_SIDE);
  const encoded = jpeg.encode(
    { width: stored.width, height: stored.height, data: stored.data },
    STORED_QUALITY,
  );
  return { ok: true, jpeg: encoded.data, width: stored.width, height: stored.height, metrics };
}

function decode(bytes: Buffer, type: ImageType): Raster | null {
  try {
    if (type === 'jpeg') {
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 512,
      });
      return image.width > 0 && image.height > 0 ? image : null;
    }
    const size = pngSize(bytes);
    if (!size || size.width * size.height > MAX_PIXELS || size.width === 0 || size.height === 0) return null;
    const png = PNG.sync.read(bytes);
    return flattenAlpha({ width: png.width, height: png.height, data: png.data });
  } catch {
    return null;
  }
}

/** Transparent PNG pixels over white, as a viewer would show them. */
function flattenAlpha(raster: Raster): Raster {
  const { data } = raster;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = (data[i + 3] ?? 255) / 255;
    if (alpha === 1) continue;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round((data[i + c] ?? 0) * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return raster;
}
