import { describe, expect, it } from 'vitest';
import { LANGS } from '../../i18n/lang';
import { ERROR_CATALOGUE, ERROR_CODES, errorMessage, isErrorCode } from '../catalogue';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('ERROR_CATALOGUE', () => {
  it.each(ERROR_CODES)('%s has a message in every language with the same placeholders', (code) => {
    const entry = ERROR_CATALOGUE[code];
    const expected = placeholders(entry.en);
    for (const lang of LANGS) {
      const text: string = entry[lang];
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(expected);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(errorMessage('REAPPLY_LATER', 'en', { date: '05-03-2026' })).toBe(
      'Not approved, please reapply after 05-03-2026.',
    );
    expect(errorMessage('OTP_FORMAT', 'hi', { length: 4 })).toBe('4 अंकों का सत्यापन कोड दर्ज करें।');
    expect(errorMessage('REAPPLY_LATER', 'zh')).toContain('{{date}}');
  });

  it('recognises its own codes only', () => {
    expect(isErrorCode('OTP_INCORRECT')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
