// The app's translate function answers the common call itself and everything else through
// i18next: for every string of the three languages, with and without values for its
// placeholders, its answer is i18next's own. And the hook renders again on a language change.
import i18n from 'i18next';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, setupI18n } from '@/testing/test-utils';
import { en } from '../en';
import { hi } from '../hi';
import { quickTranslate, useTranslation } from '../use-translation';
import { zh } from '../zh';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : keysOf(value as object, path);
  });
}

/** The names in the key's raw string (current language, else English). */
const placeholders = (key: string) => {
  const raw =
    i18n.getResource(i18n.language, 'translation', key) ?? i18n.getResource('en', 'translation', key);
  return [...new Set([...String(raw).matchAll(/\{\{-?\s*(\w+)/g)].map((m) => m[1] as string))];
};

const KEYS = keysOf(en);

beforeAll(async () => {
  await setupI18n();
  i18n.addResourceBundle('hi', 'translation', hi, true, true);
  i18n.addResourceBundle('zh', 'translation', zh, true, true);
});

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe.each(['en', 'hi', 'zh'])('in %s', (lang) => {
  beforeAll(async () => {
    await i18n.changeLanguage(lang);
  });

  it("gives i18next's answer for every key, bare and with values", () => {
    let quick = 0;
    const differ: string[] = [];
    for (const key of KEYS) {
      const names = placeholders(key);
      const calls: (Record<string, unknown> | undefined)[] = [
        undefined,
        Object.fromEntries(names.map((name) => [name, `<${name}>`])),
        // replacement patterns in a value stay as written, in i18next as here
        Object.fromEntries(names.map((name) => [name, `Rs $& $1 $$ $\``])),
        Object.fromEntries(names.map((name, i) => [name, 1000 + i])),
        // a value missing or of another kind: i18next's to answer
        Object.fromEntries(names.slice(1).map((name) => [name, 'x'])),
        Object.fromEntries(names.map((name) => [name, { nested: true }])),
      ];
      for (const options of calls) {
        const mine = quickTranslate(key, options);
        if (mine === undefined) continue;
        quick += 1;
        const theirs = i18n.t(key as never, options as never) as unknown as string;
        if (mine !== theirs) differ.push(`${key}: ${mine} != ${theirs}`);
      }
    }
    expect(differ).toEqual([]);
    // the quick path is the common one: it answers most calls, or it is not worth having
    expect(quick).toBeGreaterThan(KEYS.length * 2);
  });

  it('leaves plurals, defaults, other namespaces and missing keys to i18next', () => {
    expect(quickTranslate('messages.unreadCount', { count: 2 })).toBeUndefined();
    expect(quickTranslate('home.apply', { defaultValue: 'x' })).toBeUndefined();
    expect(quickTranslate('translation:home.apply')).toBeUndefined();
    expect(quickTranslate('home.noSuchKey')).toBeUndefined();
    expect(quickTranslate('home', undefined)).toBeUndefined();
    expect(quickTranslate('home.apply', 'a default')).toBeUndefined();
  });
});

it('values that hold `$` patterns come out as written, as i18next leaves them', async () => {
  await i18n.changeLanguage('en');
  const key = KEYS.find((k) => placeholders(k).length === 1) as string;
  const [name] = placeholders(key) as [string];
  const mine = quickTranslate(key, { [name]: 'Rs $& $1' });
  expect(mine).toContain('Rs $& $1');
  expect(mine).toBe(i18n.t(key as never, { [name]: 'Rs $& $1' } as never));
});

it('renders again, in the new language, when the language changes', async () => {
  await i18n.changeLanguage('en');
  function Apply() {
    const { t } = useTranslation();
    return <p data-testid="apply">{t('home.apply')}</p>;
  }
  const view = render(<Apply />);
  const text = () => document.querySelector('[data-testid="apply"]')?.textContent;
  expect(text()).toBe(en.home.apply);
  await act(async () => {
    await i18n.changeLanguage('hi');
  });
  expect(text()).toBe(hi.home.apply);
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  expect(text()).toBe(en.home.apply);
  view.unmount();
});

it('finds strings added after a first look, as i18next does', async () => {
  await i18n.changeLanguage('en');
  expect(quickTranslate('later.title')).toBeUndefined();
  i18n.addResourceBundle('en', 'translation', { later: { title: 'Added later' } }, true, false);
  expect(quickTranslate('later.title')).toBe('Added later');
  i18n.removeResourceBundle('en', 'translation');
  expect(quickTranslate('home.apply')).toBeUndefined();
  i18n.addResourceBundle('en', 'translation', en, true, true);
  expect(quickTranslate('home.apply')).toBe(en.home.apply);
});
