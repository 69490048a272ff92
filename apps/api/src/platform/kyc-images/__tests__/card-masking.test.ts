import { readFileSync } from 'node:fs';
import jpeg from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createCardMasker } from '../card-masker';
import { findCardNumber } from '../card-number';
import { createCardReader } from '../card-reader';

/** Synthetic cards drawn by apps/api/scripts/make-card-fixtures.ts, with where the first eight digits sit. */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.jpg`, import.meta.url));
type Rect = { x: number; y: number; w: number; h: number };
const boxes = JSON.parse(readFileSync(new URL('./fixtures/boxes.json', import.meta.url), 'utf8')) as Record<
  string,
  { number: string | null; digits: Rect[] }
>;

/** Share of the ink in the rectangle (pixels darker than 110 before) that is filled black (below 40) after. */
function inkCovered(
  before: { width: number; data: Uint8Array },
  after: { data: Uint8Array },
  r: Rect,
): number {
  let ink = 0;
  let covered = 0;
  for (let y = r.y; y < r.y + r.h; y++) {
    for (let x = r.x; x < r.x + r.w; x++) {
      const i = (y * before.width + x) * 4;
      if ((before.data[i] ?? 255) >= 110) continue;
      ink += 1;
      if ((after.data[i] ?? 255) < 40 && (after.data[i + 1] ?? 255) < 40 && (after.data[i + 2] ?? 255) < 40)
        covered += 1;
    }
  }
  return ink === 0 ? 0 : covered / ink;
}

/** Share of pixels in the rectangle darker than 40 on every channel. */
function darkShare(image: { width: number; data: Uint8Array }, r: Rect): number {
  let dark = 0;
  let all = 0;
  for (let y = r.y; y < r.y + r.h; y++) {
    for (let x = r.x; x < r.x + r.w; x++) {
      const i = (y * image.width + x) * 4;
      all += 1;
      if ((image.data[i] ?? 255) < 40 && (image.data[i + 1] ?? 255) < 40 && (image.data[i + 2] ?? 255) < 40)
        dark += 1;
    }
  }
  return dark / all;
}

const reader = createCardReader();
const masker = createCardMasker({ reader });
afterAll(async () => {
  await masker.close();
  await reader.close();
});

describe('Aadhaar card masking (decision 075)', () => {
  it.each(['aadhaar-front', 'aadhaar-back', 'holding-card'])(
    'fills the first eight digits of %s and leaves the last four readable',
    async (name) => {
      const card = boxes[name];
      if (!card?.number) throw new Error('fixture without a number');
      const before = jpeg.decode(fixture(name), { useTArray: true });
      const result = await masker.mask(fixture(name));
      expect(result.masking).toBe('masked');
      expect(result.last4).toBe(card.number.slice(8));
      const after = jpeg.decode(result.jpeg, { useTArray: true });
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      for (const digits of card.digits) {
        // Before: digits on a light card (some ink, mostly paper); after: every pixel of ink under a filled box.
        expect(darkShare(before, digits)).toBeLessThan(0.4);
        expect(inkCovered(before, after, digits)).toBe(1);
        expect(darkShare(after, digits)).toBeGreaterThan(0.6);
      }
      // The last group is untouched: the same width to the right of the second group.
      const second = card.digits[1] as Rect;
      const last = { ...second, x: second.x + 2 * second.w - (card.digits[0] as Rect).w + 20 };
      expect(darkShare(after, last)).toBeLessThan(0.4);
      // Read again, the image no longer shows a 12-digit Aadhaar number.
      expect(findCardNumber(await reader.read(result.jpeg))).toBeNull();
      console.info(`${name}: OCR ${result.ocrMs} ms`);
    },
    60_000,
  );

  it('marks a card whose number cannot be found unconfirmed, with every digit group filled', async () => {
    const result = await masker.mask(fixture('no-number'));
    expect(result.masking).toBe('unconfirmed');
    expect(result.last4).toBeNull();
    const after = jpeg.decode(result.jpeg, { useTArray: true });
    // The date of birth (the only digits on it) is covered too.
    expect(darkShare(after, { x: 375, y: 185, w: 160, h: 20 })).toBeGreaterThan(0.97);
  }, 60_000);

  it("masks only the borrower's own number when the server can tell which it is", async () => {
    const card = boxes['aadhaar-front'];
    const result = await masker.mask(fixture('aadhaar-front'), (digits) => digits === '999999999999');
    expect(result.masking).toBe('unconfirmed');
    expect(card?.number).toBeTruthy();
  }, 60_000);
});

describe('findCardNumber', () => {
  const word = (text: string, x0: number, y0 = 100) => ({ text, x0, y0, x1: x0 + 80, y1: y0 + 30 });
  it('takes three groups of four on a line that pass the Verhoeff check, or one run of twelve', () => {
    expect(findCardNumber([word('2345', 10), word('6789', 100), word('0124', 190)])?.last4).toBe('0124');
    expect(findCardNumber([word('2345', 10), word('6789', 100), word('0125', 190)])).toBeNull();
    expect(findCardNumber([word('2345', 10), word('6789', 100, 300), word('0124', 190)])).toBeNull();
    const run = findCardNumber([word('234567890124', 10)]);
    expect(run?.boxes[0]?.w).toBeLessThan(80);
  });
});
