import { DEFAULT_LANG, type ErrorMessages, isLang, type Lang } from '@app/domain';
import i18n from 'i18next';
import { LOCAL_KEYS, local } from '@/lib/storage';
import { tellNative } from '@/lib/tell-native';
import type { en, Resources } from './en';
import { enPublic } from './en-public';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/** A language's UI strings and the error catalogue's messages in it. */
interface LangBundle {
  strings: Resources;
  errors: ErrorMessages;
}

// Hindi and Chinese, error messages included, load on demand so that English users do not download them.
const loaders: Record<Exclude<Lang, 'en'>, () => Promise<LangBundle>> = {
  hi: () => import('./hi').then((m) => ({ strings: m.hi, errors: m.hiErrors })),
  zh: () => import('./zh').then((m) => ({ strings: m.zh, errors: m.zhErrors })),
};

// English messages stay in error-text.ts's own chunk, which /start's first load does not fetch.
const errorMessages: Partial<Record<Exclude<Lang, 'en'>, ErrorMessages>> = {};

/** The error catalogue's messages in `lang` if its chunk has loaded. */
export function loadedErrorMessages(lang: Exclude<Lang, 'en'>): ErrorMessages | undefined {
  return errorMessages[lang];
}

export function storedLang(): Lang {
  const saved = local.get(LOCAL_KEYS.language);
  return isLang(saved) ? saved : DEFAULT_LANG;
}

export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

async function ensureLoaded(lang: Lang): Promise<void> {
  if (lang === 'en' || (errorMessages[lang] && i18n.hasResourceBundle(lang, 'translation'))) return;
  const { strings, errors } = await loaders[lang]();
  i18n.addResourceBundle(lang, 'translation', strings);
  errorMessages[lang] = errors;
}

/**
 * The English strings of the pages behind login, added when those pages load. They are
 * constants nobody changes, so i18next keeps them as they are (`skipCopy`) instead of
 * copying 39 KB through JSON inside the first logged-in page's task (docs/decisions/042).
 */
export function addEnglishAppStrings(strings: Partial<Resources>): void {
  i18n.addResourceBundle('en', 'translation', strings, true, false, { skipCopy: true });
}

let markLanguageReady = () => {};
/** Settles once initI18n has set the stored language: a request sent before it would ask in English. */
export const languageReady = new Promise<void>((resolve) => {
  markLanguageReady = resolve;
});

export async function initI18n(): Promise<void> {
  const lang = storedLang();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: enPublic } },
    interpolation: { escapeValue: false },
  });
  await setLanguage(lang, { notifyNative: false });
  markLanguageReady();
}

/**
 * Switches the UI language: persists it (localStorage `language`), updates
 * `<html lang>`, and tells the native app (`switchLanguage`) unless the change
 * came from the native app itself.
 */
export async function setLanguage(lang: Lang, { notifyNative = true } = {}): Promise<void> {
  try {
    await ensureLoaded(lang);
  } catch {
    // the chunk could not load (offline): stay in the current language
    return;
  }
  await i18n.changeLanguage(lang);
  local.set(LOCAL_KEYS.language, lang);
  document.documentElement.lang = lang;
  if (notifyNative) tellNative((events) => events.languageChanged(lang));
}

export { i18n };
