// errorText reads the error catalogue in the current language: English on first load, Hindi and
// Chinese once their chunk (index.ts's loaders) has loaded, the same words as the domain's catalogue.
import { errorMessage } from '@app/domain';
import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '@/testing/test-utils';
import { errorText } from '../error-text';
import { setLanguage } from '../index';

beforeAll(async () => {
  await setupI18n();
});

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('errorText', () => {
  it('answers in English before any other language loads, unknown codes as INTERNAL', () => {
    expect(errorText('OTP_FORMAT', { length: 4 })).toBe(errorMessage('OTP_FORMAT', 'en', { length: 4 }));
    expect(errorText('NO_SUCH_CODE')).toBe(errorMessage('INTERNAL', 'en'));
    expect(errorText('toString')).toBe(errorMessage('INTERNAL', 'en'));
  });

  it("stays in English while a language's chunk has not loaded", async () => {
    await i18n.changeLanguage('hi');
    expect(errorText('REAPPLY_LATER', { date: '05-03-2026' })).toBe(
      'Not approved, please reapply after 05-03-2026.',
    );
  });

  it.each(['hi', 'zh'] as const)('answers in %s once that language loads', async (lang) => {
    await setLanguage(lang, { notifyNative: false });
    expect(errorText('OTP_FORMAT', { length: 4 })).toBe(errorMessage('OTP_FORMAT', lang, { length: 4 }));
    expect(errorText('REAPPLY_LATER')).toBe(errorMessage('REAPPLY_LATER', lang));
    expect(errorText('NO_SUCH_CODE')).toBe(errorMessage('INTERNAL', lang));
    expect(errorText('OTP_FORMAT')).not.toBe(errorMessage('OTP_FORMAT', 'en'));
  });

  it('answers in English again after switching back', async () => {
    await setLanguage('en', { notifyNative: false });
    expect(errorText('OTP_INCORRECT')).toBe('Verification code incorrect, please re-enter.');
  });
});
