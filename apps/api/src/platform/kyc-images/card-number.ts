import { verhoeffValid } from '@app/domain';

/** A word the OCR read, with its box in pixels. */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Pixels added around each box the fill covers: OCR boxes hug the ink, anti-aliasing spills past them. */
const PAD = 6;

const pad = (b: Box): Box => ({ x: b.x - PAD, y: b.y - PAD, w: b.w + 2 * PAD, h: b.h + 2 * PAD });
const boxOf = (w: OcrWord): Box => ({ x: w.x0, y: w.y0, w: w.x1 - w.x0, h: w.y1 - w.y0 });
const sameLine = (a: OcrWord, b: OcrWord) => {
  const mid = (a.y0 + a.y1) / 2;
  return mid > b.y0 && mid < b.y1 && b.x0 > a.x0;
};

/**
 * Where the Aadhaar number's first eight digits are: three groups of four
 * digits on one line (as printed, `1234 5678 9012`) or one run of twelve,
 * passing the Verhoeff check (decision 075). `isTheNumber` narrows it to the
 * borrower's own when the server can tell (the blind index, the last four
 * digits from a verified source). Null when nothing on the image qualifies.
 */
export function findCardNumber(
  words: readonly OcrWord[],
  isTheNumber: (digits: string) => boolean = () => true,
): { boxes: Box[]; last4: string } | null {
  const ok = (digits: string) => verhoeffValid(digits) && isTheNumber(digits);
  const clean = words.map((w) => ({ ...w, text: w.text.replace(/[^0-9]/g, '') }));
  for (const w of clean) {
    if (w.text.length === 12 && /^\d{12}$/.test(w.text) && ok(w.text)) {
      const b = boxOf(w);
      return { boxes: [pad({ ...b, w: Math.ceil((b.w * 8) / 12) })], last4: w.text.slice(8) };
    }
  }
  const groups = clean.filter((w) => /^\d{4}$/.test(w.text));
  for (const a of groups) {
    const b = groups.filter((g) => sameLine(a, g)).sort((p, q) => p.x0 - q.x0)[0];
    if (!b) continue;
    const c = groups.filter((g) => sameLine(b, g)).sort((p, q) => p.x0 - q.x0)[0];
    if (!c) continue;
    const digits = `${a.text}${b.text}${c.text}`;
    if (ok(digits)) return { boxes: [pad(boxOf(a)), pad(boxOf(b))], last4: c.text };
  }
  return null;
}

/**
 * When the number is not found: every word with three digits or more is
 * covered (dates and PIN codes too), the most that can be done without
 * knowing where the number is; a person checks the result.
 */
export function digitBoxes(words: readonly OcrWord[]): Box[] {
  return words.filter((w) => (w.text.match(/\d/g)?.length ?? 0) >= 3).map((w) => pad(boxOf(w)));
}
