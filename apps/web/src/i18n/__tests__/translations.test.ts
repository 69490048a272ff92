// Every string a user can see exists in Hindi and Chinese: the three resource
// trees have the same keys and placeholders, no translation is a copy of the
// English, and no page writes visible text outside i18n.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { hi } from '../hi';
import { zh } from '../zh';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

/** Keys with plural suffixes folded: Hindi has _one/_other, Chinese only _other. */
const baseKeys = (strings: Map<string, string>) =>
  new Set([...strings.keys()].map((key) => key.replace(PLURAL, '')));

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]))].sort();

/**
 * Words that are rightly the same in every language: codes, abbreviations and
 * names. A string made only of these, numbers, placeholders, e-mail addresses
 * and punctuation needs no translation.
 */
const SAME_IN_EVERY_LANGUAGE =
  /\{\{\s*\w+\s*\}\}|\S+@\S+|\b(UPI|UTR|KFS|PAN|IFSC|OTP|GST|APR|EMI|FD|RD|ID|IT|OK|Aadhaar|WhatsApp|NBFC|RBI|SMS|PDF|QR|SHA)\b|[\d\p{P}\p{S}\s]/gu;
const needsTranslation = (text: string) => text.replace(SAME_IN_EVERY_LANGUAGE, '') !== '';

const english = flatten(en);
const languages = { hi: flatten(hi), zh: flatten(zh) };

describe.each(Object.entries(languages))('the %s translation', (lang, strings) => {
  it('has every English key, and none the English lacks', () => {
    const want = baseKeys(english);
    const have = baseKeys(strings);
    expect(
      [...want].filter((key) => !have.has(key)),
      `missing in ${lang}`,
    ).toEqual([]);
    expect(
      [...have].filter((key) => !want.has(key)),
      `stale in ${lang}`,
    ).toEqual([]);
  });

  it('keeps the placeholders of each English string', () => {
    const wrong = [...strings].filter(([key, text]) => {
      const source = english.get(key) ?? english.get(`${key.replace(PLURAL, '')}_other`);
      return source !== undefined && placeholders(source).join() !== placeholders(text).join();
    });
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('translates every string instead of copying the English', () => {
    const copied = [...strings]
      .filter(([key, text]) => text.trim() !== '' && english.get(key) === text)
      .filter(([, text]) => needsTranslation(text));
    expect(copied.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('leaves no string empty', () => {
    expect([...strings].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });
});

// ---- visible text written in the pages themselves -------------------------

const SRC = join(import.meta.dirname, '..', '..');
/** JSX attributes and object properties whose string value a user sees. */
const VISIBLE_PROPS = new Set([
  'placeholder',
  'title',
  'label',
  'aria-label',
  'alt',
  'content',
  'confirmText',
  'cancelText',
  'description',
  'text',
  'message',
]);
const WORDS = /[A-Za-z\u0900-\u097F\u4e00-\u9fff]{2,}/;
/** A translation key passed on to be translated later, such as 'order.coupons.title'. */
const KEY = /^\w+(\.\w+)+$/;
const visible = (text: string) => WORDS.test(text) && !KEY.test(text.trim()) && needsTranslation(text);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'i18n' ? [] : sourceFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

interface Node {
  type: string;
  start: number;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A string literal's text, or undefined for anything computed. */
function literal(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0)
    return (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked;
  return undefined;
}

/** Visible text a page writes itself: JSX text, and literals in visible props. */
function literalTexts(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const { program, errors } = parseSync(file, code, { lang: 'tsx' });
  expect(errors, file).toEqual([]);
  const found: string[] = [];
  const report = (node: Node, text: string) => {
    const line = code.slice(0, node.start).split('\n').length;
    found.push(`${file.slice(SRC.length + 1)}:${line} ${text.trim()}`);
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'JSXText' && visible(value.value as string)) report(value, value.value as string);
    const name = value.type === 'JSXAttribute' || value.type === 'Property' ? propName(value) : undefined;
    if (name && VISIBLE_PROPS.has(name)) {
      const text = literal(value.value);
      if (text !== undefined && visible(text)) report(value, `${name}: ${text}`);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'type') visit(child);
  };
  visit(program);
  return found;
}

function propName(node: Node): string | undefined {
  const key = (node.type === 'JSXAttribute' ? node.name : node.key) as Node | undefined;
  if (!key) return undefined;
  if (typeof key.name === 'string') return key.name;
  return literal(key);
}

describe('the pages', () => {
  it('write no visible text outside the translations', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap(literalTexts)).toEqual([]);
  });
});
