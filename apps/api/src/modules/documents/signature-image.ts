import { PNG } from 'pngjs';
import { AppError } from '../../http/app-error';

const MAX_BYTES = 300_000;
/** Share of pixels that must carry ink: an empty pad is not a signature. */
const MIN_INK_SHARE = 0.002;

/**
 * The drawn signature: a PNG (by its bytes) of sensible size with some ink on
 * it. Anything else is SIGNATURE_INVALID; nothing from it reaches a path.
 */
export function readSignaturePng(base64: string): Buffer {
  const bytes = Buffer.from(base64.replace(/^data:image\/png;base64,/, ''), 'base64');
  const isPng =
    bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  if (!isPng || bytes.length > MAX_BYTES) throw new AppError('SIGNATURE_INVALID');
  let image: PNG;
  try {
    image = PNG.sync.read(bytes);
  } catch {
    throw new AppError('SIGNATURE_INVALID');
  }
  const { width, height, data } = image;
  if (width < 100 || height < 50 || width > 3000 || height > 2000) throw new AppError('SIGNATURE_INVALID');
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] ?? 0;
    const luma = ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255)) / 3;
    if (alpha > 64 && luma < 160) ink += 1;
  }
  if (ink / (width * height) < MIN_INK_SHARE) throw new AppError('SIGNATURE_INVALID');
  return bytes;
}
