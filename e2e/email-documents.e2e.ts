// The borrower's e-mail and the SMS document link in Chromium at phone size (issue 33,
// decision 082): Profile > E-mail adds an address and verifies it with the code from the
// server's e-mail outbox; then a delivered document's SMS link, opened on a phone without
// a session, asks for a code sent to the loan's phone and shows the PDF in the app's viewer.
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { byTestId, logInByOtp } from './support/journey';
import { disbursedBorrower } from './support/repayment';
import type { RunningServer } from './support/server';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
  JOBS_POLL_MS: '200',
});

/** Waits for a line of the server's output that `pattern` matches, after line `after`. */
async function waitForLine(server: RunningServer, pattern: RegExp, after = 0): Promise<RegExpExecArray> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    for (let i = server.output.length - 1; i >= after; i--) {
      const match = pattern.exec(server.output[i] ?? '');
      if (match) return match;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no line ${pattern} in the server output`);
}

describe('e-mail and document links', () => {
  it('adds and verifies an e-mail, then opens an SMS document link without a session with the phone code', async () => {
    const phone = newPhone();
    const { orderId } = await disbursedBorrower(suite.server, phone);
    // At signing the documents job texts a link to each signed document (the app's page for it).
    const sms = await waitForLine(suite.server, new RegExp(`^\\[sms-outbox\\] to=\\+91${phone} text=.*#/d/`));
    const links = [...sms.input.matchAll(/\/#\/d\/([A-Za-z0-9_.-]+)/g)].map((m) => m[1] ?? '');
    expect(links).toHaveLength(3);
    expect(orderId).toBeTruthy();

    // Profile > E-mail: add, the code from the e-mail outbox (its subject), verified and masked.
    const context = await phoneContext(suite.browser, suite.server.baseUrl);
    const page = await context.newPage();
    await logInByOtp(page, suite.server, phone);
    await page.goto('/#/my');
    await byTestId(page, 'profile-email').click();
    await page.waitForURL(/#\/email$/);
    await byTestId(page, 'email-input').fill('asha.verma@example.com');
    const beforeEmail = suite.server.mark();
    await byTestId(page, 'email-send').click();
    const mail = await waitForLine(
      suite.server,
      /^\[email-outbox\] to=asha\.verma@example\.com subject=\S+: (\d{6}) is your e-mail verification code/,
      beforeEmail,
    );
    await byTestId(page, 'email-code-sent').waitFor();
    expect(await byTestId(page, 'email-code-sent').textContent()).toContain('as***@example.com');
    await screenshot(page, 'email-code');
    await byTestId(page, 'email-code').fill(mail[1] ?? '');
    await byTestId(page, 'email-verify').click();
    await byTestId(page, 'email-status').filter({ hasText: 'Verified' }).waitFor();
    expect(await byTestId(page, 'email-current').textContent()).toContain('as***@example.com');
    await screenshot(page, 'email-verified');
    await context.close();

    // The SMS link on a phone with no session: a code to the loan's phone opens the PDF.
    const anonymous = await phoneContext(suite.browser, suite.server.baseUrl);
    const phonePage = await anonymous.newPage();
    await phonePage.goto(`/#/d/${links[0]}`);
    await byTestId(phonePage, 'document-link-send').waitFor();
    await screenshot(phonePage, 'document-link-ask');
    const beforeCode = suite.server.mark();
    await byTestId(phonePage, 'document-link-send').click();
    const code = await suite.server.waitForOtp(phone, beforeCode);
    await byTestId(phonePage, 'document-link-sent').waitFor();
    expect(await byTestId(phonePage, 'document-link-sent').textContent()).toContain(phone.slice(-4));
    await byTestId(phonePage, 'document-link-code').fill(code);
    await byTestId(phonePage, 'document-link-open').click();
    await phonePage.locator('[data-testid="pdf-pages"][data-state="done"]').waitFor({ timeout: 20_000 });
    const box = await phonePage.getByTestId('pdf-page-1').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(360);
    await screenshot(phonePage, 'document-link-pdf');

    // An altered link says so, with the coded message, and asks for no code.
    const altered = `${links[0]?.slice(0, -2)}${links[0]?.endsWith('AA') ? 'BB' : 'AA'}`;
    await phonePage.goto(`/#/d/${altered}`);
    await byTestId(phonePage, 'document-link-dead').waitFor();
    expect(await byTestId(phonePage, 'document-link-message').textContent()).toBeTruthy();
    expect(await byTestId(phonePage, 'document-link-send').count()).toBe(0);
    await screenshot(phonePage, 'document-link-invalid');
    await anonymous.close();

    // The same in Hindi (a phone whose app language is Hindi): the page's words and the coded message.
    const hindi = await phoneContext(suite.browser, suite.server.baseUrl);
    await hindi.addInitScript(() => localStorage.setItem('language', 'hi'));
    const hiPage = await hindi.newPage();
    await hiPage.goto(`/#/d/${links[1]}`);
    await byTestId(hiPage, 'document-link-send').filter({ hasText: 'मुझे कोड भेजें' }).waitFor();
    await screenshot(hiPage, 'document-link-ask-hi');
    await hiPage.goto(`/#/d/${altered}`);
    await byTestId(hiPage, 'document-link-dead').filter({ hasText: 'यह लिंक नहीं खोला जा सकता' }).waitFor();
    expect(await byTestId(hiPage, 'document-link-message').textContent()).toMatch(/[\u0900-\u097F]/);
    await screenshot(hiPage, 'document-link-invalid-hi');
    await hindi.close();
  });
});
