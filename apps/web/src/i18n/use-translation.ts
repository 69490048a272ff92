import i18n from 'i18next';
import { useSyncExternalStore } from 'react';

type Translate = typeof i18n.t;

/**
 * Options that change which string a key resolves to, or how: a call with any of them
 * goes to i18next itself (plurals, contexts, defaults, other languages and namespaces).
 */
const RESOLVING = new Set([
  'count',
  'context',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'lng',
  'lngs',
  'ns',
  'replace',
  'ordinal',
  'keyPrefix',
  'interpolation',
  'postProcess',
  'joinArrays',
  'fallbackLng',
  'nsSeparator',
  'keySeparator',
  'skipInterpolation',
]);

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Keys already looked up, for the current language and resources: a page translates the
 * same keys on every render. Emptied when the language changes or strings are added.
 */
let looked = new Map<string, string | undefined>();
let watchedStore: unknown;
const forget = () => {
  looked = new Map();
};

/** The string at `key` in the first of i18next's languages (the current one, then English) that has it. */
function lookup(key: string): string | undefined {
  if (i18n.store && watchedStore !== i18n.store) {
    watchedStore = i18n.store;
    i18n.store.on('added', forget);
    i18n.store.on('removed', forget);
    forget();
  }
  if (looked.has(key)) return looked.get(key);
  const found = find(key);
  looked.set(key, found);
  return found;
}

function find(key: string): string | undefined {
  for (const lng of i18n.languages ?? []) {
    let node: unknown = i18n.store?.data[lng]?.translation;
    for (const part of key.split('.')) {
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (typeof node === 'string') return node;
    // a subtree (i18next's returnObjects) is i18next's to answer
    if (node !== undefined) return undefined;
  }
  return undefined;
}

/**
 * What i18next would return for the common call, a key and plain values for its
 * `{{placeholders}}`, without its general machinery (i18next took ~46 ms of Home's first render
 * on a 2-core machine, unthrottled: docs/decisions/052). `undefined` for anything
 * else: nesting (`$t(`), formats (`{{value, format}}`), unescaped values (`{{- value}}`),
 * a value that is not a string or a number, a missing key or an option that resolves.
 */
export function quickTranslate(key: unknown, options?: unknown): string | undefined {
  if (typeof key !== 'string' || key.includes(':')) return undefined;
  const values = (options ?? {}) as Record<string, unknown>;
  if (typeof values !== 'object') return undefined;
  for (const name in values) if (RESOLVING.has(name)) return undefined;
  const text = lookup(key);
  if (text === undefined || text.includes('$t(')) return undefined;
  if (!text.includes('{{')) return text;
  let simple = true;
  const result = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    simple = false;
    return whole;
  });
  // A placeholder left over is a format, an unescaped value or a missing value: i18next's.
  return simple && !result.includes('{{') ? result : undefined;
}

function makeTranslate(): Translate {
  const full = i18n.t as unknown as (this: typeof i18n, ...args: unknown[]) => string;
  const translate = (...args: unknown[]) =>
    (args.length <= 2 ? quickTranslate(args[0], args[1]) : undefined) ?? full.apply(i18n, args);
  return translate as unknown as Translate;
}

// One translate function per language: a new one when the language changes, so that a
// component that depends on it renders again (as react-i18next's `t` does).
let current = makeTranslate();
const listeners = new Set<() => void>();
i18n.on('languageChanged', () => {
  forget();
  current = makeTranslate();
  for (const listener of listeners) listener();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => current;

/**
 * The app's `useTranslation`: react-i18next's hook without its per-component work
 * (namespace checks, a fixed `t` and event bindings in every component that translates).
 * Renders again when the language changes; English strings added later
 * (addEnglishAppStrings) are read on the next render, as before.
 */
export function useTranslation(): { t: Translate; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t, i18n };
}
