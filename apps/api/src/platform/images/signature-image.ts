import { PNG } from 'pngjs';
import { AppError } from '../../http/app-error';
import { imageHeader, sniffImageType } from './sniff';

const MAX_BYTES = 300_000;
/**
 * Largest pad accepted, in pixels. The app's pad is at most 540 x 180 CSS
 * pixels, 2160 x 720 (1.6 MP) on a 4x screen; decoding 2 MP costs about 8 MB
 * and tens of milliseconds. A header claiming more is refused unopened.
 */
export const MAX_SIGNATURE_PIXELS = 2_000_000;
/** Share of pixels that must carry ink: an empty pad is not a signature. */
const MIN_INK_SHARE = 0.002;

/** A PNG (by its bytes) of sensible size and shape, by its header alone; not interlaced. */
function soundHeader(bytes: Buffer): boolean {
  if (bytes.length > MAX_BYTES || sniffImageType(bytes) !== 'png') return false;
  const header = imageHeader(bytes, 'png');
  if (!header || header.interlaced) return false;
  const { width, height } = header;
  return (
    width >= 100 && height >= 50 && width <= 3000 && height <= 2000 && width * height <= MAX_SIGNATURE_PIXELS
  );
}

/**
 * The drawn signature's bytes, from what its header says alone: nothing is
 * decoded here, so this runs on the request's thread. The decoder inflates
 * interlaced data without a bound, and no pad writes it: refused. Anything
 * else is SIGNATURE_INVALID; nothing from it reaches a path.
 */
export function readSignatureHeader(base64: string): Buffer {
  const bytes = Buffer.from(base64.replace(/^data:image\/png;base64,/, ''), 'base64');
  if (!soundHeader(bytes)) throw new AppError('SIGNATURE_INVALID');
  return bytes;
}

/**
 * Whether the PNG decodes and carries ink: the decoding half of the check,
 * run in an image worker (modules/images). It checks the header again, so it
 * is safe wherever it runs.
 */
export function signatureHasInk(bytes: Buffer): boolean {
  if (!soundHeader(bytes)) return false;
  let image: PNG;
  try {
    image = PNG.sync.read(bytes);
  } catch {
    return false;
  }
  const { width, height, data } = image;
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] ?? 0;
    const luma = ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255)) / 3;
    if (alpha > 64 && luma < 160) ink += 1;
  }
  return ink / (width * height) >= MIN_INK_SHARE;
}
