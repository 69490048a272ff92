import jsQR from 'jsqr';
import { decode, refuseByHeader } from './process-photo';
import { downscale, type Raster } from './raster';
import { sniffImageType } from './sniff';

/**
 * Sides tried, in order: a dense QR (an Aadhaar Secure QR is version 25-40)
 * needs about 3 pixels a module, yet jsqr reads a noisy, turned photo best a
 * little smaller, where the scaling smooths the noise: on photographed test
 * cards 1200-1600 px read most, full size least (decision 077). A read costs
 * 0.1-0.4 s; the first side that reads wins.
 */
const SIDES = [1600, 1200, 2000, 1400, 1000, 2400];

export type QrRead =
  | { ok: true; text: string; binary: Uint8Array }
  | { ok: false; reason: 'type' | 'corrupt' | 'none' };

/** The QR code in a JPEG or PNG, or why none was read. Refuses by header first (decision 061's bombs). */
export function readQrCode(bytes: Buffer): QrRead {
  if (refuseByHeader(bytes)) return { ok: false, reason: sniffImageType(bytes) ? 'corrupt' : 'type' };
  const type = sniffImageType(bytes);
  const raster = type ? decode(bytes, type) : null;
  if (!raster) return { ok: false, reason: 'corrupt' };
  return readQrRaster(raster);
}

export function readQrRaster(raster: Raster): QrRead {
  const tried = new Set<number>();
  for (const side of SIDES) {
    const scaled = downscale(raster, side);
    if (tried.has(scaled.width)) continue;
    tried.add(scaled.width);
    const pixels = new Uint8ClampedArray(scaled.data.buffer, scaled.data.byteOffset, scaled.data.byteLength);
    const found = jsQR(pixels, scaled.width, scaled.height, { inversionAttempts: 'dontInvert' });
    if (found && found.data !== '')
      return { ok: true, text: found.data, binary: Uint8Array.from(found.binaryData) };
  }
  return { ok: false, reason: 'none' };
}
