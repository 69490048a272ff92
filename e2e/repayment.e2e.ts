// The repayment journeys in Chromium at phone size (spec §1 step 6, §2
// repayment routes, §4 states, §5 UTR rule). Each borrower gets money in the
// bank through the API; the server runs with TEST_CLOCK so the journeys can
// move days and watch a bill fall due, go overdue and be extended.
import { applyPpm, formatPaise, paise } from '@app/domain';
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

async function borrowerOnBill(phone: string) {
  const loan = await disbursedBorrower(suite.server, phone);
  const context = await phoneContext(suite.browser, suite.server.baseUrl);
  const page = await context.newPage();
  await logInByOtp(page, suite.server, phone);
  await page.goto(`/#/bill?orderId=${loan.orderId}`);
  await byTestId(page, 'bill-state').waitFor();
  return { ...loan, context, page };
}

describe('repayment journeys', () => {
  it('repays the bill by UPI: QR and intent link, the 12-digit UTR rule, success, history', async () => {
    const phone = newPhone();
    const { page, context, token, orderId } = await borrowerOnBill(phone);
    const bill = await billByApi(suite.server, token, orderId);
    expect(await text(page, 'bill-state')).toBe('Pending repayment');
    expect(await text(page, 'bill-amount-due')).toContain(rupees(bill.bill?.totalPaise ?? 0));
    await screenshot(page, 'repayment-bill');

    // My Loan lists it with its state and what is due.
    await page.goto('/#/loanIndex');
    await byTestId(page, 'loan-order-card').first().waitFor();
    expect(await text(page, 'loan-order-state')).toBe('Pending repayment');
    await byTestId(page, 'loan-order-card').first().click();
    await page.waitForURL(new RegExp(`#/bill\\?orderId=${orderId}`));

    await byTestId(page, 'bill-repay').click();
    await page.waitForURL(/#\/Repayment\?/);
    await byTestId(page, 'repay-kind-bill').click();
    await byTestId(page, 'repay-method-upi').click();
    await screenshot(page, 'repayment-choice');
    await byTestId(page, 'repay-confirm').click();
    await page.waitForURL(/#\/RepaymentCode\?id=/);

    await byTestId(page, 'upi-qr').locator('svg').waitFor();
    // The UPI page opens at its top: the QR code in sight.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const link = await byTestId(page, 'upi-pay-app').getAttribute('href');
    const due = bill.bill?.totalPaise ?? 0;
    const am = (due / 100).toFixed(2).replace('.', '\\.');
    expect(link).toMatch(new RegExp(`^upi://pay\\?pa=[^&]+&pn=[^&]+&am=${am}&cu=INR&tr=RS[A-Z0-9]{12}&tn=`));
    expect(await text(page, 'upi-amount')).toContain(rupees(due));
    await screenshot(page, 'repayment-upi');

    // Eleven digits: the spec's message, nothing sent.
    await byTestId(page, 'utr-input').fill('51234567890');
    await byTestId(page, 'utr-submit').click();
    expect(await text(page, 'field-error-utr')).toBe('A repayment needs a 12-digit UTR or it fails.');
    await byTestId(page, 'utr-input').fill('512345678901');
    await byTestId(page, 'utr-submit').click();
    await page.waitForURL(/#\/(paymentProcess|repaidPage)\?id=/);
    await page.waitForURL(/#\/repaidPage\?id=/, { timeout: 15_000 });
    await byTestId(page, 'repaid-success').waitFor();
    expect(await text(page, 'repaid-amount')).toContain(rupees(due));
    await screenshot(page, 'repayment-success');

    const after = await billByApi(suite.server, token, orderId);
    expect(after.instalments[0]?.state).toBe('paid');
    expect(after.ledgerOutstandingPaise).toBe(after.payoff?.totalPaise);

    await page.goto('/#/paymentHistory');
    await byTestId(page, 'history-list').waitFor();
    expect(await text(page, 'record-state')).toMatch(/Success/i);
    expect(await text(page, 'record-amount')).toContain(rupees(due));
    await screenshot(page, 'repayment-history');
    await context.close();
  });

  it('a bill reads due in N days, due today and overdue N days as the clock moves; the borrower extends', async () => {
    const phone = newPhone();
    const { page, context, token, orderId } = await borrowerOnBill(phone);
    const state = async () => {
      await page.reload();
      await byTestId(page, 'bill-state').waitFor();
      return text(page, 'bill-state');
    };

    await advanceDays(suite.server, 10);
    expect(await state()).toBe('Expires in 5 days');
    await advanceDays(suite.server, 5);
    expect(await state()).toBe('Due today');
    await advanceDays(suite.server, 2);
    expect(await state()).toBe('Overdue 2 days');
    const overdue = await billByApi(suite.server, token, orderId);
    expect(overdue.overdueDays).toBe(2);
    expect(overdue.penaltyFeePaise).toBe(100_00);
    expect(await text(page, 'bill-amount-due')).toContain(rupees(overdue.bill?.totalPaise ?? 0));
    await screenshot(page, 'repayment-overdue');

    // Extend through the payment-gateway simulator.
    await byTestId(page, 'bill-extend').click();
    await page.waitForURL(/#\/Repayment\?.*kind=extension/);
    await byTestId(page, 'extension-split').waitFor();
    expect(await text(page, 'extension-split')).toContain(rupees(overdue.extension?.totalPaise ?? 0));
    await byTestId(page, 'repay-method-gateway').click();
    await screenshot(page, 'repayment-extension');
    await byTestId(page, 'repay-confirm').click();
    await page.waitForURL(/#\/paymentProcess\?id=/);
    await byTestId(page, 'gateway-simulator').waitFor({ timeout: 10_000 });
    await byTestId(page, 'simulator-pay').click();
    await page.waitForURL(/#\/repaidPage\?id=/, { timeout: 15_000 });
    await byTestId(page, 'repaid-new-due').waitFor();

    const extended = await billByApi(suite.server, token, orderId);
    expect(extended.repaymentDay).toBe(overdue.extension?.newDueDay);
    expect(extended.payablePrincipalPaise).toBe(10_000_00);
    expect(extended.display).toEqual({ state: 'pending_repayment', days: 15 });
    await page.goto(`/#/bill?orderId=${orderId}`);
    expect(await state()).toBe('Pending repayment');
    await context.close();
  });

  it('pays in full through the gateway simulator, is settled, accepts the higher limit, sees the coupons, and asks to delete the account', async () => {
    const phone = newPhone();
    const { page, context, token, orderId } = await borrowerOnBill(phone);
    await byTestId(page, 'bill-repay').click();
    await page.waitForURL(/#\/Repayment\?/);
    await byTestId(page, 'repay-kind-full').click();
    await byTestId(page, 'repay-method-gateway').click();
    await byTestId(page, 'repay-confirm').click();
    await page.waitForURL(/#\/paymentProcess\?id=/);
    await byTestId(page, 'simulator-pay').click();
    await page.waitForURL(/#\/repaidPage\?id=/, { timeout: 15_000 });
    await byTestId(page, 'repaid-settled').waitFor();
    expect((await billByApi(suite.server, token, orderId)).display.state).toBe('settled');

    await page.goto('/#/loanIndex');
    await byTestId(page, 'limit-offer').waitFor();
    await screenshot(page, 'repayment-offer');
    await byTestId(page, 'limit-offer-accept').click();
    await byTestId(page, 'limit-offer').waitFor({ state: 'detached' });
    await byTestId(page, 'loan-all-settled').waitFor();

    // Profile > Coupons: the welcome withdrawal coupon, still unused; nothing spent yet.
    await page.goto('/#/my');
    await byTestId(page, 'profile-coupons').click();
    await page.waitForURL(/#\/coupon$/);
    await byTestId(page, 'coupon-empty').waitFor();
    await byTestId(page, 'coupon-tab-withdrawal').click();
    const welcome = page.locator('[data-kind="withdrawal"][data-state="unused"]');
    await welcome.waitFor();
    expect(await welcome.getByTestId('coupon-amount').textContent()).toBe(rupees(50_00));
    await screenshot(page, 'coupons');
    await byTestId(page, 'coupon-invalid-link').click();
    await page.waitForURL(/#\/couponInvalid/);
    expect(await text(page, 'coupon-empty')).toBe('No used or expired coupons yet.');

    // With nothing owed, Settings takes a request to delete the account (spec §6: customer service does it).
    await page.goto('/#/setup');
    await byTestId(page, 'setup-delete-account').click();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Request received.').waitFor();
    await expect
      .poll(() => text(page, 'setup-delete-account'), { timeout: 5_000 })
      .toMatch(/Requested on \d{2}-\d{2}-\d{4}/);
    await context.close();
  });

  it('a part payment lowers the interest after it: the bill shows the lower figure at once (decision 069)', async () => {
    const phone = newPhone();
    const { page, context, token, orderId } = await borrowerOnBill(phone);
    await advanceDays(suite.server, 10);
    const before = await billByApi(suite.server, token, orderId);
    const accrued = before.payoff?.interestPaise ?? 0;
    expect(accrued).toBeGreaterThan(0);

    await page.reload();
    await byTestId(page, 'bill-repay').click();
    await page.waitForURL(/#\/Repayment\?/);
    await byTestId(page, 'repay-kind-partial').click();
    await byTestId(page, 'repay-part-amount').fill('5000');
    await byTestId(page, 'repay-method-gateway').click();
    await byTestId(page, 'repay-confirm').click();
    await page.waitForURL(/#\/paymentProcess\?id=/);
    await byTestId(page, 'simulator-pay').click();
    await page.waitForURL(/#\/repaidPage\?id=/, { timeout: 15_000 });

    // Interest to date, then Rs 5,000 less it of principal; the 5 days left run on what is still owed.
    const owed = 10_000_00 - (5_000_00 - accrued);
    const first = accrued + applyPpm(paise(owed), before.dailyRatePpm, 5);
    const after = await billByApi(suite.server, token, orderId);
    expect(after.instalments[0]?.interestPaise).toBe(first);
    expect(first).toBeLessThan(before.instalments[0]?.interestPaise ?? 0);
    expect(after.bill).toMatchObject({ principalPaise: 0, interestPaise: first - accrued });
    expect(after.interestPaise).toBeLessThan(before.interestPaise);
    expect(after.payablePrincipalPaise).toBe(owed);

    await page.goto(`/#/bill?orderId=${orderId}`);
    await byTestId(page, 'bill-state').waitFor();
    expect(await text(page, 'bill-amount-due')).toContain(rupees(after.bill?.totalPaise ?? 0));
    expect(await text(page, 'bill-fig-interest')).toContain(rupees(after.interestPaise));
    await screenshot(page, 'repayment-after-part-payment');
    await context.close();
  });
});
