import type { TaskResult } from '../../lib/worker-pool/worker-pool';
import { type ProcessedPhoto, processPhoto } from './process-photo';
import { type QrRead, readQrCode } from './qr-image';
import { signatureHasInk } from './signature-image';

/** The image work done off the event loop: a KYC photo's checks and copy, a signature's ink. */
export type ImageTask =
  | { kind: 'photo'; bytes: Uint8Array }
  | { kind: 'signature'; bytes: Uint8Array }
  | { kind: 'qr'; bytes: Uint8Array };
export type ImageTaskOutput = ProcessedPhoto | boolean | QrRead;

/** Runs in a worker thread (lib/worker-pool): the bytes arrive moved, not copied. */
export function handle(task: ImageTask): TaskResult<ImageTaskOutput> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.kind === 'signature') return { output: signatureHasInk(bytes) };
  if (task.kind === 'qr') return { output: readQrCode(bytes) };
  const result = processPhoto(bytes);
  if (!result.ok) return { output: result };
  // A fresh buffer of its own, so it can be moved (the encoder's may share a pooled one).
  const jpeg = new Uint8Array(result.jpeg);
  return { output: { ...result, jpeg: Buffer.from(jpeg.buffer) }, transfer: [jpeg.buffer] };
}
