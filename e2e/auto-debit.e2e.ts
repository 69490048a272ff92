// Auto-debit in Chromium at phone size (issue 32, Tests): a disbursed
// borrower sets up UPI AutoPay on the mandate simulator's page, gets the
// pre-debit notice (message and SMS) the day before the due day, and the
// debit on the due day settles the bill; a second borrower pauses auto-debit
// and pays by hand, and nothing is debited. The server runs with TEST_CLOCK:
// the journeys move it to 09:30 India time the day before (the notice job
// sends from 09:00) and to 10:30 on the due day (the debit job asks from 10:00,
// at least 24 hours after the notice).
import { join } from 'node:path';
import { formatPaise, paise } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, SCREENSHOTS, screenshot } from './support/browser';
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
const IST_OFFSET_MINUTES = 330;

/** Moves the server's clock forward to `day` at `hhmm` India time (never back). */
async function clockTo(day: string, hhmm: string): Promise<Date> {
  const now = await advanceDays(suite.server, 0);
  const target = new Date(`${day}T${hhmm}:00.000Z`).getTime() - IST_OFFSET_MINUTES * 60_000;
  const minutes = Math.ceil((target - now.getTime()) / 60_000);
  if (minutes < 0) throw new Error(`the clock is already past ${day} ${hhmm} IST (${now.toISOString()})`);
  const res = await fetch(`${suite.server.baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days: Math.floor(minutes / 1440), minutes: minutes % 1440 }),
  });
  if (!res.ok) throw new Error(`clock: ${res.status} ${await res.text()}`);
  return new Date(((await res.json()) as { now: string }).now);
}

/** The day before a business day ('2026-12-27' -> '2026-12-26'). */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** SMS lines the dev outbox printed for `phone` since `mark`. */
const smsTo = (phone: string, mark = 0) =>
  suite.server.output.slice(mark).filter((line) => line.startsWith(`[sms-outbox] to=+91${phone} `));

async function borrowerSignedIn(phone: string) {
  const loan = await disbursedBorrower(suite.server, phone);
  const context = await phoneContext(suite.browser, suite.server.baseUrl);
  const page = await context.newPage();
  await logInByOtp(page, suite.server, phone);
  return { ...loan, context, page };
}

/** From the order page: the terms, UPI AutoPay, consent, then Approve on the simulator's page. */
async function setUpUpiAutoPay(page: Page, orderId: string, shots = false) {
  await page.goto(`/#/withdrawDetail?id=${orderId}`);
  await byTestId(page, 'mandate-set-up').click();
  await page.waitForURL(/#\/autoDebit\?orderId=/);
  await byTestId(page, 'mandate-terms').waitFor();
  expect(await byTestId(page, 'mandate-rail-upi_autopay').locator('input').isChecked()).toBe(true);
  if (shots) await screenshot(page, 'auto-debit-setup');
  expect(await byTestId(page, 'mandate-submit').isDisabled()).toBe(true);
  await byTestId(page, 'mandate-consent').check();
  if (shots) await page.screenshot({ path: join(SCREENSHOTS, 'auto-debit-consent.png'), fullPage: true });
  await byTestId(page, 'mandate-submit').click();
  await byTestId(page, 'mandate-approve').waitFor();
  expect(await byTestId(page, 'mandate-upi-app').getAttribute('href')).toMatch(/^upi:\/\/mandate\?/);
  if (shots) await screenshot(page, 'auto-debit-approve');
  await byTestId(page, 'mandate-approve-page').click();
  await page
    .getByRole('button', { name: /approve/i })
    .first()
    .click();
  await page.waitForURL(/#\/autoDebit\?orderId=.*mandate=done/);
  await byTestId(page, 'mandate-done-active').waitFor({ timeout: 15_000 });
}

/** Waits until the API's bill says the first instalment is paid. */
async function firstInstalmentPaid(token: string, orderId: string) {
  await expect
    .poll(async () => (await billByApi(suite.server, token, orderId)).instalments[0]?.state, {
      timeout: 20_000,
      interval: 300,
    })
    .toBe('paid');
}

describe('auto-debit journeys', () => {
  it('sets up UPI AutoPay on the simulator, gets the notice the day before, and the debit on the due day settles the bill', async () => {
    const phone = newPhone();
    const { page, context, token, orderId } = await borrowerSignedIn(phone);
    const bill = await billByApi(suite.server, token, orderId);
    const first = bill.instalments[0];
    if (!first) throw new Error('no instalment');
    const largest = Math.max(...bill.instalments.map((row) => row.principalPaise + row.interestPaise));

    await page.goto(`/#/withdrawDetail?id=${orderId}`);
    await byTestId(page, 'mandate-offer').waitFor();
    await setUpUpiAutoPay(page, orderId, true);
    expect(await text(page, 'mandate-state')).toBe('On');
    expect(await text(page, 'mandate-rail')).toBe('UPI AutoPay');
    expect(await text(page, 'mandate-max')).toBe(rupees(largest));

    // The day before the due day, 09:30 India time: the notice, in Messages and by SMS.
    const mark = suite.server.mark();
    await clockTo(dayBefore(first.dueDay), '09:30');
    await expect
      .poll(() => smsTo(phone, mark).some((line) => line.includes('auto-debited')), { timeout: 15_000 })
      .toBe(true);
    await page.goto('/#/msgCenter');
    await byTestId(page, 'message-list-notify').waitFor();
    await page.getByText('Auto-debit tomorrow').first().waitFor();
    await screenshot(page, 'auto-debit-notice');

    await page.goto(`/#/bill?orderId=${orderId}`);
    await byTestId(page, 'mandate-card').waitFor();
    await expect.poll(() => text(page, 'mandate-next-state')).toBe('Notice sent');
    expect(await text(page, 'mandate-next-debit')).toContain(first.dueDay.split('-').reverse().join('-'));
    await byTestId(page, 'mandate-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'auto-debit-card');

    // The due day, 10:30: the debit is asked for, its result comes by webhook, the bill is paid.
    await clockTo(first.dueDay, '10:30');
    await firstInstalmentPaid(token, orderId);
    await page.goto('/#/paymentHistory');
    await byTestId(page, 'history-list').waitFor();
    expect(await text(page, 'history-list')).toContain('Auto-debit');
    await page.goto(`/#/bill?orderId=${orderId}`);
    await byTestId(page, 'mandate-card').waitFor();
    // the next instalment is the next debit
    const second = bill.instalments[1];
    if (second)
      await expect
        .poll(() => text(page, 'mandate-next-debit'))
        .toContain(second.dueDay.split('-').reverse().join('-'));
    await context.close();
  });

  it('pauses auto-debit from My Loan, pays by hand, and nothing is debited', async () => {
    const phone = newPhone();
    const { page, context, token, orderId } = await borrowerSignedIn(phone);
    const first = (await billByApi(suite.server, token, orderId)).instalments[0];
    if (!first) throw new Error('no instalment');
    // The set-up's terms in Hindi and Chinese, as a borrower reads them before consenting.
    for (const lang of ['hi', 'zh']) {
      await page.evaluate((value) => localStorage.setItem('language', value), lang);
      await page.goto(`/#/autoDebit?orderId=${orderId}`);
      await page.reload();
      await byTestId(page, 'mandate-terms').waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `auto-debit-setup-${lang}.png`), fullPage: true });
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await setUpUpiAutoPay(page, orderId);

    await page.goto(`/#/bill?orderId=${orderId}`);
    await byTestId(page, 'mandate-pause').click();
    await page.locator('.adm-dialog-button').filter({ hasText: 'No' }).click();
    expect(await text(page, 'mandate-state')).toBe('On');
    await byTestId(page, 'mandate-pause').click();
    await page.locator('.adm-dialog-button').filter({ hasText: 'Yes' }).click();
    await page.getByText('Auto-debit paused').first().waitFor();
    expect(await text(page, 'mandate-state')).toBe('Paused');
    await byTestId(page, 'mandate-resume').waitFor();
    // The card and the set-up's terms in Hindi and Chinese.
    for (const lang of ['hi', 'zh']) {
      await page.evaluate((value) => localStorage.setItem('language', value), lang);
      await page.reload();
      await byTestId(page, 'mandate-card').scrollIntoViewIfNeeded();
      await screenshot(page, `auto-debit-card-${lang}`);
    }
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await byTestId(page, 'mandate-card').waitFor();

    // Paid by hand: UPI and its UTR.
    await byTestId(page, 'bill-repay').click();
    await byTestId(page, 'repay-kind-bill').click();
    await byTestId(page, 'repay-method-upi').click();
    await byTestId(page, 'repay-confirm').click();
    await page.waitForURL(/#\/RepaymentCode\?id=/);
    await byTestId(page, 'utr-input').fill('512345678902');
    await byTestId(page, 'utr-submit').click();
    await page.waitForURL(/#\/repaidPage\?id=/, { timeout: 15_000 });
    await firstInstalmentPaid(token, orderId);

    // Neither a notice nor a debit for the paused mandate.
    const mark = suite.server.mark();
    await clockTo(dayBefore(first.dueDay), '09:30');
    await clockTo(first.dueDay, '10:30');
    await new Promise((r) => setTimeout(r, 2_000));
    expect(smsTo(phone, mark).filter((line) => line.includes('auto-debit'))).toEqual([]);
    await page.goto('/#/paymentHistory');
    await byTestId(page, 'history-list').waitFor();
    expect(await text(page, 'history-list')).not.toContain('Auto-debit');
    await context.close();
  });
});
