import { createRequire } from 'node:module';
import jpeg from 'jpeg-js';

/**
 * JPEG 2000 source photos (a real Aadhaar Secure QR carries the resident's
 * photo as JPEG 2000, decision 077) decoded with OpenJPEG compiled to WASM
 * (@cornerstonejs/codec-openjpeg, its decode-only build) and re-encoded as
 * a JPEG the face engine reads. Runs in an image worker.
 */

/** A QR's whole payload is under 3 kB; an offline XML's photo a few kB. Anything this big is not a source photo. */
export const MAX_JPEG2000_BYTES = 256 * 1024;
/** UIDAI's photos are a few hundred pixels a side at most. */
export const MAX_JPEG2000_SIDE = 1000;
/** A photo is one tile or a few; a million 1 px tiles in a small file is a way to make the decoder allocate. */
const MAX_TILES = 1024;
const STORED_QUALITY = 90;

export type Jpeg2000Refusal = 'type' | 'oversize' | 'unsupported' | 'corrupt';
export type Jpeg2000Read =
  | { ok: true; jpeg: Buffer; width: number; height: number }
  | { ok: false; reason: Jpeg2000Refusal };

const JP2_SIGNATURE = Buffer.from([0, 0, 0, 12, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a]);
const SOC_SIZ = Buffer.from([0xff, 0x4f, 0xff, 0x51]);

export function isJpeg2000(bytes: Buffer): boolean {
  return bytes.subarray(0, 12).equals(JP2_SIGNATURE) || bytes.subarray(0, 4).equals(SOC_SIZ);
}

/** Where the codestream starts: 0 for a raw J2K, the content of the `jp2c` box in a JP2 file. */
function codestreamOffset(bytes: Buffer): number | null {
  if (bytes.subarray(0, 4).equals(SOC_SIZ)) return 0;
  let at = 0;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    let length = size;
    if (size === 1) {
      if (at + 16 > bytes.length) return null;
      header = 16;
      length = Number(bytes.readBigUInt64BE(at + 8));
    } else if (size === 0) {
      length = bytes.length - at;
    }
    if (type === 'jp2c') return at + header;
    if (length < header) return null;
    at += length;
  }
  return null;
}

export interface Jpeg2000Header {
  width: number;
  height: number;
  components: number;
}

/**
 * The refusal that needs no decoding, or the size the codestream's SIZ
 * marker claims: a small file claiming many pixels, many tiles, or a form
 * a photo never takes (other than 8-bit unsigned samples, subsampled
 * components) is refused before the decoder allocates anything.
 */
export function jpeg2000Header(bytes: Buffer): Jpeg2000Header | { refused: Jpeg2000Refusal } {
  if (!isJpeg2000(bytes)) return { refused: 'type' };
  if (bytes.length > MAX_JPEG2000_BYTES) return { refused: 'oversize' };
  const soc = codestreamOffset(bytes);
  if (soc === null || !bytes.subarray(soc, soc + 4).equals(SOC_SIZ)) return { refused: 'corrupt' };
  const siz = soc + 4;
  if (siz + 40 > bytes.length) return { refused: 'corrupt' };
  const at = (offset: number) => bytes.readUInt32BE(siz + offset);
  const [xsiz, ysiz, xo, yo, xt, yt, xto, yto] = [4, 8, 12, 16, 20, 24, 28, 32].map(at) as number[];
  const components = bytes.readUInt16BE(siz + 36);
  if (bytes.readUInt16BE(siz) !== 38 + 3 * components || siz + 38 + 3 * components > bytes.length)
    return { refused: 'corrupt' };
  const width = (xsiz ?? 0) - (xo ?? 0);
  const height = (ysiz ?? 0) - (yo ?? 0);
  if (width <= 0 || height <= 0 || !xt || !yt || components < 1) return { refused: 'corrupt' };
  const tiles = Math.ceil(((xsiz ?? 0) - (xto ?? 0)) / xt) * Math.ceil(((ysiz ?? 0) - (yto ?? 0)) / yt);
  if (width > MAX_JPEG2000_SIDE || height > MAX_JPEG2000_SIDE || tiles > MAX_TILES)
    return { refused: 'oversize' };
  if (components > 4) return { refused: 'unsupported' };
  for (let c = 0; c < components; c++) {
    const base = siz + 38 + 3 * c;
    if (bytes[base] !== 7 || bytes[base + 1] !== 1 || bytes[base + 2] !== 1)
      return { refused: 'unsupported' };
  }
  return { width, height, components };
}

interface J2KDecoder {
  getEncodedBuffer(length: number): Uint8Array;
  decode(): void;
  getFrameInfo(): { width: number; height: number; bitsPerSample: number; componentCount: number };
  getDecodedBuffer(): Uint8Array;
  getColorSpace(): number;
  delete(): void;
}
interface OpenJpeg {
  J2KDecoder: new () => J2KDecoder;
}
type OpenJpegFactory = (options: {
  print: (line: string) => void;
  printErr: (line: string) => void;
}) => Promise<OpenJpeg>;

/** OpenJPEG reports a failure by printing it and leaving an empty frame: its lines are caught here. */
const errors: string[] = [];
const note = (line: string) => {
  if (line.includes('[ERROR]')) errors.push(line);
};
let codec: Promise<OpenJpeg> | undefined;

function openJpeg(): Promise<OpenJpeg> {
  if (!codec) {
    const factory = createRequire(import.meta.url)(
      '@cornerstonejs/codec-openjpeg/decodewasmjs',
    ) as OpenJpegFactory;
    codec = factory({ print: note, printErr: note });
  }
  return codec;
}

/** OpenJPEG's colour space for sYCC (opj_color_space): the pixels need turning into RGB. */
const SYCC = 3;

/** The photo as a JPEG, or why not. Bounded by its header first (jpeg2000Header). */
export async function jpeg2000ToJpeg(bytes: Buffer): Promise<Jpeg2000Read> {
  const header = jpeg2000Header(bytes);
  if ('refused' in header) return { ok: false, reason: header.refused };
  let decoder: J2KDecoder | undefined;
  try {
    const { J2KDecoder } = await openJpeg();
    errors.length = 0;
    decoder = new J2KDecoder();
    decoder.getEncodedBuffer(bytes.length).set(bytes);
    decoder.decode();
    const info = decoder.getFrameInfo();
    const samples = decoder.getDecodedBuffer();
    const { width, height, components } = header;
    if (
      errors.length > 0 ||
      info.width !== width ||
      info.height !== height ||
      info.componentCount !== components ||
      info.bitsPerSample !== 8 ||
      samples.length !== width * height * components
    )
      return { ok: false, reason: 'corrupt' };
    const rgba = toRgba(samples, components, decoder.getColorSpace() === SYCC);
    const encoded = jpeg.encode({ width, height, data: rgba }, STORED_QUALITY);
    return { ok: true, jpeg: encoded.data, width, height };
  } catch {
    // An abort inside the WASM module may leave it unusable: the next photo starts a fresh one.
    codec = undefined;
    return { ok: false, reason: 'corrupt' };
  } finally {
    decoder?.delete();
  }
}

/** Interleaved samples (grey, grey + alpha, RGB or RGBA; alpha dropped) as RGBA, copied out of the WASM memory. */
function toRgba(samples: Uint8Array, components: number, sycc: boolean): Uint8Array {
  const pixels = samples.length / components;
  const out = new Uint8Array(pixels * 4);
  const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
  for (let i = 0; i < pixels; i++) {
    const s = i * components;
    let r = samples[s] ?? 0;
    let g = components >= 3 ? (samples[s + 1] ?? 0) : r;
    let b = components >= 3 ? (samples[s + 2] ?? 0) : r;
    if (sycc && components >= 3) {
      const y = r;
      const cb = g - 128;
      const cr = b - 128;
      r = clamp(y + 1.402 * cr);
      g = clamp(y - 0.344136 * cb - 0.714136 * cr);
      b = clamp(y + 1.772 * cb);
    }
    out[i * 4] = r;
    out[i * 4 + 1] = g;
    out[i * 4 + 2] = b;
    out[i * 4 + 3] = 255;
  }
  return out;
}
