import { type Canvas, type TextStyle, useFont } from './canvas';
import type { Face } from './fonts';
import { splitRuns } from './runs';
import { theme } from './theme';

/**
 * Our own line breaking instead of pdfkit's: pdfkit cannot wrap one
 * paragraph across fonts with a steady baseline, and page breaks that never
 * split a table row need exact heights before drawing. Words break at spaces;
 * Chinese breaks between ideographs, keeping closing punctuation on the line.
 */
interface Piece {
  face: Face;
  text: string;
  x: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
}

interface Unit {
  text: string;
  space: boolean;
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
const NO_BREAK_BEFORE = /^[，。、；：！？）》」』”’%,.;:!?)\]]/u;
const NO_BREAK_AFTER = /[（《「『“‘(]$/u;

function units(text: string): Unit[] {
  const out: Unit[] = [];
  for (const token of text.match(/\s+|[^\s]/gu) ?? []) {
    const space = /^\s/u.test(token);
    const last = out.at(-1);
    const joins =
      last !== undefined &&
      !space &&
      !last.space &&
      ((!CJK.test(token) && !CJK.test(last.text.slice(-1))) ||
        NO_BREAK_BEFORE.test(token) ||
        NO_BREAK_AFTER.test(last.text));
    if (joins && last) last.text += token;
    else out.push({ text: space ? ' ' : token, space });
  }
  return out;
}

function measure(canvas: Canvas, text: string, face: Face, style: TextStyle): number {
  useFont(canvas, face, style.weight, style.size);
  return canvas.doc.widthOfString(text);
}

/** Splits an over-long word (a hash, a URL) into pieces that fit, at character boundaries. */
function splitLong(canvas: Canvas, word: string, style: TextStyle, maxWidth: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const cluster of word.match(/\P{M}\p{M}*/gu) ?? []) {
    const next = current + cluster;
    if (current && lineWidth(canvas, next, style) > maxWidth) {
      parts.push(current);
      current = cluster;
    } else current = next;
  }
  if (current) parts.push(current);
  return parts;
}

interface MeasuredRun {
  face: Face;
  text: string;
  width: number;
}

/** Each word is shaped and measured once: width is the costly part of layout. */
function measureWord(canvas: Canvas, text: string, style: TextStyle): MeasuredRun[] {
  return splitRuns(text, canvas.lang).map((run) => ({
    ...run,
    width: measure(canvas, run.text, run.face, style),
  }));
}

const total = (runs: MeasuredRun[]): number => runs.reduce((sum, run) => sum + run.width, 0);

function lineWidth(canvas: Canvas, text: string, style: TextStyle): number {
  return total(measureWord(canvas, text, style));
}

/** Breaks text into lines no wider than maxWidth. "\n" starts a new line. */
export function layoutText(canvas: Canvas, text: string, maxWidth: number, style: TextStyle): Line[] {
  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    let line: Line = { pieces: [], width: 0 };
    let pendingSpace = false;
    for (const unit of units(paragraph)) {
      if (unit.space) {
        pendingSpace = line.pieces.length > 0;
        continue;
      }
      let runs = measureWord(canvas, unit.text, style);
      const words =
        total(runs) <= maxWidth
          ? [runs]
          : splitLong(canvas, unit.text, style, maxWidth).map((part) => measureWord(canvas, part, style));
      for (runs of words) {
        const lastFace = line.pieces.at(-1)?.face;
        const space = pendingSpace && lastFace ? measure(canvas, ' ', lastFace, style) : 0;
        if (line.pieces.length > 0 && line.width + space + total(runs) > maxWidth) {
          lines.push(line);
          line = { pieces: [], width: 0 };
        } else if (space && lastFace) {
          addPiece(line, lastFace, ' ', space);
        }
        for (const run of runs) addPiece(line, run.face, run.text, run.width);
        pendingSpace = false;
      }
    }
    lines.push(line);
  }
  return lines;
}

function addPiece(line: Line, face: Face, text: string, width: number): void {
  const last = line.pieces.at(-1);
  if (last && last.face === face) last.text += text;
  else line.pieces.push({ face, text, x: line.width });
  line.width += width;
}

export function lineHeight(style: TextStyle): number {
  return style.size * theme.lineHeight;
}

export function linesHeight(lines: Line[], style: TextStyle): number {
  return lines.length * lineHeight(style);
}

/** Draws one laid-out line with its top at y. */
export function drawLine(
  canvas: Canvas,
  line: Line,
  x: number,
  y: number,
  style: TextStyle,
  align: 'left' | 'right' = 'left',
  width = 0,
): void {
  const { doc } = canvas;
  const start = align === 'right' ? x + width - line.width : x;
  doc.fillColor(style.color);
  for (const piece of line.pieces) {
    useFont(canvas, piece.face, style.weight, style.size);
    // ActualText gives copy-paste and screen readers the logical order of
    // Devanagari, whose glyphs (ि before its consonant) are stored in visual order.
    const actual = /[\u0900-\u097f]/u.test(piece.text);
    if (actual) doc.markContent('Span', { actual: piece.text });
    doc.text(piece.text, start + piece.x, y + style.size * theme.baseline, {
      lineBreak: false,
      baseline: 'alphabetic',
    });
    if (actual) doc.endMarkedContent();
  }
}

/** Draws lines top-down from y and returns the height used. */
export function drawLines(
  canvas: Canvas,
  lines: Line[],
  x: number,
  y: number,
  style: TextStyle,
  align: 'left' | 'right' = 'left',
  width = 0,
): number {
  lines.forEach((line, i) => {
    drawLine(canvas, line, x, y + i * lineHeight(style), style, align, width);
  });
  return linesHeight(lines, style);
}
