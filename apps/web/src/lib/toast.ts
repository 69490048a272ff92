import { TOAST_MS } from '@/config/app-config';

/**
 * The one toast helper (spec §8: 2000 ms by default). antd-mobile's Toast and
 * its animation library load on first use instead of with the entry.
 */
export function showToast(content: string, duration: number = TOAST_MS): void {
  void import('./antd-imperative').then(({ Toast }) => {
    Toast.show({ content, duration, maskClickable: true });
  });
}

/**
 * A toast with the domain catalogue message for `code` in the current language
 * (unknown codes read as INTERNAL). The catalogue loads on demand too.
 */
export function showErrorToast(code: string, params?: Record<string, string | number>): void {
  void import('@/i18n/error-text').then(({ errorText }) => showToast(errorText(code, params)));
}
