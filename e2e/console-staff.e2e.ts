// Staff accounts at a desk (1366x900): the admin adds a finance colleague on
// the Staff page; the colleague signs in with the one-time password, sets up
// the authenticator and must choose their own password before any page opens
// (the server refuses the short session elsewhere); then works. The admin
// finds that colleague's sign-in in the audit log by e-mail and action prefix;
// a malformed filter shows only its message. Half an hour without a request
// later (the server's test clock), the next click returns to sign-in saying why.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { consoleLogin, desktopContext, firstAdmin, totpCode } from './support/console';
import { useSuite } from './support/suite';

const suite = useSuite({ TEST_CLOCK: 'true' });

/** GET `path` with the token the page holds: the status and the error code, as the server answers. */
async function withPageToken(page: Page, path: string): Promise<[number, string | undefined]> {
  return page.evaluate(async (url) => {
    const token = sessionStorage.getItem('staffToken');
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    return [res.status, body.code] as [number, string | undefined];
  }, path);
}

async function filterAudit(page: Page, email: string, action: string) {
  await page.getByTestId('audit-filter-email').fill(email);
  await page.getByTestId('audit-filter-action').fill(action);
  await page.getByTestId('audit-filter-submit').click();
}

describe('console: staff accounts', () => {
  it('a new colleague must change the one-time password, then works; the audit log finds them by e-mail and action', async () => {
    const { baseUrl } = suite.server;
    const adminContext = await desktopContext(suite.browser, baseUrl);
    const adminPage = await adminContext.newPage();
    const errors: string[] = [];
    adminPage.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(adminPage, baseUrl, firstAdmin(suite.server));

    // The admin adds a finance colleague; the password is shown once.
    await adminPage.getByTestId('console-menu').getByText('Staff', { exact: true }).click();
    await adminPage.getByTestId('staff-add').click();
    const email = `farah-${Date.now()}@staff.test`;
    await adminPage.getByTestId('new-staff-name').fill('Farah Finance');
    await adminPage.getByTestId('new-staff-email').fill(email);
    await adminPage.getByTestId('new-staff-role').click();
    await adminPage.locator('.ant-select-item-option[title="finance"]').click();
    await adminPage.getByTestId('new-staff-submit').click();
    const oneTime = ((await adminPage.getByTestId('new-staff-password').textContent()) ?? '').trim();
    await adminPage.getByText('choose their own password', { exact: false }).waitFor();
    await adminPage.getByRole('button', { name: 'I have copied it' }).click();

    // The colleague, in their own browser: password, authenticator, then the change-password page.
    const context = await desktopContext(suite.browser, baseUrl);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/console/#/login`);
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(oneTime);
    await page.getByTestId('login-submit').click();
    const secret = ((await page.getByTestId('totp-secret').first().textContent()) ?? '').trim();
    await page.getByTestId('totp-code').fill(totpCode(secret));
    await page.getByTestId('totp-submit').click();
    await page.getByTestId('password-change').waitFor();
    expect(await page.getByTestId('console-menu').count()).toBe(0);
    // The short session opens nothing else, whatever the address.
    expect(await withPageToken(page, '/api/staff/v1/money/payouts')).toEqual([
      403,
      'STAFF_PASSWORD_CHANGE_REQUIRED',
    ]);
    await page.goto(`${baseUrl}/console/#/money`);
    await page.getByTestId('password-change').waitFor();

    // Two different entries, then the one-time password again: each refused in words.
    await page.getByTestId('password-new').fill('monsoon-ledger-42');
    await page.getByTestId('password-repeat').fill('monsoon-ledger-24');
    await page.getByTestId('password-submit').click();
    await page.getByText('The two passwords differ').waitFor();
    await screenshot(page, 'console-staff-change-password');
    await page.getByTestId('password-new').fill(oneTime);
    await page.getByTestId('password-repeat').fill(oneTime);
    await page.getByTestId('password-submit').click();
    await expect
      .poll(() => page.getByTestId('password-change-error').textContent())
      .toContain('not the one you were given');

    await page.getByTestId('password-new').fill('monsoon-ledger-42');
    await page.getByTestId('password-repeat').fill('monsoon-ledger-42');
    await page.getByTestId('password-submit').click();
    await page.getByTestId('console-menu').waitFor();
    expect(await page.getByTestId('console-staff-name').textContent()).toBe('Farah Finance');
    await page.getByTestId('console-menu').getByText('Money', { exact: true }).click();
    await page.getByTestId('console-menu').waitFor();
    expect(await withPageToken(page, '/api/staff/v1/auth/me')).toEqual([200, undefined]);
    await screenshot(page, 'console-staff-after-change');

    // The audit log: that colleague's own staff.* entries, by e-mail (any case) and action prefix.
    await adminPage.getByTestId('console-menu').getByText('Audit log', { exact: true }).click();
    await adminPage.getByTestId('audit-table').locator('tbody tr.ant-table-row').first().waitFor();
    await filterAudit(adminPage, email.toUpperCase(), 'staff.');
    const table = adminPage.getByTestId('audit-table');
    await expect
      .poll(async () => (await table.locator('tbody tr.ant-table-row').allTextContents()).length)
      .toBe(3);
    const actions = await table.locator('tbody tr.ant-table-row .ant-tag').allTextContents();
    expect(actions).toEqual(['staff.change_password', 'staff.sign_in', 'staff.enrol_totp']);
    for (const text of await table.locator('tbody tr.ant-table-row').allTextContents()) {
      expect(text).toContain(email);
    }
    await screenshot(adminPage, 'console-audit-filtered');

    // A malformed e-mail: only the refusal, none of the rows above.
    await filterAudit(adminPage, 'farah', 'staff.');
    await adminPage.getByTestId('audit-error').waitFor();
    expect(await adminPage.getByTestId('audit-error').textContent()).toContain('whole e-mail address');
    expect(await adminPage.getByTestId('audit-table').count()).toBe(0);
    await screenshot(adminPage, 'console-audit-filter-refused');

    // The prefix alone narrows further: only the change of password.
    await filterAudit(adminPage, email, 'staff.change');
    await expect
      .poll(() => table.locator('tbody tr.ant-table-row .ant-tag').allTextContents())
      .toEqual(['staff.change_password']);

    // 31 minutes without a request (the server's clock): the next click returns to sign-in, saying why.
    const moved = await fetch(`${baseUrl}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutes: 31 }),
    });
    expect(moved.ok).toBe(true);
    await page.getByTestId('console-menu').getByText('Dashboard', { exact: true }).click();
    await page.getByTestId('login-ended').waitFor();
    expect(await page.getByTestId('login-ended').textContent()).toContain(
      'signed out after 30 minutes without activity',
    );
    await screenshot(page, 'console-staff-idle');
    expect(errors).toEqual([]);
    await context.close();
    await adminContext.close();
  });
});
