// /start states each product's APR range and a worked example (issue 30,
// point 8), in Chromium at phone size: the figures are the API's, from the
// product configuration in force, the same as Home's product cards.
import type { ProductsResponse } from '@app/contract';
import { formatPaise, paise, ppmToPercent } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { phoneContext, screenshot } from './support/browser';
import { byTestId } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite(MANY_PHONES_ONE_CLIENT);

const rupees = (amount: number) => formatPaise(paise(amount), { symbol: true });
const percent = (bps: number) => (bps / 100).toFixed(2);

describe('/start', () => {
  it('states the APR range and a worked example of each product, as the API prices them', async () => {
    const res = await fetch(`${suite.server.baseUrl}/api/v1/products`);
    const { products } = (await res.json()) as ProductsResponse;
    expect(products.length).toBeGreaterThan(0);
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await page.goto('/#/start');
    for (const product of products) {
      const card = byTestId(page, `offer-${product.kind}`);
      await card.waitFor();
      const { example } = product;
      expect(await card.locator('.product-terms strong').textContent()).toBe(
        `APR ${percent(product.aprMinBps)}% to ${percent(product.aprMaxBps)}% a year`,
      );
      const sentence = (await card.locator('.product-terms span').textContent()) ?? '';
      expect(sentence).toBe(
        `For example, borrow ${rupees(example.amountPaise)} for ${example.termMonths} months ` +
          `(${example.instalments} instalments) at ${ppmToPercent(example.dailyRatePpm)}% a day: ` +
          `fees and GST ${rupees(example.chargesPaise)}, you receive ${rupees(example.receivedPaise)}; ` +
          `interest ${rupees(example.interestPaise)}; you repay ${rupees(example.totalRepayablePaise)}. ` +
          `APR ${percent(example.aprBps)}%.`,
      );
    }
    const most = Math.max(...products.map((p) => p.maxAmountPaise));
    expect(await page.locator('.hero__amount').textContent()).toBe(rupees(most));
    await byTestId(page, `offer-${products[0]?.kind}`).scrollIntoViewIfNeeded();
    await screenshot(page, 'start-offer');

    // In Hindi the same figures, in Hindi words.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    const first = byTestId(page, `offer-${products[0]?.kind}`);
    await first.locator('.product-terms span').waitFor();
    const hindi = (await first.locator('.product-terms span').textContent()) ?? '';
    expect(hindi).toContain('उदाहरण');
    expect(hindi).toContain(rupees(products[0]?.example.totalRepayablePaise ?? 0));
    await context.close();
  });
});
