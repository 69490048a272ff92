import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import type { PdfLang } from './types';

/**
 * Fonts come from npm packages and are read from node_modules at run time
 * (both SIL OFL 1.1). Noto Sans Devanagari (Google build) also carries Latin
 * and ₹, so it serves English and Hindi; Noto Sans Hans (Noto Sans CJK SC,
 * 30,000+ glyphs) serves Chinese and has no ₹. pdfkit has no font fallback, so
 * text is split into runs by which face has the glyph (see runs.ts).
 */
export type Face = 'deva' | 'hans';
export type Weight = 'regular' | 'bold';

const FILES: Record<Face, { pkg: string; regular: string; bold: string }> = {
  deva: {
    pkg: '@expo-google-fonts/noto-sans-devanagari',
    regular: '400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  hans: {
    pkg: '@embedpdf/fonts-sc',
    regular: 'fonts/NotoSansHans-Regular.otf',
    bold: 'fonts/NotoSansHans-Bold.otf',
  },
};

/** Faces to try, in order, for each document language. The first is the text face. */
export const FACE_CHAIN: Record<PdfLang, readonly Face[]> = {
  en: ['deva', 'hans'],
  hi: ['deva', 'hans'],
  zh: ['hans', 'deva'],
};

const require = createRequire(import.meta.url);

/** The package folder, found from its entry point: @embedpdf/fonts-sc exports no subpaths. */
function packageDir(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === pkg) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`font package ${pkg} not found`);
    dir = parent;
  }
}

export interface LoadedFont {
  /** Handed to pdfkit, which parses and subsets it per document. */
  bytes: Buffer;
  /** Our own parse, kept for glyph coverage checks. */
  font: Font;
}

const cache = new Map<string, LoadedFont>();

/** Loads a face once per process; the Chinese one (8 MB) only when a document needs it. */
export function loadFont(face: Face, weight: Weight): LoadedFont {
  const key = `${face}-${weight}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const spec = FILES[face];
  const bytes = readFileSync(join(packageDir(spec.pkg), spec[weight]));
  const parsed = create(bytes);
  if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`${key} is a font collection`);
  const loaded = { bytes, font: parsed };
  cache.set(key, loaded);
  return loaded;
}

export function hasGlyph(face: Face, codePoint: number): boolean {
  return loadFont(face, 'regular').font.hasGlyphForCodePoint(codePoint);
}
