// The review queue at a desk (1366x900): a borrower applies with a PAN the
// bureau simulator scores 620, inside the refer band (decision 031), so the
// engine refers the application instead of deciding; the borrower still sees
// "under review". A risk user (made by the first admin) finds it in the queue,
// reveals the PAN with a reason, and approves a quota of their own; the
// borrower's home (phone) shows that quota.
import { formatPaise, paise } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { completeByApi, panFor, submitByApi } from './support/application';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { consoleLogin, createStaff, desktopContext, firstAdmin, staffToken } from './support/console';
import { byTestId, logInByApi, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  UNDERWRITING_DELAY_SECONDS: '1',
  JOBS_POLL_MS: '200',
});

/** Digits 0007 in the PAN: the bureau simulator's score 620 (docs/underwriting.md). */
const REFER_BAND_DIGITS = '0007';
const QUOTA_RUPEES = 8_500;

describe('console review', () => {
  it('a risk user approves a referred application and the borrower’s home shows the quota', async () => {
    const { baseUrl } = suite.server;
    const phone = newPhone();
    const pan = panFor(phone, REFER_BAND_DIGITS);
    const session = await logInByApi(suite.server, phone);
    await completeByApi(suite.server, session, { pan });
    await submitByApi(suite.server, session.token);

    // A risk user, made by the first admin.
    const adminCtx = await desktopContext(suite.browser, baseUrl);
    const adminPage = await adminCtx.newPage();
    await consoleLogin(adminPage, baseUrl, firstAdmin(suite.server));
    const risk = await createStaff(baseUrl, await staffToken(adminPage), 'risk');
    const deskCtx = await desktopContext(suite.browser, baseUrl);
    const desk = await deskCtx.newPage();
    const errors: string[] = [];
    desk.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(desk, baseUrl, risk);

    // The engine refers it a second after the submit: refresh until it waits in the queue.
    await desk.getByTestId('console-menu').getByText('Review', { exact: true }).click();
    const row = desk.getByTestId('review-queue').locator('tr', { hasText: phone });
    await expect
      .poll(
        async () => {
          await desk.getByRole('button', { name: 'Refresh' }).click();
          return row.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await row.textContent()).toContain('Score in refer band');
    expect(await row.textContent()).toContain('620');
    await screenshot(desk, 'console-review-queue');

    // The borrower meanwhile still sees "under review".
    const phoneCtx = await phoneContext(suite.browser, baseUrl);
    const borrower = await phoneCtx.newPage();
    await logInByOtp(borrower, suite.server, phone);
    await byTestId(borrower, 'under-review').waitFor();

    // The detail: numbers masked until revealed with a reason; the approve form holds the suggestion.
    // The row opens from the keyboard too: focused, Enter.
    await row.focus();
    await desk.keyboard.press('Enter');
    await desk.waitForURL(/#\/review\/[0-9a-f-]{36}$/);
    await desk.getByTestId('bureau-score').waitFor();
    expect(await desk.getByTestId('bureau-score').textContent()).toBe('620');
    expect(await desk.getByTestId('value-pan').textContent()).not.toContain(pan);
    const suggested = await desk
      .locator('input[data-testid="quota-input"], [data-testid="quota-input"] input')
      .inputValue();
    expect(Number(suggested.replace(/\D/g, ''))).toBeGreaterThan(0);
    await screenshot(desk, 'console-review-detail');

    await desk.getByTestId('reveal-pan').click();
    // The reason must be in the form before Reveal is pressed (a run once sent no request at all),
    // and the dialog closes only when the server has answered with the number.
    const dialog = desk.getByRole('dialog');
    const reason = 'Compare with the PAN card photo';
    await dialog.getByRole('textbox').fill(reason);
    await expect.poll(() => dialog.getByRole('textbox').inputValue()).toBe(reason);
    await dialog.getByRole('button', { name: 'Reveal' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => desk.getByTestId('value-pan').textContent()).toBe(pan);

    // Reject asks first, naming the applicant and the SMS; Cancel leaves the application as it was.
    const applicant = ((await desk.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await desk.getByTestId('reject-reason').click();
    await desk.locator('.ant-select-item-option').first().click();
    await desk.getByRole('button', { name: 'Reject', exact: true }).click();
    const ask = desk.getByRole('dialog');
    await ask.locator('.ant-modal-confirm-title').waitFor();
    expect(await ask.locator('.ant-modal-confirm-title').textContent()).toBe(
      `Reject the application of ${applicant} (phone ending ${phone.slice(-4)})?`,
    );
    expect(await ask.textContent()).toContain(`Sends an SMS to ${applicant}`);
    expect(await ask.textContent()).not.toContain(phone);
    await screenshot(desk, 'console-review-reject-confirm');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'hidden' });
    const detailId = desk.url().split('/').at(-1) ?? '';
    const still = await fetch(`${baseUrl}/api/staff/v1/review/${detailId}`, {
      headers: { authorization: `Bearer ${await staffToken(desk)}` },
    });
    expect(((await still.json()) as { waiting: boolean; decision: unknown }).decision).toBeNull();
    await desk.getByTestId('decision-panel').waitFor();

    // Approve with a quota of the reviewer's own.
    const quota = desk.locator('input[data-testid="quota-input"], [data-testid="quota-input"] input');
    await quota.fill(String(QUOTA_RUPEES));
    await desk.getByRole('button', { name: 'Approve', exact: true }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await desk.getByText('Decided', { exact: true }).waitFor();
    expect(errors).toEqual([]);

    // A second approval of the same application is refused by the server.
    const id = desk.url().split('/').at(-1) ?? '';
    const again = await fetch(`${baseUrl}/api/staff/v1/review/${id}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await staffToken(desk)}` },
      body: JSON.stringify({ quotaPaise: 10_000_00 }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('REVIEW_ALREADY_DECIDED');

    // The borrower's home shows the quota the reviewer chose.
    await borrower.reload();
    await byTestId(borrower, 'approved-quota').waitFor();
    expect(await byTestId(borrower, 'quota-amount').textContent()).toBe(
      formatPaise(paise(QUOTA_RUPEES * 100), { symbol: true }),
    );
    await screenshot(borrower, 'console-review-borrower-home');
  });
});
