import { FACE_CHAIN, type Face, hasGlyph } from './fonts';
import type { PdfLang } from './types';

export interface Run {
  face: Face;
  text: string;
}

/** Spaces, combining marks and joiners stay with the run before them, so a syllable is never split across fonts. */
const STICKY = /^[\s\p{M}\u200c\u200d]$/u;

/** Splits text into runs of one face each: the first face of the language's chain that has the glyph. */
export function splitRuns(text: string, lang: PdfLang, after?: Face): Run[] {
  const chain = FACE_CHAIN[lang];
  const primary = chain[0] ?? 'deva';
  const runs: Run[] = [];
  let face: Face = after ?? primary;
  for (const ch of text) {
    if (!(STICKY.test(ch) && (runs.length > 0 || after))) {
      const codePoint = ch.codePointAt(0) ?? 0;
      face = chain.find((f) => hasGlyph(f, codePoint)) ?? primary;
    }
    const last = runs.at(-1);
    if (last && last.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}
