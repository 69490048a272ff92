import type { TaskResult } from '../../lib/worker-pool/worker-pool';
import { FaceModelUnavailable, seeFaces, similarity } from './face-engine';
import { decideFaceMatch, type FaceMatch } from './face-match';

export interface FaceTask {
  live: Uint8Array;
  reference: Uint8Array;
}

const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Runs in a face worker (lib/worker-pool): both photos are analysed and
 * compared here, so the faces' embeddings never leave the worker; only the
 * scores and the decision do.
 */
export async function handle(task: FaceTask): Promise<TaskResult<FaceMatch>> {
  try {
    const live = await seeFaces(buffer(task.live));
    if (live === null)
      return { output: { faceScore: 0, livenessScore: 0, decision: 'mismatch', reason: 'NO_FACE' } };
    const reference = (await seeFaces(buffer(task.reference))) ?? [];
    const [ours] = live;
    const [theirs] = reference;
    const score =
      live.length === 1 && reference.length === 1 && ours && theirs
        ? await similarity(ours.embedding, theirs.embedding)
        : null;
    return {
      output: decideFaceMatch({ liveFaces: live, referenceFaces: reference.length, similarity: score }),
    };
  } catch (err) {
    if (err instanceof FaceModelUnavailable)
      return { output: { faceScore: 0, livenessScore: 0, decision: 'review', reason: 'MODEL_UNAVAILABLE' } };
    throw err;
  }
}
