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

/** Width and height from a PNG's IHDR, read before decoding so a decompression bomb is refused unopened. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
