import type { ScreenshotType } from '@app/contract';
import { sniffImageType } from '../../../platform/images/sniff';

/** Largest image accepted, in pixels: a small file that claims more is a decompression bomb for whoever views it. */
export const MAX_SCREENSHOT_PIXELS = 40_000_000;

export type InspectedScreenshot =
  | { ok: true; type: ScreenshotType; width: number; height: number; bytes: Buffer }
  | { ok: false };

interface Walked {
  /** The file with its metadata blocks left out. */
  parts: Buffer[];
  width: number;
  height: number;
}

const REFUSED: InspectedScreenshot = { ok: false };

/**
 * Checks a feedback screenshot by its bytes (the name and the declared type
 * are never trusted): a whole JPEG, PNG or WebP whose size can be read, of a
 * sane pixel count. It is kept as sent, not re-encoded (no WebP encoder here,
 * and a screenshot's text should stay sharp), minus the blocks that carry
 * metadata: EXIF (with GPS), XMP, IPTC, comments, text chunks. A file that
 * had none comes back byte for byte.
 */
export function inspectScreenshot(input: Uint8Array): InspectedScreenshot {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const type = screenshotType(bytes);
  let walked: Walked | null = null;
  try {
    if (type === 'image/jpeg') walked = walkJpeg(bytes);
    else if (type === 'image/png') walked = walkPng(bytes);
    else if (type === 'image/webp') walked = walkWebp(bytes);
  } catch {
    walked = null; // a length field pointing past the end
  }
  if (!type || !walked) return REFUSED;
  const { width, height } = walked;
  if (width < 1 || height < 1 || width * height > MAX_SCREENSHOT_PIXELS) return REFUSED;
  return { ok: true, type, width, height, bytes: Buffer.concat(walked.parts) };
}

function screenshotType(bytes: Buffer): ScreenshotType | null {
  const sniffed = sniffImageType(bytes);
  if (sniffed === 'jpeg') return 'image/jpeg';
  if (sniffed === 'png') return 'image/png';
  const riff = bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF';
  return riff && bytes.toString('latin1', 8, 12) === 'WEBP' ? 'image/webp' : null;
}

/** APP1 (EXIF, XMP), APP3-APP13 (IPTC, vendor notes), APP15 and comments; APP0, the ICC profile (APP2) and APP14 stay. */
const dropJpegMarker = (marker: number) =>
  marker === 0xe1 || (marker >= 0xe3 && marker <= 0xed) || marker === 0xef || marker === 0xfe;

const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function walkJpeg(bytes: Buffer): Walked | null {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let width = 0;
  let height = 0;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xda) {
      // Start of scan: the image data, kept whole; a cut-off file has no end marker.
      const rest = bytes.subarray(offset);
      if (!rest.subarray(-4096).includes(Buffer.from([0xff, 0xd9])) || !width) return null;
      parts.push(rest);
      return { parts, width, height };
    }
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (isStartOfFrame(marker) && length >= 7) {
      height = bytes.readUInt16BE(offset + 5);
      width = bytes.readUInt16BE(offset + 7);
    }
    if (!dropJpegMarker(marker)) parts.push(bytes.subarray(offset, end));
    offset = end;
  }
  return null;
}

/** Text, compressed text, international text, EXIF and modification time: words about the picture, not the picture. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function walkPng(bytes: Buffer): Walked | null {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let offset = 8;
  let width = 0;
  let height = 0;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (offset === 8) {
      if (type !== 'IHDR' || length < 8) return null;
      width = bytes.readUInt32BE(offset + 8);
      height = bytes.readUInt32BE(offset + 12);
    }
    if (!PNG_METADATA.has(type)) parts.push(bytes.subarray(offset, end));
    if (type === 'IEND') return { parts, width, height };
    offset = end;
  }
  return null;
}

const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

function walkWebp(bytes: Buffer): Walked | null {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) return null;
  const chunks: Buffer[] = [];
  let width = 0;
  let height = 0;
  let canvas: { width: number; height: number } | null = null;
  let hasImage = false;
  let offset = 12;
  while (offset + 8 <= riffEnd) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const data = offset + 8;
    const end = data + size + (size % 2);
    if (data + size > riffEnd) return null;
    if (fourcc === 'VP8X' && size >= 10) {
      const chunk = Buffer.from(bytes.subarray(offset, Math.min(end, riffEnd)));
      chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
      canvas = { width: 1 + bytes.readUIntLE(data + 4, 3), height: 1 + bytes.readUIntLE(data + 7, 3) };
      chunks.push(chunk);
    } else {
      if (fourcc === 'VP8 ' && size >= 10 && bytes.readUIntBE(data + 3, 3) === 0x9d012a) {
        width = bytes.readUInt16LE(data + 6) & 0x3fff;
        height = bytes.readUInt16LE(data + 8) & 0x3fff;
        hasImage = true;
      } else if (fourcc === 'VP8L' && size >= 5 && bytes[data] === 0x2f) {
        const bits = bytes.readUInt32LE(data + 1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >>> 14) & 0x3fff) + 1;
        hasImage = true;
      } else if (fourcc === 'ANMF') {
        hasImage = true; // an animation's frame
      }
      if (fourcc !== 'EXIF' && fourcc !== 'XMP ') chunks.push(bytes.subarray(offset, Math.min(end, riffEnd)));
    }
    offset = end;
  }
  const size = canvas ?? { width, height };
  if (!hasImage) return null;
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return { parts: [header, body], ...size };
}
