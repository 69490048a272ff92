// The finance calculators (spec §1) and the /test diagnostics page (spec §2)
// in Chromium at phone size: figures checked against domain's arithmetic and
// the banks' published values, the spec §5 rule for missing input, and what
// an integrator reads on /test in a plain browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite(MANY_PHONES_ONE_CLIENT);

const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();
const NEEDS = 'The calculator needs loan amount, annual interest rate and term.';

async function open(page: Page, card: string, ready: string) {
  await page.goto('/#/calculators');
  await byTestId(page, `calculator-${card}`).click();
  await byTestId(page, ready).waitFor();
}

describe('finance calculators and diagnostics', () => {
  it('EMI, FD, RD and a loan comparison from Home, then /test', async () => {
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, newPhone());

    // Home leads to the four calculators.
    await byTestId(page, 'home-calculators').click();
    await page.waitForURL(/#\/calculators$/);
    await byTestId(page, 'calculator-compare').waitFor();
    await screenshot(page, 'calculators-hub');

    // EMI: Rs 1,00,000 at 10.5% for 12 months is Rs 8,814.86 (Rs 8,815 to the rupee).
    await byTestId(page, 'calculator-emi').click();
    await page.waitForURL(/#\/emiCalculator$/);
    await byTestId(page, 'emi-amount').fill('100000');
    await byTestId(page, 'emi-rate').fill('10.5');
    await byTestId(page, 'emi-tenure').fill('12');
    expect(await text(page, 'emi-result')).toBe('₹8,814.86');
    expect(await text(page, 'emi-total-interest')).toBe('₹5,778.33');
    expect(await text(page, 'emi-total-payment')).toBe('₹1,05,778.33');
    expect(await byTestId(page, 'emi-chart').locator('svg circle').count()).toBe(2);
    expect(await byTestId(page, 'balance-chart').locator('svg polyline').count()).toBe(1);
    expect(await text(page, 'amort-balance-12')).toBe('₹0');
    await screenshot(page, 'calculators-emi');
    await byTestId(page, 'emi-amount').fill('');
    expect(await text(page, 'calc-problem')).toBe(NEEDS);
    expect(await byTestId(page, 'emi-result').count()).toBe(0);

    // FD: Rs 1,00,000 at 7% for 5 years, quarterly, is Rs 1,41,477.82 (the published Rs 1,41,478).
    await open(page, 'fd', 'fd-amount');
    await byTestId(page, 'fd-amount').fill('100000');
    await byTestId(page, 'fd-rate').fill('7');
    await byTestId(page, 'fd-years').fill('5');
    expect(await text(page, 'fd-maturity')).toBe('₹1,41,477.82');
    expect(await text(page, 'fd-interest')).toBe('₹41,477.82');
    await screenshot(page, 'calculators-fd');

    // RD: Rs 1,000 a month at 8% for 12 months is Rs 12,529.33 (Rs 1,253 per Rs 100 in banks' tables).
    await open(page, 'rd', 'rd-amount');
    await byTestId(page, 'rd-amount').fill('1000');
    await byTestId(page, 'rd-rate').fill('8');
    await byTestId(page, 'rd-months').fill('12');
    expect(await text(page, 'rd-maturity')).toBe('₹12,529.33');
    expect(await text(page, 'rd-deposited')).toBe('₹12,000');

    // Compare: 11% with a 2% fee against 12% with a Rs 500 fee; the second costs less.
    await open(page, 'compare', 'offer-1');
    await byTestId(page, 'offer-0-rate').fill('11');
    await byTestId(page, 'offer-0-fee').fill('2');
    await byTestId(page, 'offer-0-fee-unit-percent').click();
    await byTestId(page, 'offer-1-rate').fill('12');
    await byTestId(page, 'offer-1-fee').fill('500');
    await byTestId(page, 'offer-1-fee-unit-rupees').click();
    expect(await text(page, 'compare-fees-0')).toBe('₹2,000');
    expect(await text(page, 'compare-fees-1')).toBe('₹500');
    expect(await byTestId(page, 'compare-offer-1').getAttribute('data-cheapest')).toBe('true');
    expect(await byTestId(page, 'compare-offer-0').getAttribute('data-cheapest')).toBeNull();
    expect(await text(page, 'compare-cheapest')).toBe('Cheapest');
    await byTestId(page, 'comparison').scrollIntoViewIfNeeded();
    await screenshot(page, 'calculators-compare');

    // /test in a plain browser: version, no bridge, the API answering with its latency.
    await page.goto('/#/test');
    await expect
      .poll(() => text(page, 'diag-api-health'), { timeout: 5_000 })
      .toMatch(/^Reachable in \d+ ms$/);
    expect(await text(page, 'diag-app-version')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await text(page, 'diag-bridge')).toBe('Not present');
    expect(await text(page, 'diag-device-type')).toBe('1 · Android');
    expect(await text(page, 'diag-logged-in')).toBe('Yes');
    expect(await text(page, 'diag-token')).toMatch(/^.{4}….{4}$/);
    expect(await text(page, 'diag-server-version')).toMatch(/^\d+\.\d+\.\d+/);
    await screenshot(page, 'diagnostics');
    await byTestId(page, 'diag-copy').click();
    await page.getByText('Report copied').waitFor();
    const report = await page.evaluate(() => navigator.clipboard.readText());
    expect(report).toContain('bridge: absent');
    expect(report).toMatch(/^api: ok, \d+ ms$/m);
    await context.close();
  });
});
