// Customer service in the operations console (issue 8), Chromium: a borrower
// asks to delete their account in the app's Settings (phone size); an agent,
// added by the first admin, processes it at a desk (1366x900) and the
// borrower's app falls back to login. Then the agent answers a feedback and
// the borrower reads the answer in the message center.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { consoleLogin, createStaff, desktopContext, firstAdmin, staffToken } from './support/console';
import { byTestId, logInByOtp } from './support/journey';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({ ...MANY_PHONES_ONE_CLIENT, OTP_RESEND_COOLDOWN_SECONDS: '0' });

const SERVICE = '/api/staff/v1/service';
const masked = (phone: string) => `XXXXXX${phone.slice(6)}`;
/** The IST calendar day `offset` days from today, as the server counts the grievance clock. */
const istDay = (offset: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function borrowerToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => localStorage.getItem('userInfo'));
  const token = raw ? (JSON.parse(raw) as { token?: string }).token : undefined;
  if (!token) throw new Error('no borrower session on this page');
  return token;
}

async function staffPost(token: string, path: string, body: unknown) {
  const res = await fetch(`${suite.server.baseUrl}${SERVICE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describe('customer service in the console', () => {
  it('an agent processes a deletion request and the borrower is signed out; a reply reaches the message center', async () => {
    const { baseUrl } = suite.server;

    // The borrower asks for deletion in Settings.
    const phone = newPhone();
    const borrower = await phoneContext(suite.browser, baseUrl);
    const app = await borrower.newPage();
    await logInByOtp(app, suite.server, phone);
    await app.goto('/#/setup');
    await byTestId(app, 'setup-delete-account').click();
    await app.getByRole('button', { name: 'Send request' }).click();
    await app.getByText('Request received.').waitFor();

    // A second borrower sends feedback.
    const writerPhone = newPhone();
    const writer = await phoneContext(suite.browser, baseUrl);
    const writerApp = await writer.newPage();
    await logInByOtp(writerApp, suite.server, writerPhone);
    const feedback = await fetch(`${baseUrl}/api/v1/feedback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await borrowerToken(writerApp)}`,
        'idempotency-key': `console-service-${writerPhone}`,
      },
      body: JSON.stringify({ text: 'The repayment page keeps asking for the UTR again.' }),
    });
    expect(feedback.status).toBe(201);

    // The first admin adds an agent, who signs in at a desk.
    const desk = await desktopContext(suite.browser, baseUrl);
    const adminPage = await desk.newPage();
    await consoleLogin(adminPage, baseUrl, firstAdmin(suite.server));
    const agentCredentials = await createStaff(baseUrl, await staffToken(adminPage), 'agent');
    await desk.close();
    const agentDesk = await desktopContext(suite.browser, baseUrl);
    const console_ = await agentDesk.newPage();
    const errors: string[] = [];
    console_.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(console_, baseUrl, agentCredentials);
    const agentToken = await staffToken(console_);

    // Deletion requests: the borrower's row, phone masked; processed once.
    await console_.goto(`${baseUrl}/console/#/service`);
    const table = console_.getByTestId('deletion-table');
    const row = table.locator('tr', { hasText: masked(phone) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Never borrowed');
    expect(await table.textContent()).not.toContain(phone);
    await screenshot(console_, 'console-service-deletions');
    await row.getByRole('button', { name: 'Process' }).click();
    await console_.getByRole('button', { name: 'Process', exact: true }).last().click();
    await console_.getByText('Deletion processed').waitFor();
    await row.waitFor({ state: 'detached' });

    // The borrower's session has ended: opening the app again, it says so and
    // returns to login. (A tab change alone may send nothing: what it shows
    // is fresh for 30 s.)
    await app.goto('/#/homeIndex');
    await app.reload();
    await byTestId(app, 'expire-confirm').click();
    await app.waitForURL(/#\/start/);
    await borrower.close();

    // Grievances, for the tab's picture: one logged today, one older.
    await staffPost(agentToken, '/grievances', {
      phone: writerPhone,
      channel: 'letter',
      summary: 'Recovery call at my workplace on a Sunday',
      receivedOn: istDay(-26),
    });
    await staffPost(agentToken, '/grievances', {
      phone: writerPhone,
      channel: 'email',
      summary: 'Processing fee charged twice',
    });

    // Feedback: the agent opens it and replies.
    await console_.getByRole('tab', { name: 'Feedback' }).click();
    const item = console_.getByTestId('feedback-table').locator('tr', { hasText: masked(writerPhone) });
    await item.waitFor();
    await screenshot(console_, 'console-service-feedback');
    await item.getByText('The repayment page keeps asking').click();
    await console_.getByTestId('feedback-reply-text').fill('We fixed the UTR check; please try once more.');
    await console_.getByTestId('feedback-reply-send').click();
    await console_.getByText('Reply sent to the message center').waitFor();
    await console_.getByText('We fixed the UTR check; please try once more.').last().waitFor();
    await screenshot(console_, 'console-service-feedback-reply');
    await console_.keyboard.press('Escape');

    await console_.getByRole('tab', { name: 'Grievances' }).click();
    await console_.getByTestId('grievance-table').getByText('Processing fee charged twice').waitFor();
    const days = await console_.getByTestId('grievance-table').locator('.ant-tag').allTextContents();
    expect(days).toEqual(['4 d left', '30 d left']);
    await screenshot(console_, 'console-service-grievances');
    expect(errors).toEqual([]);
    await agentDesk.close();

    // The writer reads the reply in the message center.
    await writerApp.goto('/#/msgCenter');
    await byTestId(writerApp, 'message-list-notify').waitFor();
    await expect
      .poll(() => writerApp.getByText('Customer service replied to your feedback').count())
      .toBeGreaterThan(0);
    await writer.close();
  }, 300_000); // two apps, three sign-ins: longer than one journey
});
