import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of a few dozen bytes whose header claims `width` x `height`
 * RGBA pixels: a decoder that trusts it allocates width * height * 4 bytes
 * (16000 x 16000 is 1 GB) before it finds the data missing.
 */
export function pngClaiming(width: number, height: number, options: { interlaced?: boolean } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  ihdr[12] = options.interlaced ? 1 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A small JPEG (a 16 x 16 grey square, a few hundred bytes) whose frame header
 * claims `width` x `height`: the decoder sets up and fills every pixel it claims.
 */
export function jpegClaiming(width: number, height: number): Buffer {
  const small = jpeg.encode({ width: 16, height: 16, data: Buffer.alloc(16 * 16 * 4, 128) }, 50).data;
  const sof = small.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no frame header');
  small.writeUInt16BE(height, sof + 5);
  small.writeUInt16BE(width, sof + 7);
  return small;
}
