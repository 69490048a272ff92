// The withdrawal journey in Chromium at phone size: an approved borrower opens
// Withdraw on Home, picks an amount and a term, sees the server's quote,
// confirms, lands on the order, finds it on Home, and cannot withdraw again
// while it is open (spec §4, §8).
import { formatBasisPoints, formatPaise, paise } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';
import { approvedBorrower, couponsByApi, quoteByApi } from './support/withdraw';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  JOBS_POLL_MS: '200',
});

const rupees = (amount: number) => formatPaise(paise(amount), { symbol: true });
const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();

/** The choice the live summary shows, once the debounced quote for it has arrived. */
async function pricedChoice(page: Page) {
  const summary = byTestId(page, 'quote-summary');
  await expect.poll(() => summary.getAttribute('data-amount'), { timeout: 10_000 }).toMatch(/^\d+$/);
  return {
    amountPaise: Number(await summary.getAttribute('data-amount')),
    termMonths: Number(await summary.getAttribute('data-term')),
  };
}

describe('withdrawal journey', () => {
  it('an approved borrower withdraws, sees the order, and must repay before withdrawing again', async () => {
    const phone = newPhone();
    const session = await approvedBorrower(suite.server, phone);
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, phone);

    // Home: the quota, and Withdraw open.
    await byTestId(page, 'approved-quota').waitFor();
    expect(await byTestId(page, 'approved-quota').textContent()).not.toContain('next update');
    await byTestId(page, 'withdraw-button').click();
    await page.waitForURL(/#\/withdrawPage/);

    // The choice: a quick pick, one step less, the first term.
    await byTestId(page, 'amount-value').waitFor();
    const chips = page.locator('[data-testid^="amount-chip-"]');
    expect(await chips.count()).toBeGreaterThan(0);
    await chips.first().click();
    const picked = Number((await chips.first().getAttribute('data-testid'))?.replace('amount-chip-', ''));
    await byTestId(page, 'amount-less').click();
    await byTestId(page, 'term-3').click();
    const stepped = picked - 100_00;
    expect(await text(page, 'amount-value')).toBe(rupees(stepped));
    await expect.poll(async () => (await pricedChoice(page)).amountPaise, { timeout: 10_000 }).toBe(stepped);
    const choice = await pricedChoice(page);
    expect(choice).toEqual({ amountPaise: stepped, termMonths: 3 });
    expect(await text(page, 'term-3')).toBe('3 months · 6 instalments every 15 days');

    // The live summary shows the server's own figures for that choice.
    const plain = await quoteByApi(suite.server, session.token, choice);
    expect(await text(page, 'summary-received')).toBe(rupees(plain.receivedPaise));
    expect(await text(page, 'summary-repayable')).toBe(rupees(plain.totalRepayablePaise));
    expect(await text(page, 'summary-apr')).toBe(`${formatBasisPoints(plain.aprBps)}% a year`);
    expect(await page.locator('[data-testid^="instalment-"]').count()).toBe(plain.schedule.length);
    await screenshot(page, 'withdraw-choice');

    // The confirmation: every figure, with the welcome coupon chosen for the borrower.
    await byTestId(page, 'withdraw-next').click();
    await page.waitForURL(/#\/withdrawModel\?amount=\d+&term=3/);
    await byTestId(page, 'fig-coupon').waitFor();
    const [welcome] = await couponsByApi(suite.server, session.token);
    const quote = await quoteByApi(suite.server, session.token, { ...choice, couponId: welcome?.id });
    expect(quote.couponPaise).toBe(50_00);
    expect(await text(page, 'fig-coupon')).toBe(`−${rupees(quote.couponPaise)}`);
    expect(await text(page, 'fig-amount')).toBe(rupees(quote.amountPaise));
    expect(await text(page, 'fig-service-fee')).toBe(rupees(quote.serviceFeePaise));
    expect(await text(page, 'fig-credit-report-fee')).toBe(rupees(quote.creditReportFeePaise));
    expect(await text(page, 'fig-ticket-fee')).toBe(rupees(quote.ticketFeePaise));
    expect(await text(page, 'fig-gst')).toBe(rupees(quote.gstPaise));
    expect(await text(page, 'fig-total-deduction')).toBe(rupees(quote.totalDeductionPaise));
    expect(await text(page, 'fig-received')).toBe(rupees(quote.receivedPaise));
    expect(await text(page, 'fig-interest')).toBe(rupees(quote.interestPaise));
    expect(await text(page, 'fig-total-repayable')).toBe(rupees(quote.totalRepayablePaise));
    expect(await text(page, 'fig-apr')).toBe(`${formatBasisPoints(quote.aprBps)}% a year`);
    // A new page opens at its top, not where the last one was scrolled to.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'withdraw-confirm');

    // Confirm: one order, and its page.
    const created = page.waitForResponse((res) => res.url().endsWith('/api/v1/orders'));
    await byTestId(page, 'withdraw-confirm').click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    const order = (await response.json()) as { id: string; orderNo: string };
    await page.waitForURL(new RegExp(`#/withdrawDetail\\?id=${order.id}`));
    await byTestId(page, 'order-head').waitFor();
    expect(await text(page, 'order-no')).toBe(order.orderNo);
    expect(await text(page, 'order-state')).toBe('Created, awaiting signature');
    expect(await text(page, 'order-amount')).toBe(rupees(stepped));
    expect(await text(page, 'order-next-action')).toBe('Read and sign');
    expect(await text(page, 'fig-received')).toBe(rupees(quote.receivedPaise));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'withdraw-detail');

    // Home shows the open order in place of the quota and Withdraw; its next step opens it.
    await byTestId(page, 'order-home').click();
    await page.waitForURL(/#\/homeIndex/);
    await byTestId(page, 'home-order').waitFor();
    expect(await byTestId(page, 'withdraw-button').count()).toBe(0);
    expect(await text(page, 'home-order-amount')).toBe(rupees(stepped));
    expect(await text(page, 'home-order-state')).toBe('Created, awaiting signature');
    await screenshot(page, 'home-open-order');
    // a created order's next step: its documents
    await byTestId(page, 'home-order-next').click();
    await page.waitForURL(new RegExp(`#/protocol\\?id=${order.id}`));
    await page.goBack();
    await page.waitForURL(/#\/homeIndex/);

    // Withdrawing again (a bookmark, or history): repay first (spec §8).
    await page.goto('/#/withdrawPage');
    await byTestId(page, 'outstanding-message').waitFor();
    expect(await text(page, 'outstanding-message')).toBe('Please repay first; outstanding orders exist.');
    await screenshot(page, 'withdraw-outstanding');
    await byTestId(page, 'view-open-order').click();
    await page.waitForURL(new RegExp(`#/withdrawDetail\\?id=${order.id}`));

    // A confirmation opened from history answers the same: the server refuses a second order.
    await page.goto(`/#/withdrawModel?amount=${stepped}&term=3`);
    await byTestId(page, 'withdraw-confirm').click();
    await byTestId(page, 'outstanding-message').waitFor();
    expect(await text(page, 'outstanding-message')).toBe('Please repay first; outstanding orders exist.');
    await byTestId(page, 'view-open-order').click();
    await page.waitForURL(new RegExp(`#/withdrawDetail\\?id=${order.id}`));
    await context.close();
  });
});
