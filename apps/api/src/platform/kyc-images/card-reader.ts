import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { OcrWord } from './card-number';

const require = createRequire(import.meta.url);

/**
 * The English model shipped by @tesseract.js-data/eng (the integer "best"
 * LSTM model), read from disk: nothing is fetched at run time (decision 075).
 */
export const ENG_DATA_DIR = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Images waiting for the reader; one more is refused (the upload answers busy, nothing piles up). */
const MAX_WAITING = 8;

export interface CardReader {
  /** The words on the image with their boxes. */
  read(image: Buffer): Promise<OcrWord[]>;
  close(): Promise<void>;
}

export class CardReaderBusyError extends Error {
  constructor() {
    super('card reader busy');
  }
}

/**
 * Tesseract (WebAssembly) in its own worker thread, started on first use and
 * kept: the model loads once (about 1-2 s), an image then takes well under
 * one. One image at a time, in the order asked; the event loop only waits.
 * Sparse-text segmentation: a card is a few scattered lines, not a page.
 */
export function createCardReader(): CardReader {
  let worker: Promise<Worker> | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const start = async () => {
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: ENG_DATA_DIR,
      cachePath: join(tmpdir(), 'tesseract-cache'),
      cacheMethod: 'none',
      gzip: true,
    });
    await w.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
    return w;
  };

  async function recognize(image: Buffer): Promise<OcrWord[]> {
    worker ??= start();
    const w = await worker;
    const result = await w.recognize(image, {}, { blocks: true, text: false });
    const words: OcrWord[] = [];
    for (const block of result.data.blocks ?? [])
      for (const para of block.paragraphs)
        for (const line of para.lines)
          for (const word of line.words) words.push({ text: word.text, ...word.bbox });
    return words;
  }

  return {
    read(image) {
      if (waiting >= MAX_WAITING) return Promise.reject(new CardReaderBusyError());
      waiting += 1;
      const run = chain.then(() => recognize(image));
      chain = run
        .catch(() => undefined)
        .finally(() => {
          waiting -= 1;
        });
      return run;
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await (await w).terminate();
    },
  };
}

let shared: CardReader | undefined;

/** The process's one reader, started on first use. */
export function sharedCardReader(): CardReader {
  shared ??= createCardReader();
  return shared;
}
