// The extension's whole cost before paying (issue 30, point 3; decision 068),
// in Chromium at phone size: the bill and the extension screen show what is
// paid now, the interest for the added days and the total cost, the books then
// charge exactly that, and after two extensions in a row none is offered.
import { formatPaise, paise } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { advanceDays, billByApi, disbursedBorrower } from './support/repayment';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
  COLLECTION_CHECK_SECONDS: '1',
  JOBS_POLL_MS: '200',
  TEST_CLOCK: 'true',
});

const rupees = (amount: number) => formatPaise(paise(amount), { symbol: true });
const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();

/** From the bill: Extend, the gateway simulator pays, the result shows the new due date. */
async function extend(page: Page, orderId: string) {
  await page.goto(`/#/bill?orderId=${orderId}`);
  await byTestId(page, 'bill-extend').click();
  await page.waitForURL(/#\/Repayment\?.*kind=extension/);
  await byTestId(page, 'extension-split').waitFor();
  await byTestId(page, 'repay-method-gateway').click();
  await byTestId(page, 'repay-confirm').click();
  await page.waitForURL(/#\/paymentProcess\?id=/);
  await byTestId(page, 'gateway-simulator').waitFor({ timeout: 10_000 });
  await byTestId(page, 'simulator-pay').click();
  await page.waitForURL(/#\/repaidPage\?id=/, { timeout: 15_000 });
  await byTestId(page, 'repaid-new-due').waitFor();
}

describe('extension journeys', () => {
  it('shows the whole cost of an extension before paying, charges exactly that, and stops at the cap', async () => {
    const phone = newPhone();
    const { token, orderId } = await disbursedBorrower(suite.server, phone);
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, phone);
    await advanceDays(suite.server, 10);
    const before = await billByApi(suite.server, token, orderId);
    const quote = before.extension;
    if (!quote) throw new Error('an open loan is quoted an extension');
    // Rs 10,000 at the test rate: the 15 added days cost interest on top of the fee and GST.
    expect(quote.addedInterestPaise).toBeGreaterThan(0);
    expect(quote.costPaise).toBe(quote.feePaise + quote.gstPaise + quote.addedInterestPaise);

    await page.goto(`/#/bill?orderId=${orderId}`);
    await byTestId(page, 'bill-extend-hint').waitFor();
    const hint = await text(page, 'bill-extend-hint');
    expect(hint).toContain(rupees(quote.totalPaise));
    expect(hint).toContain(rupees(quote.costPaise));
    expect(await text(page, 'ext-cap')).toContain('Extensions left: 2.');

    await byTestId(page, 'bill-extend').click();
    await page.waitForURL(/#\/Repayment\?.*kind=extension/);
    await byTestId(page, 'extension-split').waitFor();
    // Before paying: paid now, the interest for the added days, what falls due then, and the total cost.
    expect(await text(page, 'ext-total')).toBe(rupees(quote.totalPaise));
    expect(await text(page, 'ext-added-interest')).toBe(rupees(quote.addedInterestPaise));
    expect(await text(page, 'ext-due-at-new')).toBe(rupees(quote.dueAtNewDueDayPaise));
    expect(await text(page, 'ext-cost')).toBe(rupees(quote.costPaise));
    expect(await text(page, 'ext-new-due')).toBe(quote.newDueDay.split('-').reverse().join('-'));
    expect(await text(page, 'ext-cap')).toContain('at most 2 times in a row');
    // The whole card fits the phone's width: nothing cut off or scrolling sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await byTestId(page, 'extension-split').scrollIntoViewIfNeeded();
    await screenshot(page, 'extension-cost');

    await extend(page, orderId);
    const after = await billByApi(suite.server, token, orderId);
    // The books charge what the screen said, to the paisa.
    expect(after.interestPaise - before.interestPaise).toBe(quote.addedInterestPaise);
    expect(after.repaymentDay).toBe(quote.newDueDay);
    const firstOpen = after.instalments.find((i) => i.paidDay === null);
    expect(firstOpen?.owedPaise).toBe(quote.dueAtNewDueDayPaise);
    expect(after.extension?.allowance).toEqual({ max: 2, used: 1, left: 1 });

    // The second extension in a row is the last: the bill then offers none and says why.
    await extend(page, orderId);
    await page.goto(`/#/bill?orderId=${orderId}`);
    // the bill read before the extension may show first: wait for the one read after it
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="ext-cap"]')?.textContent?.includes('No extension left'),
    );
    expect(await byTestId(page, 'bill-extend').count()).toBe(0);
    expect(await text(page, 'ext-cap')).toContain('No extension left');
    await screenshot(page, 'extension-none-left');
    await context.close();
  });
});
