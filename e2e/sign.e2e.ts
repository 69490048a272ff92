// After a withdrawal is confirmed (spec §1 step 5): the welcome coupon on the
// confirmation, the three documents read, the signature drawn and confirmed
// with the SMS code, the money on its way and in the account; and a payout to
// a wrong account fixed through /changeBank. The KFS PDF carries the figures
// the screen showed.
import { formatPaise, paise } from '@app/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../apps/api/src/lib/pdf/extract-text';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { billByApi } from './support/repayment';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';
import { approvedBorrower, documentPdfByApi } from './support/withdraw';

const rupees = (paiseAmount: number) => formatPaise(paise(paiseAmount), { symbol: true });

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  JOBS_POLL_MS: '200',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
});

const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();
const squeeze = (value: string) => value.replace(/\s+/g, '');

/** Submit buttons ignore a second tap within 1000 ms (spec §9 click lock). */
async function tapAgain(page: Page, id: string) {
  await page.waitForTimeout(1000);
  await byTestId(page, id).click();
}

/** Signs on the pad with the mouse: two strokes across the box. */
async function drawSignature(page: Page) {
  const box = await byTestId(page, 'sign-pad').boundingBox();
  if (!box) throw new Error('no signature pad');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 20, y + (i % 2 ? -30 : 30));
  await page.mouse.up();
  await page.mouse.move(box.x + 60, y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 40, y - 35, { steps: 10 });
  await page.mouse.up();
}

/** /protocol: opens each document from the list, and comes back to see it marked read. */
async function readAllDocuments(page: Page) {
  for (const kind of ['kfs', 'letter', 'loan']) {
    expect(await byTestId(page, `doc-item-${kind}`).getAttribute('data-read')).toBe('no');
    const read = page.waitForResponse((res) => res.url().endsWith(`/documents/${kind}/read`));
    await byTestId(page, `doc-open-${kind}`).click();
    await byTestId(page, `doc-${kind}`).waitFor();
    expect((await read).status()).toBe(204);
    await byTestId(page, 'doc-done').click();
    await page.waitForURL(/#\/protocol\?id=/);
    await expect
      .poll(() => byTestId(page, `doc-item-${kind}`).getAttribute('data-read'), { timeout: 5000 })
      .toBe('yes');
  }
}

/** /sign: draws, asks for the code, types the SMS code and signs. */
async function signWithCode(page: Page, phone: string) {
  await drawSignature(page);
  const mark = suite.server.mark();
  await byTestId(page, 'sign-send-code').click();
  await expect.poll(() => text(page, 'sign-code-hint')).toContain(`XXXXXX${phone.slice(-4)}`);
  const code = await suite.server.waitForOtp(phone, mark);
  await byTestId(page, 'sign-code').fill(code);
  await tapAgain(page, 'sign-submit');
  await page.waitForURL(/#\/pendingWaitLoan\?id=/);
}

describe('signing and disbursal', () => {
  it('withdraws with the welcome coupon, reads, signs and receives the money', async () => {
    const phone = newPhone();
    const session = await approvedBorrower(suite.server, phone);
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, phone);

    // The choice, then the confirmation with the welcome coupon chosen for the borrower.
    await byTestId(page, 'withdraw-button').click();
    await byTestId(page, 'quote-summary').and(page.locator('[data-amount]')).waitFor();
    await byTestId(page, 'withdraw-next').click();
    await byTestId(page, 'coupon-choice').waitFor();
    const welcome = page.locator('.coupon:not(.coupon--none) input:checked');
    await expect.poll(() => welcome.count()).toBe(1);
    await byTestId(page, 'fig-coupon').waitFor();
    expect(await text(page, 'fig-coupon')).toBe('−₹50');
    const amount = await text(page, 'fig-amount');
    const received = await text(page, 'fig-received');
    const apr = (await text(page, 'fig-apr')).replace(' a year', '');
    await screenshot(page, 'sign-coupon');
    const created = page.waitForResponse((res) => res.url().endsWith('/api/v1/orders'));
    await byTestId(page, 'withdraw-confirm').click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}').couponId).toMatch(/^[0-9a-f-]{36}$/);
    const order = (await response.json()) as { id: string };

    // The order leads to the documents.
    await page.waitForURL(new RegExp(`#/withdrawDetail\\?id=${order.id}`));
    await byTestId(page, 'order-next-action').click();
    await page.waitForURL(new RegExp(`#/protocol\\?id=${order.id}`));
    await byTestId(page, 'doc-list').waitFor();
    expect(await byTestId(page, 'protocol-agree').isDisabled()).toBe(true);
    expect(await byTestId(page, 'protocol-sign').isDisabled()).toBe(true);

    // Signing before reading: the server refuses to send the code.
    await page.goto(`/#/sign?id=${order.id}`);
    await byTestId(page, 'sign-send-code').click();
    await byTestId(page, 'sign-agreement-required').waitFor();
    expect(await text(page, 'sign-agreement-required')).toContain(
      'Please read and agree to the Loan Agreement and Sanction Letter first.',
    );
    await byTestId(page, 'sign-to-protocol').click();
    await page.waitForURL(/#\/protocol\?id=/);

    await byTestId(page, 'doc-list').waitFor();
    await readAllDocuments(page);
    await byTestId(page, 'protocol-agree').check();
    await byTestId(page, 'protocol-sign').click();
    await page.waitForURL(new RegExp(`#/sign\\?id=${order.id}`));

    // Sign with an empty pad: refused on the spot.
    await byTestId(page, 'sign-submit').click();
    expect(await text(page, 'field-error-signature')).toBe('Please sign in the box before you continue.');
    await signWithCode(page, phone);

    // The money: on its way, then in the account.
    await byTestId(page, 'payout-done').waitFor({ timeout: 30_000 });
    // The title follows the money: no longer "Receiving your money" once it arrived.
    expect(await text(page, 'page-title')).toBe('Money received');
    expect(await text(page, 'payout-received')).toBe(received);
    expect(await text(page, 'payout-utr')).toMatch(/^\d{12}$/);
    await screenshot(page, 'sign-disbursed');
    await byTestId(page, 'payout-to-loan').click();
    await page.waitForURL(new RegExp(`#/withdrawDetail\\?id=${order.id}`));
    await byTestId(page, 'order-state').waitFor();
    expect(await text(page, 'order-state')).toBe('Disbursed');
    expect(await page.locator('[data-testid^="instalment-"]').count()).toBeGreaterThan(0);
    // The cooling-off exit is open for a day after the money arrived.
    expect(await text(page, 'cooling-off')).toContain('without any penalty');
    await screenshot(page, 'order-disbursed-cooling-off');
    // My Loan lists the loan with its first bill: not yet due.
    await page.goto('/#/loanIndex');
    await byTestId(page, 'loan-orders').waitFor();
    expect(await text(page, 'loan-order-state')).toBe('Pending repayment');
    const bill = await billByApi(suite.server, session.token, order.id);
    expect(await text(page, 'loan-order-amount')).toContain(rupees(bill.bill?.totalPaise ?? 0));
    await screenshot(page, 'my-loan-disbursed');

    // The KFS PDF carries the figures the screen showed.
    const pdf = await extractPdfText(await documentPdfByApi(suite.server, session.token, order.id, 'kfs'));
    const pdfText = squeeze(pdf.text);
    expect(pdfText).toContain(squeeze(amount));
    expect(pdfText).toContain(squeeze(received));
    expect(pdfText).toContain(squeeze(apr));
    await context.close();
  });

  it('a payout to a wrong account: the failure, /changeBank, and the money after all', async () => {
    const phone = newPhone();
    await approvedBorrower(suite.server, phone, { accountNumber: `5010${phone.slice(-4)}0000` });
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, phone);

    await byTestId(page, 'withdraw-button').click();
    await byTestId(page, 'quote-summary').and(page.locator('[data-amount]')).waitFor();
    await byTestId(page, 'withdraw-next').click();
    // priced with the welcome coupon, and no longer repricing (Confirm is disabled meanwhile)
    await byTestId(page, 'fig-coupon').waitFor();
    await page.locator('.withdraw-quote:not([aria-busy])').waitFor();
    const created = page.waitForResponse((res) => res.url().endsWith('/api/v1/orders'));
    await byTestId(page, 'withdraw-confirm').click();
    expect((await created).status()).toBe(201);
    await page.waitForURL(/#\/withdrawDetail\?id=/);
    await byTestId(page, 'order-next-action').click();
    await byTestId(page, 'doc-list').waitFor();
    await readAllDocuments(page);
    await byTestId(page, 'protocol-agree').check();
    await byTestId(page, 'protocol-sign').click();
    await page.waitForURL(/#\/sign\?id=/);
    await signWithCode(page, phone);

    await byTestId(page, 'payout-failed').waitFor({ timeout: 30_000 });
    // The spec's words, then the date they mean.
    expect(await text(page, 'payout-failed-message')).toMatch(
      /^Bank card info incorrect, payment failed\. Please modify it before the valid date \(\d\d-\d\d-\d{4} \d\d:\d\d\)\.$/,
    );
    await screenshot(page, 'sign-payout-failed');
    await byTestId(page, 'payout-change-bank').click();
    await page.waitForURL(/#\/changeBank\?id=/);

    // The same account again: the spec's message.
    await byTestId(page, 'bank-ifsc').fill('HDFC0000001');
    await byTestId(page, 'bank-name').waitFor();
    const old = `5010${phone.slice(-4)}0000`;
    await byTestId(page, 'bank-account').fill(old);
    await byTestId(page, 'bank-confirm').fill(old);
    await byTestId(page, 'change-bank-submit').click();
    await byTestId(page, 'field-error-accountNumber').waitFor();
    expect(await text(page, 'field-error-accountNumber')).toBe(
      'Cannot be consistent with the original bank information: the new account must differ from the one the payment failed to (ending 0000).',
    );

    // A good one: the payment again, and the money.
    const good = `5010${phone.slice(-4)}2468`;
    await byTestId(page, 'bank-account').fill(good);
    await byTestId(page, 'bank-confirm').fill(good);
    await tapAgain(page, 'change-bank-submit');
    await page.waitForURL(/#\/pendingWaitLoan\?id=/);
    await byTestId(page, 'payout-done').waitFor({ timeout: 30_000 });
    await byTestId(page, 'payout-to-loan').click();
    await byTestId(page, 'order-state').waitFor();
    expect(await text(page, 'order-state')).toBe('Disbursed');
    await context.close();
  });
});
