import { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';

/** A PNG of a phone screen: bands of colour, `width` x `height`. */
export function screenPng(width = 360, height = 640): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const band = Math.floor(i / width / 40) % 3;
    png.data.set([band === 0 ? 15 : 240, band === 1 ? 118 : 240, band === 2 ? 110 : 240, 255], i * 4);
  }
  return PNG.sync.write(png);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG with a text chunk after its header, as some screenshot tools write (device name, location). */
export function withPngText(png: Buffer, text: string): Buffer {
  const afterHeader = 8 + 25; // signature, then IHDR (13 bytes of data + 12)
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(afterHeader),
  ]);
}

/** The smallest lossless WebP: one pixel. */
export const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** The one-pixel WebP in the extended format, carrying an EXIF chunk with `text`. */
export function webpWithExif(text: string): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08; // EXIF present
  const image = WEBP_1X1.subarray(12);
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    image,
    riffChunk('EXIF', Buffer.from(text, 'latin1')),
  ]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
