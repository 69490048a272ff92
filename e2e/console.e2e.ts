// The operations console at a desk (1366x900): the first admin printed at the
// server's first start signs in and sets up the authenticator through the page,
// adds a finance colleague (password shown once), who signs in beside them and
// reaches Money but not Configuration (the menu leaves it out; the address
// gives the 403 page); the admin finds the account's creation in the audit log.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/browser';
import { consoleLogin, desktopContext, firstAdmin } from './support/console';
import { useSuite } from './support/suite';

const suite = useSuite();

const menuLabels = async (page: Page) =>
  (await page.getByTestId('console-menu').locator('.ant-menu-item').allTextContents()).map((t) => t.trim());

describe('operations console', () => {
  it('first admin enrols, adds a finance member who reaches only their sections, and the audit log shows it', async () => {
    const { baseUrl } = suite.server;
    const admin = firstAdmin(suite.server);

    const adminContext = await desktopContext(suite.browser, baseUrl);
    const adminPage = await adminContext.newPage();
    const errors: string[] = [];
    adminPage.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    adminPage.on('pageerror', (error) => errors.push(error.message));

    // Signed out, any console address leads to sign-in.
    await adminPage.goto(`${baseUrl}/console/#/staff`);
    await adminPage.getByTestId('console-login').waitFor();
    await screenshot(adminPage, 'console-login');

    // A wrong password is refused with the server's message.
    await adminPage.getByTestId('login-email').fill(admin.email);
    await adminPage.getByTestId('login-password').fill('not-the-password');
    await adminPage.getByTestId('login-submit').click();
    await expect.poll(() => adminPage.getByTestId('login-error').textContent()).toContain('incorrect');
    errors.length = 0; // the browser logs that refusal (401) as a failed resource: expected

    // First sign-in: the page shows the authenticator to set up, read from it.
    const secret = await consoleLogin(adminPage, baseUrl, admin);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await adminPage.getByTestId('console-staff-role').textContent()).toBe('admin');
    expect(await menuLabels(adminPage)).toEqual([
      'Dashboard',
      'Review',
      'Customers',
      'Money',
      'Reports',
      'Collections',
      'Approvals',
      'Service',
      'Content',
      'Configuration',
      'Staff',
      'Recovery agents',
      'Audit log',
    ]);

    // A finance colleague, added on the Staff page; the password is shown once.
    await adminPage.getByTestId('console-menu').getByText('Staff', { exact: true }).click();
    await adminPage.getByTestId('staff-add').click();
    const email = `finance-${Date.now()}@staff.test`;
    await adminPage.getByTestId('new-staff-name').fill('Farah Finance');
    await adminPage.getByTestId('new-staff-email').fill(email);
    await adminPage.getByTestId('new-staff-role').click();
    await adminPage.locator('.ant-select-item-option[title="finance"]').click();
    await adminPage.getByTestId('new-staff-submit').click();
    const password = ((await adminPage.getByTestId('new-staff-password').textContent()) ?? '').trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await screenshot(adminPage, 'console-staff-password');
    await adminPage.getByRole('button', { name: 'I have copied it' }).click();
    await adminPage.getByTestId('new-staff-password').waitFor({ state: 'detached' });
    await adminPage.getByTestId('staff-table').getByText(email).waitFor();
    await screenshot(adminPage, 'console-staff');

    // The finance member, in their own browser: Money yes, Configuration no.
    const financeContext = await desktopContext(suite.browser, baseUrl);
    const financePage = await financeContext.newPage();
    await consoleLogin(financePage, baseUrl, { email, password });
    expect(await financePage.getByTestId('console-staff-name').textContent()).toBe('Farah Finance');
    const financeMenu = await menuLabels(financePage);
    expect(financeMenu).toContain('Money');
    // Loan actions under four eyes: finance proposes and approves with risk (decision 088).
    expect(financeMenu).toContain('Approvals');
    expect(financeMenu).not.toContain('Collections');
    expect(financeMenu).not.toContain('Configuration');
    expect(financeMenu).not.toContain('Staff');
    await financePage.goto(`${baseUrl}/console/#/configuration`);
    await financePage.getByTestId('console-forbidden').waitFor();
    expect(await financePage.getByTestId('console-forbidden').textContent()).toContain(
      'You do not have access to this section',
    );
    await screenshot(financePage, 'console-forbidden');
    // A reload keeps the tab signed in: the console asks the server who it is.
    await financePage.reload();
    await financePage.getByTestId('console-forbidden').waitFor();
    expect(await financePage.getByTestId('console-staff-name').textContent()).toBe('Farah Finance');
    // Signing out ends the session: back to sign-in, and the old address asks for it again.
    await financePage.getByTestId('console-sign-out').click();
    await financePage.getByTestId('console-login').waitFor();
    await financeContext.close();

    // The audit log names who created whom.
    await adminPage.getByTestId('console-menu').getByText('Audit log', { exact: true }).click();
    const row = adminPage.getByTestId('audit-table').locator('tr', { hasText: 'staff.create' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(admin.email);
    await row.locator('.ant-table-row-expand-icon').click();
    await adminPage.getByTestId('audit-diff').first().waitFor();
    expect(await adminPage.getByTestId('audit-diff').first().textContent()).toContain('finance');
    await screenshot(adminPage, 'console-audit');

    expect(errors).toEqual([]);
    await adminContext.close();
  });
});
