import { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from '../../lib/worker-pool/worker-pool';
import type { FaceMatch } from './face-match';
import type { FaceTask } from './face-worker';

/**
 * One face worker: the models take about 90 MB and 0.5-2 s to load, once per
 * worker, and a match costs about 1-1.5 s of one core here (decision 074), so a
 * second worker would only compete with the image pool on a 2-core machine.
 * Four matches may wait. 60 s covers a cold start and two photos.
 */
export const FACE_POOL_DEFAULTS: Omit<WorkerPoolOptions, 'script'> = {
  size: 1,
  maxQueue: 4,
  timeoutMs: 60_000,
};

export interface FaceJobs {
  /**
   * The live photo's face against the reference's. Never throws for the
   * photos' sake: a busy pool, a crash or missing models give `review`
   * (a person decides), never a refusal the borrower did not cause.
   */
  matchFace(live: Buffer, reference: Buffer): Promise<FaceMatch>;
  close(): Promise<void>;
}

const unavailable: FaceMatch = {
  faceScore: 0,
  livenessScore: 0,
  decision: 'review',
  reason: 'MODEL_UNAVAILABLE',
};

/** `script` only for tests (a worker that cannot load stands for missing models). */
export function createFaceJobs(options: Partial<WorkerPoolOptions> = {}): FaceJobs {
  let pool: WorkerPool<FaceTask, FaceMatch> | undefined;
  return {
    async matchFace(live, reference) {
      // The pool (and the library inside its worker) starts on the first match only.
      pool ??= createWorkerPool<FaceTask, FaceMatch>({
        script: new URL('./face-worker.ts', import.meta.url),
        ...FACE_POOL_DEFAULTS,
        ...options,
      });
      const a = new Uint8Array(live);
      const b = new Uint8Array(reference);
      try {
        return await pool.run({ live: a, reference: b }, [a.buffer, b.buffer]);
      } catch {
        return unavailable;
      }
    },
    async close() {
      await pool?.close();
    },
  };
}

let shared: FaceJobs | undefined;

/** The process's face worker, started on the first match (never at server start). */
export function sharedFaceJobs(): FaceJobs {
  shared ??= createFaceJobs();
  return shared;
}

/** matchFace on the shared worker. */
export const matchFace = (live: Buffer, reference: Buffer): Promise<FaceMatch> =>
  sharedFaceJobs().matchFace(live, reference);
