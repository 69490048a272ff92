/**
 * The EXIF orientation (1-8) of a JPEG, or 1. Phones store portrait shots
 * sideways and set this tag; re-encoding drops the tag, so the pixels must be
 * turned first or a reviewer sees the card on its side.
 */
export function exifOrientation(jpeg: Buffer): number {
  let offset = 2;
  while (offset + 4 <= jpeg.length) {
    if (jpeg[offset] !== 0xff) return 1;
    const marker = jpeg[offset + 1] ?? 0;
    // Start of scan: image data follows, no more metadata.
    if (marker === 0xda) return 1;
    const length = jpeg.readUInt16BE(offset + 2);
    if (marker === 0xe1 && jpeg.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') {
      return readOrientation(jpeg.subarray(offset + 10, offset + 2 + length));
    }
    offset += 2 + length;
  }
  return 1;
}

function readOrientation(tiff: Buffer): number {
  if (tiff.length < 8) return 1;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}
