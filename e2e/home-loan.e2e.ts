// Home while a loan is open (issue 30, point 9), in Chromium at phone size: the
// hero shows the loan (the amount due, its state, the due date and Repay, which
// opens the bill), not the quota with a Withdraw that ends in "Please repay first";
// once overdue it says so.
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
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
  JOBS_POLL_MS: '200',
  TEST_CLOCK: 'true',
});

const rupees = (amount: number) => formatPaise(paise(amount), { symbol: true });
const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();
const dayText = (day: string) => day.split('-').reverse().join('-');

describe('Home with an open loan', () => {
  it('shows the amount due, the due date and Repay, which opens the bill; overdue, it says so', async () => {
    const phone = newPhone();
    const { token, orderId } = await disbursedBorrower(suite.server, phone);
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, phone);
    await page.goto('/#/homeIndex');

    const bill = await billByApi(suite.server, token, orderId);
    // The hero once the bill is in (before it, the loan's card waits in 'loading').
    await page.locator('[data-testid="home-loan"]:not([data-state="loading"])').waitFor();
    expect(await text(page, 'home-loan-due')).toBe(rupees(bill.bill?.totalPaise ?? 0));
    expect(await text(page, 'home-loan-state')).toBe('Pending repayment');
    expect(await text(page, 'home-loan-day')).toBe(`Due on ${dayText(bill.repaymentDay ?? '')}`);
    expect(await byTestId(page, 'withdraw-button').count()).toBe(0);
    expect(await page.getByText('Withdraw', { exact: true }).count()).toBe(0);
    await screenshot(page, 'home-open-loan');

    await byTestId(page, 'home-repay').click();
    await page.waitForURL(new RegExp(`#/bill\\?orderId=${orderId}`));
    await byTestId(page, 'bill-state').waitFor();

    // Past the first due day without paying: Home shows the loan as overdue.
    await advanceDays(suite.server, 17);
    const overdue = await billByApi(suite.server, token, orderId);
    expect(overdue.display.state).toBe('overdue');
    await page.goto('/#/homeIndex');
    await page.reload();
    await page.locator('[data-testid="home-loan"][data-state="overdue"]').waitFor();
    expect(await text(page, 'home-loan-state')).toBe(`Overdue ${overdue.display.days} days`);
    expect(await text(page, 'home-loan-due')).toBe(rupees(overdue.bill?.totalPaise ?? 0));
    await screenshot(page, 'home-overdue-loan');
    await context.close();
  });
});
