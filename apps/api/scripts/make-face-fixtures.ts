/**
 * Writes the face-match fixtures (src/platform/face/__tests__/fixtures) from
 * the sample pictures @vladmandic/human ships in its `assets/` folder (MIT, the
 * package's licence; the faces are the author's and the library's demo
 * samples). No other photo of a real face is available offline that we may
 * ship. The re-photographed print and the screen are made here: the live
 * photo warped in perspective on paper / a display, with moire, glare and a
 * background, as a phone camera would see them.
 *
 *   node --import tsx scripts/make-face-fixtures.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jpeg from 'jpeg-js';

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

const require = createRequire(import.meta.url);
const assets = join(dirname(require.resolve('@vladmandic/human')), '..', 'assets');
const out = new URL('../src/platform/face/__tests__/fixtures/', import.meta.url);
mkdirSync(out, { recursive: true });

const load = (name: string): Rgba => {
  const d = jpeg.decode(readFileSync(join(assets, name)), { useTArray: true });
  return { width: d.width, height: d.height, data: d.data };
};

function crop(src: Rgba, x: number, y: number, w: number, h: number): Rgba {
  const data = new Uint8Array(w * h * 4);
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const s = ((y + j) * src.width + x + i) * 4;
      data.set(src.data.subarray(s, s + 4), (j * w + i) * 4);
    }
  }
  return { width: w, height: h, data };
}

/** Bilinear sample of the source at (u, v) in its pixels; null outside. */
function sample(src: Rgba, u: number, v: number): [number, number, number] | null {
  if (u < 0 || v < 0 || u > src.width - 1 || v > src.height - 1) return null;
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const x1 = Math.min(x0 + 1, src.width - 1);
  const y1 = Math.min(y0 + 1, src.height - 1);
  const fx = u - x0;
  const fy = v - y0;
  const px = (x: number, y: number, c: number) => src.data[(y * src.width + x) * 4 + c] ?? 0;
  const rgb: [number, number, number] = [0, 0, 0];
  for (let c = 0; c < 3; c++) {
    const top = px(x0, y0, c) * (1 - fx) + px(x1, y0, c) * fx;
    const bottom = px(x0, y1, c) * (1 - fx) + px(x1, y1, c) * fx;
    rgb[c] = top * (1 - fy) + bottom * fy;
  }
  return rgb;
}

/**
 * The picture re-photographed: placed on a sheet (print) or a display (screen)
 * seen in perspective on a desk, with the medium's texture, a glare spot and
 * sensor noise, at `size` x `size` pixels.
 */
function rephotograph(src: Rgba, medium: 'print' | 'screen', size: number): Rgba {
  const data = new Uint8Array(size * size * 4);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 12;
  };
  // The sheet's corners in the output (a trapezoid: the top edge farther away).
  const top = { l: size * 0.2, r: size * 0.8, y: size * 0.1 };
  const bottom = { l: size * 0.1, r: size * 0.9, y: size * 0.92 };
  const border = medium === 'print' ? 0.08 : 0.04;
  for (let y = 0; y < size; y++) {
    const t = (y - top.y) / (bottom.y - top.y);
    const left = top.l + (bottom.l - top.l) * t;
    const right = top.r + (bottom.r - top.r) * t;
    for (let x = 0; x < size; x++) {
      const o = (y * size + x) * 4;
      const s = (x - left) / (right - left);
      let rgb: [number, number, number];
      if (t < 0 || t > 1 || s < 0 || s > 1) {
        // The desk: a warm grey with a wood-like grain.
        const grain = 10 * Math.sin(x * 0.05 + Math.sin(y * 0.02) * 3);
        rgb = [120 + grain, 100 + grain, 80 + grain];
      } else if (s < border || s > 1 - border || t < border || t > 1 - border) {
        rgb = medium === 'print' ? [236, 234, 228] : [18, 18, 20];
      } else {
        const u = ((s - border) / (1 - 2 * border)) * (src.width - 1);
        const v = ((t - border) / (1 - 2 * border)) * (src.height - 1);
        const p = sample(src, u, v) ?? [0, 0, 0];
        if (medium === 'print') {
          // Halftone dots beating against the camera's pixels: moire.
          const dots = 0.82 + 0.18 * Math.sin(x * 2.2 + y * 0.6) * Math.sin(y * 2.1 - x * 0.5);
          rgb = [p[0] * dots * 0.92 + 18, p[1] * dots * 0.9 + 16, p[2] * dots * 0.85 + 12];
        } else {
          // A display's subpixel stripes and the scan lines' interference.
          const stripe = x % 3;
          const line = 0.9 + 0.1 * Math.sin(y * 1.9 + x * 0.15);
          rgb = [
            p[0] * line * (stripe === 0 ? 1.08 : 0.92),
            p[1] * line * (stripe === 1 ? 1.08 : 0.92),
            p[2] * line * (stripe === 2 ? 1.08 : 0.92) + 10,
          ];
        }
      }
      // A glare spot, as from a lamp on glossy paper or glass.
      const gx = x - size * 0.62;
      const gy = y - size * 0.3;
      const glare = 120 * Math.exp(-(gx * gx + gy * gy) / (2 * (size * 0.09) ** 2));
      for (let c = 0; c < 3; c++) data[o + c] = Math.max(0, Math.min(255, (rgb[c] ?? 0) + glare + noise()));
      data[o + 3] = 255;
    }
  }
  return { width: size, height: size, data };
}

/** Nearest-neighbour enlargement: a phone photo is bigger than the sample crops. */
function enlarge(src: Rgba, factor: number): Rgba {
  const w = Math.round(src.width * factor);
  const h = Math.round(src.height * factor);
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = sample(src, (x * (src.width - 1)) / (w - 1), (y * (src.height - 1)) / (h - 1)) ?? [0, 0, 0];
      data.set([p[0], p[1], p[2], 255], (y * w + x) * 4);
    }
  }
  return { width: w, height: h, data };
}

const save = (name: string, img: Rgba) =>
  writeFileSync(new URL(name, out), jpeg.encode({ ...img, data: Buffer.from(img.data) }, 90).data);

const faceid = load('screenshot-faceid.jpg');
const detect = load('screenshot-facedetect.jpg');
const samples = load('samples.jpg');

// The reference: the author's portrait in the FaceID demo (like the small photo a verified source gives).
save('reference.jpg', crop(faceid, 14, 142, 140, 140));
// The live photo: the same man in another picture (the face-detect demo), enlarged as a phone would take it.
const live = enlarge(crop(detect, 8, 346, 150, 150), 2);
save('live-same.jpg', live);
// Another person: the woman beside him in the same demo.
save('live-other.jpg', enlarge(crop(detect, 164, 346, 150, 150), 2));
// Two faces in one photo.
save('live-two.jpg', crop(detect, 8, 346, 306, 150));
// No face: the ceiling lamps of the group photo.
save('live-none.jpg', crop(samples, 620, 190, 300, 200));
// The live photo re-photographed: a print on a desk, and a phone's screen.
save('live-print.jpg', rephotograph(live, 'print', 360));
save('live-screen.jpg', rephotograph(live, 'screen', 360));
// For the upload through the API (at least 640 x 480 and sharp, as the photo checks require):
// the whole FaceID screenshot (one face, the author's) against the face-detect crop as the
// verified source's photo, and the whole face-detect screenshot (several faces).
save('source-photo.jpg', crop(detect, 8, 346, 150, 150));
save('upload-one-face.jpg', faceid);
save('upload-many-faces.jpg', detect);
