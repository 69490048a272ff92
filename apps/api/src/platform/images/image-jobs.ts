import { availableParallelism } from 'node:os';
import { AppError } from '../../http/app-error';
import {
  createWorkerPool,
  PoolBusyError,
  type WorkerPool,
  type WorkerPoolOptions,
} from '../../lib/worker-pool/worker-pool';
import type { ImageTask, ImageTaskOutput } from './image-worker';
import { type Jpeg2000Read, jpeg2000Header } from './jpeg2000';
import { type ProcessedPhoto, refuseByHeader } from './process-photo';
import type { QrRead } from './qr-image';

/** Seconds the borrower is asked to wait when every image worker is taken. */
const BUSY_RETRY_SECONDS = 5;

/**
 * The default pool: one worker fewer than the cores (the event loop keeps
 * one), at least one, at most four. Eight uploads may wait, about 64 MB of
 * bodies at the 8 MB photo limit; the ninth is told to retry. A task gets 20 s,
 * far past a 16 MP photo (about 2 s here), then its worker is stopped.
 */
export const IMAGE_POOL_DEFAULTS: Omit<WorkerPoolOptions, 'script'> = {
  size: Math.max(1, Math.min(4, availableParallelism() - 1)),
  maxQueue: 8,
  timeoutMs: 20_000,
};

export interface ImageJobs {
  /** A KYC photo's checks and stored copy (photos/image/process-photo), decoded off the event loop. */
  photo(bytes: Buffer): Promise<ProcessedPhoto>;
  /** Whether a signature PNG, whose header was already checked, decodes and carries ink. */
  signatureHasInk(bytes: Buffer): Promise<boolean>;
  /** The QR code in a JPEG or PNG (an Aadhaar card's QR side), decoded off the event loop. */
  qrCode(bytes: Buffer): Promise<QrRead>;
  /** A JPEG 2000 source photo (a Secure QR's) as a JPEG, decoded off the event loop, bounded by its header first. */
  jpeg2000(bytes: Buffer): Promise<Jpeg2000Read>;
  close(): Promise<void>;
}

/** The bytes as a buffer of their own, moved to the worker rather than copied. */
function movable(bytes: Buffer): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  const own = new Uint8Array(bytes);
  return { bytes: own, transfer: [own.buffer] };
}

/**
 * Image work behind a bounded worker pool (decision 061). What needs no
 * decoding (type, header size) is refused on the request's thread before a
 * worker is asked; a full queue answers UPLOAD_BUSY (429, Retry-After); a
 * task that times out or kills its worker counts as an image that could not
 * be read.
 */
export function createImageJobs(options: Partial<Omit<WorkerPoolOptions, 'script'>> = {}): ImageJobs {
  const pool: WorkerPool<ImageTask, ImageTaskOutput> = createWorkerPool({
    script: new URL('./image-worker.ts', import.meta.url),
    ...IMAGE_POOL_DEFAULTS,
    ...options,
  });

  async function run(task: ImageTask, transfer: ArrayBuffer[]): Promise<ImageTaskOutput | null> {
    try {
      return await pool.run(task, transfer);
    } catch (err) {
      if (err instanceof PoolBusyError)
        throw new AppError('UPLOAD_BUSY', { retryAfterSeconds: BUSY_RETRY_SECONDS });
      return null;
    }
  }

  return {
    async photo(bytes) {
      const refused = refuseByHeader(bytes);
      if (refused) return refused;
      const { bytes: moved, transfer } = movable(bytes);
      const output = (await run({ kind: 'photo', bytes: moved }, transfer)) as
        | ProcessedPhoto
        | boolean
        | null;
      if (output === null || typeof output === 'boolean')
        return { ok: false, code: 'PHOTO_RETAKE', reason: 'corrupt', metrics: null };
      if (!output.ok) return output;
      // Moved back as a plain Uint8Array: a Buffer view on the same memory.
      const jpeg = Buffer.from(output.jpeg.buffer, output.jpeg.byteOffset, output.jpeg.byteLength);
      return { ...output, jpeg };
    },
    async signatureHasInk(bytes) {
      const { bytes: moved, transfer } = movable(bytes);
      return (await run({ kind: 'signature', bytes: moved }, transfer)) === true;
    },
    async qrCode(bytes) {
      const { bytes: moved, transfer } = movable(bytes);
      const output = await run({ kind: 'qr', bytes: moved }, transfer);
      // A task of kind qr answers a QrRead; a worker that died or timed out, nothing.
      return output !== null && typeof output === 'object'
        ? (output as QrRead)
        : { ok: false, reason: 'corrupt' };
    },
    async jpeg2000(bytes) {
      const header = jpeg2000Header(bytes);
      if ('refused' in header) return { ok: false, reason: header.refused };
      const { bytes: moved, transfer } = movable(bytes);
      const output = (await run({ kind: 'jpeg2000', bytes: moved }, transfer)) as Jpeg2000Read | null;
      if (output === null) return { ok: false, reason: 'corrupt' };
      if (!output.ok) return output;
      const jpeg = Buffer.from(output.jpeg.buffer, output.jpeg.byteOffset, output.jpeg.byteLength);
      return { ...output, jpeg };
    },
    close: () => pool.close(),
  };
}

let shared: ImageJobs | undefined;

/** The process's one pool, started on first use; services take it unless given their own. */
export function sharedImageJobs(): ImageJobs {
  shared ??= createImageJobs();
  return shared;
}
