// The error catalogue's messages the app writes itself (errorText), in the language chosen at
// /changeLang: English on first load, Hindi and Chinese from their language's chunk, as the
// domain's catalogue words them. The EMI calculator's empty amount shows one.
import { errorMessage, type Lang } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite(MANY_PHONES_ONE_CLIENT);

async function calculatorProblem(page: Page): Promise<string> {
  await page.goto('/#/emiCalculator');
  await byTestId(page, 'emi-amount').fill('');
  return ((await byTestId(page, 'calc-problem').textContent()) ?? '').trim();
}

async function switchTo(page: Page, lang: Lang): Promise<void> {
  await page.goto('/#/changeLang');
  await byTestId(page, `lang-${lang}`).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

describe('error messages in the chosen language', () => {
  it('writes the EMI calculator problem in English, then Hindi, then Chinese', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, newPhone());

    expect(await calculatorProblem(page)).toBe(errorMessage('CALCULATOR_INPUT_REQUIRED', 'en'));
    for (const lang of ['hi', 'zh'] as const) {
      await switchTo(page, lang);
      expect(await calculatorProblem(page)).toBe(errorMessage('CALCULATOR_INPUT_REQUIRED', lang));
    }
    await context.close();
  });
});
