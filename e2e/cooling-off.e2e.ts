// The cooling-off exit in Chromium at phone size (issue 30, point 4): on the
// payout day the exit the bill offers is never dearer than paying in full
// beside it, the one-time fees kept are stated with why, and the exit ends
// the loan.
import { formatPaise, paise } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { billByApi, disbursedBorrower } from './support/repayment';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
  COLLECTION_CHECK_SECONDS: '1',
  JOBS_POLL_MS: '200',
});

const rupees = (amount: number) => formatPaise(paise(amount), { symbol: true });
const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();
/** An amount as the screen shows it (₹10,000.00), in paise. */
const paiseOf = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);

describe('the cooling-off exit', () => {
  it('on the payout day offers the exit at no more than paying in full, states the fees kept, and ends the loan', async () => {
    const phone = newPhone();
    const { token, orderId } = await disbursedBorrower(suite.server, phone);
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, phone);
    await page.goto(`/#/bill?orderId=${orderId}`);
    await byTestId(page, 'bill-cooling-off').waitFor();

    const bill = await billByApi(suite.server, token, orderId);
    const exit = bill.coolingOff?.exitAmountPaise ?? Number.NaN;
    expect(exit).toBeLessThanOrEqual(bill.payoff?.totalPaise ?? 0);
    expect(await text(page, 'bill-cooling-off')).toContain(rupees(exit));
    const kept = await text(page, 'bill-cooling-off-kept');
    expect(kept).toContain(rupees(bill.totalDeductionPaise));
    expect(kept).toContain('Digital Lending Directions');
    await screenshot(page, 'bill-cooling-off');

    // "End the loan now": the exit and paying in full side by side, the exit never the dearer.
    await byTestId(page, 'bill-cooling-off-exit').click();
    await page.waitForURL(/#\/Repayment\?.*kind=cooling_off/);
    const offered = paiseOf(await text(page, 'repay-kind-amount-cooling_off'));
    const full = paiseOf(await text(page, 'repay-kind-amount-full'));
    expect(offered).toBe(exit);
    expect(offered).toBeLessThanOrEqual(full);
    await byTestId(page, 'repay-method-gateway').click();
    await byTestId(page, 'repay-confirm').click();
    await page.waitForURL(/#\/paymentProcess\?id=/);
    await byTestId(page, 'simulator-pay').click();
    await page.waitForURL(/#\/repaidPage\?id=/, { timeout: 15_000 });
    expect((await billByApi(suite.server, token, orderId)).display.state).toBe('canceled_cooling_off');
    await context.close();
  });
});
