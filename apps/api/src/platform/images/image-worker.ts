import type { TaskResult } from '../../lib/worker-pool/worker-pool';
import { type Jpeg2000Read, jpeg2000ToJpeg } from './jpeg2000';
import { type ProcessedPhoto, processPhoto } from './process-photo';
import { type QrRead, readQrCode } from './qr-image';
import { signatureHasInk } from './signature-image';

/**
 * The image work done off the event loop: a KYC photo's checks and copy, a
 * signature's ink, a card's QR, a JPEG 2000 source photo made a JPEG.
 */
export type ImageTask =
  | { kind: 'photo'; bytes: Uint8Array }
  | { kind: 'signature'; bytes: Uint8Array }
  | { kind: 'qr'; bytes: Uint8Array }
  | { kind: 'jpeg2000'; bytes: Uint8Array };
export type ImageTaskOutput = ProcessedPhoto | boolean | QrRead | Jpeg2000Read;

/** A fresh buffer of its own, so it can be moved (the encoder's may share a pooled one). */
function owned<T extends { jpeg: Buffer }>(result: T): TaskResult<T> {
  const jpeg = new Uint8Array(result.jpeg);
  return { output: { ...result, jpeg: Buffer.from(jpeg.buffer) }, transfer: [jpeg.buffer] };
}

/** Runs in a worker thread (lib/worker-pool): the bytes arrive moved, not copied. */
export async function handle(task: ImageTask): Promise<TaskResult<ImageTaskOutput>> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.kind === 'signature') return { output: signatureHasInk(bytes) };
  if (task.kind === 'qr') return { output: readQrCode(bytes) };
  if (task.kind === 'jpeg2000') {
    const read = await jpeg2000ToJpeg(bytes);
    return read.ok ? owned(read) : { output: read };
  }
  const result = processPhoto(bytes);
  return result.ok ? owned(result) : { output: result };
}
