import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { downscale, luminance, type Raster } from '../images/raster';
import { sniffImageType } from '../images/sniff';
import { periodicTexture } from './screen-texture';

/** What the engine saw in one photo: per face, never the embedding outside the worker. */
export interface SeenFace {
  box: [number, number, number, number];
  /** Detection confidence, 0-1. */
  score: number;
  /** The antispoof model's "real" score, 0-1 (a printed or displayed face scores low). */
  real: number;
  /** The liveness model's score, 0-1. */
  live: number;
  /** Regular print/screen texture on the face, 0-1 (screen-texture.ts). */
  texture: number;
  embedding: number[];
}

/** The files the engine needs; missing ones make it unavailable (the photo goes to review). */
const MODELS = ['blazeface', 'facemesh', 'faceres', 'antispoof', 'liveness'] as const;
/** Photos are analysed at most this long on their long side: enough for the detector, bounded work. */
const ANALYSIS_SIDE = 640;

interface HumanFace {
  box: [number, number, number, number];
  score: number;
  real?: number;
  live?: number;
  embedding?: number[];
}
interface HumanInstance {
  load(): Promise<void>;
  detect(input: unknown): Promise<{ face: HumanFace[]; error?: string | null }>;
  match: { similarity(a: number[], b: number[]): number };
  tf: {
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
    getBackend(): string;
  };
}

export class FaceModelUnavailable extends Error {}

const require = createRequire(import.meta.url);
let human: Promise<HumanInstance> | undefined;

/** Where the library and its models are, or null when a file is missing. */
export function locateModels(): { library: string; models: string; wasm: string } | null {
  try {
    const dist = dirname(require.resolve('@vladmandic/human'));
    const models = resolve(dist, '..', 'models');
    const wasm = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
    const library = join(dist, 'human.node-wasm.js');
    const files = [library, join(wasm, 'tfjs-backend-wasm.wasm')];
    for (const model of MODELS) files.push(join(models, `${model}.json`), join(models, `${model}.bin`));
    return files.every((file) => existsSync(file)) ? { library, models, wasm } : null;
  } catch {
    return null;
  }
}

/**
 * The library reads its models with fetch. In the face worker fetch serves
 * files under the models folder and refuses everything else: nothing is ever
 * downloaded, at install or at run time.
 */
export function diskOnlyFetch(root: string): typeof fetch {
  return async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith('file://')) throw new Error(`face engine: network refused (${url.slice(0, 40)})`);
    const path = fileURLToPath(url);
    if (!path.startsWith(root + sep)) throw new Error('face engine: outside the models folder');
    const type = path.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(readFileSync(path), { status: 200, headers: { 'content-type': type } });
  };
}

/** Loads the library and its models once per worker (about 0.5 s here). */
export function engine(): Promise<HumanInstance> {
  human ??= (async () => {
    const found = locateModels();
    if (!found) throw new FaceModelUnavailable('face models not installed');
    globalThis.fetch = diskOnlyFetch(found.models);
    const { Human } = require(found.library) as { Human: new (config: object) => HumanInstance };
    const instance = new Human({
      backend: 'wasm',
      wasmPath: `${found.wasm}${sep}`,
      modelBasePath: `${pathToFileURL(found.models).href}/`,
      debug: false,
      async: true,
      cacheSensitivity: 0,
      filter: { enabled: false },
      face: {
        enabled: true,
        detector: { rotation: false, maxDetected: 4, minConfidence: 0.5, return: false },
        mesh: { enabled: true },
        iris: { enabled: false },
        emotion: { enabled: false },
        description: { enabled: true },
        antispoof: { enabled: true },
        liveness: { enabled: true },
      },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
    });
    await instance.load();
    return instance;
  })();
  human.catch(() => {
    human = undefined;
  });
  return human;
}

/** A JPEG or PNG as RGBA, or null when it does not decode. */
export function decodeImage(bytes: Buffer): Raster | null {
  try {
    const type = sniffImageType(bytes);
    if (type === 'jpeg') {
      const d = jpeg.decode(bytes, { useTArray: true, maxMemoryUsageInMB: 512 });
      return { width: d.width, height: d.height, data: d.data };
    }
    if (type === 'png') {
      const d = PNG.sync.read(bytes);
      return { width: d.width, height: d.height, data: new Uint8Array(d.data) };
    }
  } catch {
    return null;
  }
  return null;
}

/** The faces in a photo, with the antispoof, liveness and texture scores of each. */
export async function seeFaces(bytes: Buffer): Promise<SeenFace[] | null> {
  const decoded = decodeImage(bytes);
  if (!decoded) return null;
  const raster = downscale(decoded, ANALYSIS_SIDE);
  const h = await engine();
  const rgb = new Uint8Array(raster.width * raster.height * 3);
  for (let i = 0, o = 0; i < raster.data.length; i += 4, o += 3) {
    rgb[o] = raster.data[i] ?? 0;
    rgb[o + 1] = raster.data[i + 1] ?? 0;
    rgb[o + 2] = raster.data[i + 2] ?? 0;
  }
  const tensor = h.tf.tensor3d(rgb, [raster.height, raster.width, 3], 'int32');
  try {
    const result = await h.detect(tensor);
    const grey = luminance(raster);
    return result.face.map((face) => ({
      box: face.box,
      score: face.score,
      real: face.real ?? 0,
      live: face.live ?? 0,
      texture: faceTexture(grey, raster.width, raster.height, face.box),
      embedding: face.embedding ?? [],
    }));
  } finally {
    tensor.dispose();
  }
}

function faceTexture(grey: Float32Array, width: number, height: number, box: SeenFace['box']): number {
  const x0 = Math.max(0, Math.floor(box[0]));
  const y0 = Math.max(0, Math.floor(box[1]));
  const w = Math.min(width - x0, Math.floor(box[2]));
  const h = Math.min(height - y0, Math.floor(box[3]));
  if (w < 24 || h < 24) return 0;
  const region = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    region.set(grey.subarray((y0 + y) * width + x0, (y0 + y) * width + x0 + w), y * w);
  return periodicTexture(region, w, h);
}

/** The similarity of two faces' embeddings (the library's normalised measure, 0-1). */
export async function similarity(a: number[], b: number[]): Promise<number> {
  return (await engine()).match.similarity(a, b);
}
