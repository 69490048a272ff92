import { fillTemplate } from '../i18n/fill-template';
import type { Lang } from '../i18n/lang';
import { ERROR_CODES, type ErrorCode, type ErrorMessages } from './error-code';
import { ERROR_MESSAGES_EN } from './messages-en';
import { ERROR_MESSAGES_HI } from './messages-hi';
import { ERROR_MESSAGES_ZH } from './messages-zh';

export { ERROR_CODES, type ErrorCode, type ErrorMessages, isErrorCode } from './error-code';
export { ERROR_MESSAGES_EN } from './messages-en';
export { ERROR_MESSAGES_HI } from './messages-hi';
export { ERROR_MESSAGES_ZH } from './messages-zh';

type Catalogue = { readonly [C in ErrorCode]: Readonly<Record<Lang, string>> };

const MESSAGES: Readonly<Record<Lang, ErrorMessages>> = {
  en: ERROR_MESSAGES_EN,
  hi: ERROR_MESSAGES_HI,
  zh: ERROR_MESSAGES_ZH,
};

/**
 * Every error a user can meet, with its stable code and its message in each language,
 * put together from messages-en.ts (which defines the codes), messages-hi.ts and
 * messages-zh.ts: one module per language, so that the web loads a language's messages
 * with that language. The API maps codes to HTTP statuses (apps/api/src/http/error-status.ts);
 * the web app shows `message` as it arrives, or looks a code up (apps/web/src/i18n/error-text.ts)
 * when the server could not be reached.
 */
export const ERROR_CATALOGUE = Object.fromEntries(
  ERROR_CODES.map((code) => [code, { en: MESSAGES.en[code], hi: MESSAGES.hi[code], zh: MESSAGES.zh[code] }]),
) as Catalogue;

/** The message for `code` in `lang`, with `{{name}}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return fillTemplate(MESSAGES[lang][code], params);
}
