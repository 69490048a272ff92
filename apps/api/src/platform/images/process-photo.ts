import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { exifOrientation } from './exif-orientation';
import { measure, type PhotoMetrics, type QualityFault, qualityFault } from './quality';
import { applyOrientation, downscale, type Raster } from './raster';
import { type ImageType, imageHeader, isComplete, sniffImageType } from './sniff';

/** Largest upload accepted: a phone photo is 2-6 MB; the web app sends at most 1600 px. */
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/**
 * Largest image decoded, in pixels (2^24, 4096 x 4096): a 12 MP phone photo
 * (4032 x 3024) and a 16 MP one (4624 x 3468) fit; decoding costs about 0.1 s
 * and 25 MB a megapixel here, so a small file that claims more is refused
 * from its header, unopened (decision 061). The web app sends at most 1600 px.
 */
export const MAX_PHOTO_PIXELS = 16_777_216;
/** Long side of the stored copy: plenty to read a card, small enough to store and serve. */
const STORED_SIDE = 1600;
const STORED_QUALITY = 85;

export type RefusalReason = 'type' | 'corrupt' | 'oversize' | QualityFault;

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
  const refused = refuseByHeader(bytes);
  if (refused) return refused;
  const type = sniffImageType(bytes);
  const raster = type ? decode(bytes, type) : null;
  if (!raster) return refusal('corrupt');

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

const refusal = (reason: 'corrupt' | 'oversize'): ProcessedPhoto => ({
  ok: false,
  code: 'PHOTO_RETAKE',
  reason,
  metrics: null,
});

/**
 * The refusals that need no decoding, or null: the type by its bytes, a file
 * that ends as its format says, and the size its header claims. Cheap enough
 * for the request's own thread, before the photo waits for an image worker.
 */
export function refuseByHeader(bytes: Buffer): ProcessedPhoto | null {
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, code: 'PHOTO_TYPE_UNSUPPORTED', reason: 'type', metrics: null };
  const header = isComplete(bytes, type) ? imageHeader(bytes, type) : null;
  if (!header || header.width === 0 || header.height === 0 || header.interlaced) return refusal('corrupt');
  if (header.width * header.height > MAX_PHOTO_PIXELS) return refusal('oversize');
  return null;
}

/** The image's RGBA pixels (alpha flattened over white), or null when it does not decode. */
export function decode(bytes: Buffer, type: ImageType): Raster | null {
  try {
    if (type === 'jpeg') {
      // The decoder's own limit too: it checks every frame header, the check above only the first.
      const image = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PHOTO_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 512,
      });
      return image.width > 0 && image.height > 0 ? image : null;
    }
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
