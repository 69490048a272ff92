/** Image type from the file's first bytes: the name and the declared content type are never trusted. */
export type ImageType = 'jpeg' | 'png';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  return null;
}

/**
 * Whether the file ends as its format says a file ends. jpeg-js decodes a cut
 * JPEG without complaint (the missing rows come out grey), so a photo cut off
 * by a dropped connection is caught here, not by the decoder.
 */
export function isComplete(bytes: Buffer, type: ImageType): boolean {
  // Some cameras pad after the end marker: look for it near the end, not only at it.
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096));
  if (type === 'jpeg') return tail.includes(Buffer.from([0xff, 0xd9]));
  return tail.includes(Buffer.from('IEND', 'latin1'));
}

export interface ImageHeader {
  width: number;
  height: number;
  /** PNG only: Adam7 interlacing, which the PNG decoder inflates without a bound. */
  interlaced: boolean;
}

/**
 * The size an image claims, read from its header without decoding anything:
 * a PNG's IHDR (the first chunk, by the format's rule), a JPEG's first frame
 * header (SOFn) before its first scan. Null when the header is missing or
 * cut. A decompression bomb is a small file claiming many pixels: its size
 * is known here, before a byte is inflated or a pixel allocated.
 */
export function imageHeader(bytes: Buffer, type: ImageType): ImageHeader | null {
  return type === 'png' ? pngHeader(bytes) : jpegHeader(bytes);
}

function pngHeader(bytes: Buffer): ImageHeader | null {
  if (bytes.length < 33 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), interlaced: bytes[28] !== 0 };
}

/** Frame headers: SOF0-3, 5-7, 9-11, 13-15 (C4 is DHT, C8 reserved, CC is DAC). */
const isFrameMarker = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegHeader(bytes: Buffer): ImageHeader | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes before a marker, and the markers that carry no length.
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    // A scan or the end before any frame header: no size to trust.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    if (isFrameMarker(marker)) {
      if (offset + 9 > bytes.length) return null;
      return {
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
        interlaced: false,
      };
    }
    offset += 2 + length;
  }
  return null;
}
