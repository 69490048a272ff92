/** RGBA pixels, 4 bytes a pixel, row by row. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The raster turned upright for an EXIF orientation (1-8): for each output
 * pixel, where it comes from in the source.
 */
export function applyOrientation(source: Raster, orientation: number): Raster {
  if (orientation <= 1 || orientation > 8) return source;
  const { width: w, height: h, data } = source;
  const swap = orientation >= 5;
  const outW = swap ? h : w;
  const outH = swap ? w : h;
  const out = new Uint8Array(outW * outH * 4);
  const from: Record<number, (x: number, y: number) => [number, number]> = {
    2: (x, y) => [w - 1 - x, y],
    3: (x, y) => [w - 1 - x, h - 1 - y],
    4: (x, y) => [x, h - 1 - y],
    5: (x, y) => [y, x],
    6: (x, y) => [y, h - 1 - x],
    7: (x, y) => [w - 1 - y, h - 1 - x],
    8: (x, y) => [w - 1 - y, x],
  };
  const map = from[orientation] ?? ((x: number, y: number) => [x, y] as [number, number]);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      const [sx, sy] = map(x, y);
      const s = (sy * w + sx) * 4;
      const o = (y * outW + x) * 4;
      out[o] = data[s] ?? 0;
      out[o + 1] = data[s + 1] ?? 0;
      out[o + 2] = data[s + 2] ?? 0;
      out[o + 3] = 255;
    }
  }
  return { width: outW, height: outH, data: out };
}

/** The size with `maxSide` on the long side, aspect kept; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxSide) return { width, height };
  const scale = maxSide / long;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Area-average downscale: each output pixel is the mean of the source pixels it covers. */
export function downscale(source: Raster, maxSide: number): Raster {
  const size = fitWithin(source.width, source.height, maxSide);
  if (size.width === source.width && size.height === source.height) return source;
  const { width: w, height: h, data } = source;
  const out = new Uint8Array(size.width * size.height * 4);
  const sx = w / size.width;
  const sy = h / size.height;
  for (let y = 0; y < size.height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < size.width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const s = (yy * w + xx) * 4;
          r += data[s] ?? 0;
          g += data[s + 1] ?? 0;
          b += data[s + 2] ?? 0;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * size.width + x) * 4;
      out[o] = Math.round(r / n);
      out[o + 1] = Math.round(g / n);
      out[o + 2] = Math.round(b / n);
      out[o + 3] = 255;
    }
  }
  return { width: size.width, height: size.height, data: out };
}

/** Luma (ITU-R BT.601) of each pixel, 0-255. */
export function luminance(source: Raster): Float32Array {
  const { width, height, data } = source;
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) {
    out[i] = 0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0);
  }
  return out;
}
