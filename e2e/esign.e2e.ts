// Signing through an e-sign provider (ESIGN_PROVIDER=esp_simulator): /sign
// sends the borrower to the provider's page (the app's /Esign simulator),
// which shows the documents' hashes; a cancelled session comes back to
// /triLink unsigned, a signed one is completed there and the money follows.
import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../apps/api/src/lib/pdf/extract-text';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import type { RunningServer } from './support/server';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';
import { approvedBorrower, documentPdfByApi } from './support/withdraw';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  ESIGN_PROVIDER: 'esp_simulator',
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  JOBS_POLL_MS: '200',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
});

async function api(server: RunningServer, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': 'esign-e2e-order-01',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

describe('signing with the e-sign provider simulator', () => {
  it('cancels once, signs with the Aadhaar OTP step, and is paid', async () => {
    const phone = newPhone();
    const { token } = await approvedBorrower(suite.server, phone);
    const order = await api(suite.server, token, 'POST', '/orders', {
      amountPaise: 10_000_00,
      termMonths: 3,
    });
    const id = String(order?.id);
    for (const kind of ['kfs', 'letter', 'loan']) {
      await api(suite.server, token, 'POST', `/orders/${id}/documents/${kind}/read`);
    }
    const kfsHash = String((await api(suite.server, token, 'GET', `/orders/${id}/documents/kfs`))?.hash);

    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, phone);

    // /sign offers the provider instead of the pad.
    await page.goto(`/#/sign?id=${id}`);
    await byTestId(page, 'esp-sign').waitFor();
    expect(await byTestId(page, 'sign-pad').count()).toBe(0);
    await byTestId(page, 'esp-start').click();
    await page.waitForURL(/#\/Esign\?session=[0-9a-f]{32}$/);
    await byTestId(page, 'esign-sim-doc-kfs').waitFor();
    expect(await byTestId(page, 'esign-sim-doc-kfs').textContent()).toContain(kfsHash);
    await screenshot(page, 'esign-simulator');

    // Cancelled at the provider: back on /triLink, not signed, and the way to sign again.
    await byTestId(page, 'esign-sim-cancel').click();
    await page.waitForURL(new RegExp(`#/triLink\\?id=${id}&session=`));
    await byTestId(page, 'tri-link-esign').waitFor();
    expect(await byTestId(page, 'tri-link-esign').getAttribute('data-outcome')).toBe('failed');
    await byTestId(page, 'tri-link-sign-again').click();
    await page.waitForURL(new RegExp(`#/sign\\?id=${id}`));

    // Signed at the provider: /triLink completes it and the order moves on.
    await byTestId(page, 'esp-start').click();
    await page.waitForURL(/#\/Esign\?session=/);
    await byTestId(page, 'esign-sim-consent').check();
    await byTestId(page, 'esign-sim-sign').click();
    await byTestId(page, 'esign-sim-otp').fill('482913');
    await byTestId(page, 'esign-sim-verify').click();
    await page.waitForURL(new RegExp(`#/triLink\\?id=${id}&session=`));
    await byTestId(page, 'tri-link-status').waitFor();
    expect(await byTestId(page, 'tri-link-status').getAttribute('data-signed')).toBe('yes');
    await screenshot(page, 'esign-returned');
    await byTestId(page, 'tri-link-next').click();
    await page.waitForURL(/#\/pendingWaitLoan\?id=/);
    await byTestId(page, 'payout-done').waitFor({ timeout: 30_000 });

    // The signed KFS carries the provider's record and the hash the provider showed.
    await expect
      .poll(async () => (await extractPdfText(await documentPdfByApi(suite.server, token, id, 'kfs'))).text, {
        timeout: 15_000,
      })
      .toContain('Aadhaar eSign');
    const pdf = await extractPdfText(await documentPdfByApi(suite.server, token, id, 'kfs'));
    expect(pdf.text).toContain(kfsHash);
    await context.close();
  });
});
