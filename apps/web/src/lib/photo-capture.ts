/**
 * Shrinks a camera photo before upload. Phone cameras give 8-50 MP images of
 * several MB; on a cheap phone over a weak connection that upload fails or
 * takes minutes, while 1600 px on the long side is plenty to read an Aadhaar
 * or PAN card.
 */
export const MAX_PHOTO_SIDE = 1600;
export const JPEG_QUALITY = 0.85;

export interface Size {
  width: number;
  height: number;
}

/** The size that fits `maxSide` on the long side, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number = MAX_PHOTO_SIDE): Size {
  const long = Math.max(width, height);
  if (long <= maxSide || long <= 0) return { width, height };
  const scale = maxSide / long;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * A JPEG of at most MAX_PHOTO_SIDE px, or the original file whenever the
 * browser cannot decode or re-encode it (old WebView, HEIC): the server
 * checks and re-encodes every upload anyway.
 */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    // from-image: apply the EXIF rotation, so a portrait shot is not sent sideways
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fitWithin(bitmap.width, bitmap.height);
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!resized && file.type === 'image/jpeg') return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const jpeg = await canvasToJpeg(canvas);
    if (!jpeg || jpeg.size === 0) return file;
    // a small PNG screenshot may grow as JPEG: keep whichever is smaller
    return !resized && jpeg.size >= file.size ? file : jpeg;
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
