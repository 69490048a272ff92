import type { TaskResult } from '../../lib/worker-pool/worker-pool';
import type { Box } from './card-number';
import { fillBoxes } from './fill-boxes';

export interface MaskTask {
  bytes: Uint8Array;
  boxes: Box[];
}

/** Runs in a worker thread (lib/worker-pool): decoding and encoding a card image is CPU work. */
export function handle(task: MaskTask): TaskResult<Uint8Array> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  const out = new Uint8Array(fillBoxes(bytes, task.boxes));
  return { output: out, transfer: [out.buffer] };
}
