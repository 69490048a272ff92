// The borrower's documents in Chromium at phone size (issue 33): a loan paid out
// through the API, the Documents page from My Loan and Profile, a full repayment
// that settles the loan, then its no-dues certificate and its statement, each as a
// page and in the app's PDF viewer at the phone's width, in English and in Hindi.
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

const text = async (page: Page, id: string) => ((await byTestId(page, id).textContent()) ?? '').trim();

/** The phone's CSS width (phoneContext) and device pixels per CSS pixel. */
const PHONE_WIDTH = 360;
const PIXEL_RATIO = 2;

/**
 * Opens `kind`'s PDF from the loan's card and waits for its first page: drawn as
 * wide as the phone, at its pixel ratio; the text box fills the width.
 */
async function openPdf(page: Page, orderId: string, kind: 'noc' | 'statement', shot: string) {
  const card = byTestId(page, `docs-loan-${orderId}`);
  await card.getByTestId(`docs-pdf-${kind}`).click();
  await page.waitForURL(new RegExp(`#/pdf/${kind}/${orderId}`));
  await page.locator('[data-testid="pdf-pages"][data-state="done"]').waitFor({ timeout: 20_000 });
  const first = page.getByTestId('pdf-page-1');
  const box = await first.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(PHONE_WIDTH);
  const pixels = await first.evaluate((canvas: HTMLCanvasElement) => ({
    width: canvas.width,
    scale: Number(canvas.dataset.scale),
  }));
  expect(pixels.width).toBe(PHONE_WIDTH * PIXEL_RATIO);
  // wider than an A4 page fitted whole into the 328 px between the page's paddings (0.551)
  expect(pixels.scale).toBeGreaterThan(0.65);
  await screenshot(page, shot);
  await page.goBack();
  await card.waitFor();
}

/** Opens `kind` as a page from the loan's card: its title and its blocks. */
async function openPage(page: Page, orderId: string, kind: 'noc' | 'statement', shot: string) {
  await byTestId(page, `docs-loan-${orderId}`).getByTestId(`docs-open-${kind}`).click();
  await page
    .locator(`[data-testid="document-page"][data-kind="${kind}"]`)
    .getByTestId(`doc-${kind}`)
    .waitFor();
  await screenshot(page, shot);
  const shown = (await page.getByTestId('document-page').textContent()) ?? '';
  await page.goBack();
  await byTestId(page, `docs-loan-${orderId}`).waitFor();
  return shown;
}

describe('the documents journey', () => {
  it('settles a loan, then opens its NOC and its statement as pages and PDFs, in English and Hindi', async () => {
    const phone = newPhone();
    const { token, orderId } = await disbursedBorrower(suite.server, phone);
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, phone);

    // Before settlement: Profile > Documents; the NOC is a line saying when it comes.
    await page.goto('/#/my');
    await byTestId(page, 'profile-documents').click();
    await page.waitForURL(/#\/documents$/);
    const card = byTestId(page, `docs-loan-${orderId}`);
    await card.getByTestId('docs-pending-noc').waitFor();
    expect(await card.getByTestId('docs-pdf-noc').count()).toBe(0);
    await card.getByTestId('docs-pdf-statement').waitFor();
    await card.getByTestId('docs-foreclosure-date').waitFor();
    await card.getByTestId('docs-row-noc').scrollIntoViewIfNeeded();
    await screenshot(page, 'documents-open-loan');

    // A full repayment through the gateway simulator settles the loan.
    await page.goto(`/#/bill?orderId=${orderId}`);
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

    // My Loan > Documents: the NOC is issued; a settled loan has no foreclosure letter.
    await page.goto('/#/loanIndex');
    await byTestId(page, 'loan-documents').click();
    await page.waitForURL(/#\/documents$/);
    await card.getByTestId('docs-pdf-noc').waitFor();
    expect(await card.getByTestId('docs-row-noc').textContent()).toMatch(/Issued on \d{2}-\d{2}-\d{4}/);
    expect(await card.getByTestId('docs-pdf-foreclosure').count()).toBe(0);
    await card.getByTestId('docs-row-noc').scrollIntoViewIfNeeded();
    await screenshot(page, 'documents-settled');

    const noc = await openPage(page, orderId, 'noc', 'documents-noc-page');
    expect(noc).toMatch(/no.?dues/i);
    await openPdf(page, orderId, 'noc', 'documents-noc-pdf');
    const statement = await openPage(page, orderId, 'statement', 'documents-statement-page');
    expect(statement).toMatch(/statement/i);
    await openPdf(page, orderId, 'statement', 'documents-statement-pdf');

    // In Hindi: the page's texts and the documents themselves.
    await page.goto('/#/changeLang');
    await byTestId(page, 'lang-hi').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.goto('/#/documents');
    await card.getByTestId('docs-pdf-noc').waitFor();
    expect(await text(page, 'page-title')).toBe('दस्तावेज़');
    expect(await card.getByTestId('docs-row-noc').textContent()).toContain('अदेयता प्रमाणपत्र');
    await card.getByTestId('docs-row-noc').scrollIntoViewIfNeeded();
    await screenshot(page, 'documents-settled-hi');
    const nocHi = await openPage(page, orderId, 'noc', 'documents-noc-page-hi');
    expect(nocHi).toMatch(/[\u0900-\u097F]/);
    await openPdf(page, orderId, 'noc', 'documents-noc-pdf-hi');
    const statementHi = await openPage(page, orderId, 'statement', 'documents-statement-page-hi');
    expect(statementHi).toMatch(/[\u0900-\u097F]/);
    await openPdf(page, orderId, 'statement', 'documents-statement-pdf-hi');
    await context.close();
  });
});
