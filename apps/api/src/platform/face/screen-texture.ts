/**
 * A re-photographed print or screen leaves a regular texture the camera does
 * not make on skin: halftone dots, a display's subpixel stripes and their
 * moire. Measured on the face's grey levels with the smooth picture taken
 * away (each pixel minus its 3x3 mean): along rows and columns, how strongly
 * that residue repeats at a short period (2-8 pixels), as a correlation in
 * [0, 1]. A live face's residue is mostly sensor noise and edges, which do not
 * repeat; a print's or a screen's does.
 */
export function periodicTexture(grey: Float32Array, width: number, height: number): number {
  if (width < 24 || height < 24) return 0;
  const residue = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) sum += grey[(y + dy) * width + x + dx] ?? 0;
      }
      residue[y * width + x] = (grey[y * width + x] ?? 0) - sum / 9;
    }
  }
  let variance = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) variance += (residue[y * width + x] ?? 0) ** 2;
  }
  if (variance === 0) return 0;
  let best = 0;
  for (let lag = 2; lag <= 8; lag++) {
    let alongRows = 0;
    let alongColumns = 0;
    for (let y = 1; y < height - 1 - lag; y++) {
      for (let x = 1; x < width - 1 - lag; x++) {
        const r = residue[y * width + x] ?? 0;
        alongRows += r * (residue[y * width + x + lag] ?? 0);
        alongColumns += r * (residue[(y + lag) * width + x] ?? 0);
      }
    }
    best = Math.max(best, alongRows / variance, alongColumns / variance);
  }
  return Math.max(0, Math.min(1, best));
}
