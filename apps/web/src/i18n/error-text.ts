import { errorMessage, isErrorCode } from '@app/domain';
import { currentLang } from './index';

/** A domain catalogue message in the current language; unknown codes read as INTERNAL. */
export function errorText(code: string, params?: Record<string, string | number>): string {
  return errorMessage(isErrorCode(code) ? code : 'INTERNAL', currentLang(), params);
}
