import { fitWithin } from '@/lib/photo-capture';

/** Long side of a sent screenshot: a phone screen's small print stays readable. */
export const SCREENSHOT_SIDE = 2000;
/** A picture this small and within SCREENSHOT_SIDE goes as it is, so it arrives exactly as taken. */
const AS_IS_BYTES = 1024 * 1024;
const JPEG_QUALITY = 0.85;

/**
 * Makes a large picture light enough to send over a weak connection: a
 * camera photo or a long scrolling capture is drawn at SCREENSHOT_SIDE and
 * sent as JPEG, whichever of the two is smaller. Anything the browser cannot
 * decode (HEIC, a corrupt file) goes as it is, for the server to judge.
 */
export async function shrinkScreenshot(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fitWithin(bitmap.width, bitmap.height, SCREENSHOT_SIDE);
    const resized = size.width !== bitmap.width || size.height !== bitmap.height;
    if (!resized && file.size <= AS_IS_BYTES) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return jpeg && jpeg.size > 0 && jpeg.size < file.size ? jpeg : file;
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
