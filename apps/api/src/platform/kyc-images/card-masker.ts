import { createWorkerPool, type WorkerPool } from '../../lib/worker-pool/worker-pool';
import { digitBoxes, findCardNumber } from './card-number';
import { type CardReader, sharedCardReader } from './card-reader';
import type { MaskTask } from './mask-worker';

export type Masking = 'masked' | 'unconfirmed';

export interface MaskedCard {
  jpeg: Buffer;
  masking: Masking;
  /** The last four digits read, when the number was found. */
  last4: string | null;
  /** Milliseconds the OCR took. */
  ocrMs: number;
}

export interface CardMasker {
  /**
   * The card image with the Aadhaar number's first eight digits filled
   * ('masked'), or, when they cannot be found, every digit group the OCR saw
   * filled ('unconfirmed': a person checks it, decision 075). The unmasked
   * input is never returned.
   */
  mask(jpeg: Buffer, isTheNumber?: (digits: string) => boolean): Promise<MaskedCard>;
  close(): Promise<void>;
}

export function createCardMasker(deps: { reader?: CardReader } = {}): CardMasker {
  const reader = deps.reader ?? sharedCardReader();
  let pool: WorkerPool<MaskTask, Uint8Array> | null = null;
  const fill = async (jpeg: Buffer, boxes: MaskTask['boxes']) => {
    pool ??= createWorkerPool<MaskTask, Uint8Array>({
      script: new URL('./mask-worker.ts', import.meta.url),
      size: 1,
      maxQueue: 8,
      timeoutMs: 20_000,
    });
    const own = new Uint8Array(jpeg);
    const out = await pool.run({ bytes: own, boxes }, [own.buffer]);
    return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  };

  return {
    async mask(jpeg, isTheNumber) {
      const started = performance.now();
      const words = await reader.read(jpeg);
      const ocrMs = Math.round(performance.now() - started);
      const found = findCardNumber(words, isTheNumber);
      if (found) return { jpeg: await fill(jpeg, found.boxes), masking: 'masked', last4: found.last4, ocrMs };
      return { jpeg: await fill(jpeg, digitBoxes(words)), masking: 'unconfirmed', last4: null, ocrMs };
    },
    async close() {
      await pool?.close();
    },
  };
}

let shared: CardMasker | undefined;

export function sharedCardMasker(): CardMasker {
  shared ??= createCardMasker();
  return shared;
}
