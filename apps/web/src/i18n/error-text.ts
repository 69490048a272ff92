import { ERROR_MESSAGES_EN, fillTemplate, isErrorCode } from '@app/domain';
import { currentLang, loadedErrorMessages } from './index';

/**
 * A domain catalogue message in the current language; unknown codes read as INTERNAL.
 * Hindi and Chinese messages arrive with their language's chunk (index.ts), English until then.
 */
export function errorText(code: string, params: Record<string, string | number> = {}): string {
  const lang = currentLang();
  const messages = (lang !== 'en' && loadedErrorMessages(lang)) || ERROR_MESSAGES_EN;
  return fillTemplate(messages[isErrorCode(code) ? code : 'INTERNAL'], params);
}
