import jpeg from 'jpeg-js';
import type { Box } from './card-number';

/** The JPEG with each box filled solid black, re-encoded (runs in the mask worker). */
export function fillBoxes(bytes: Buffer, boxes: readonly Box[]): Buffer {
  const image = jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 512 });
  const { width, height, data } = image;
  for (const box of boxes) {
    const x0 = Math.max(0, Math.floor(box.x));
    const y0 = Math.max(0, Math.floor(box.y));
    const x1 = Math.min(width, Math.ceil(box.x + box.w));
    const y1 = Math.min(height, Math.ceil(box.y + box.h));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * 4;
        data[i] = 0;
        data[i + 1] = 0;
        data[i + 2] = 0;
      }
    }
  }
  return Buffer.from(jpeg.encode({ width, height, data }, 90).data);
}
