// Customer service at a desk (1366x900): a borrower logs in to the app, is
// approved and paid out; an agent opens the dashboard, which counts the
// application and the disbursal, then finds the borrower by the last digits of
// the phone and opens their record: the application (KYC numbers masked), the
// order's schedule and a ledger that balances, a day's accrual batch among it.
import { describe, expect, it } from 'vitest';
import { newPhone, screenshot } from './support/browser';
import { consoleLogin, createStaff, desktopContext, firstAdmin, staffToken } from './support/console';
import { advanceDays, disbursedBorrower } from './support/repayment';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  UNDERWRITING_DELAY_SECONDS: '1',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
  JOBS_POLL_MS: '200',
  TEST_CLOCK: 'true',
});

describe('console: dashboard and customers', () => {
  it("an agent sees today's application on the dashboard and opens the borrower's record", async () => {
    const { server, browser } = suite;
    const phone = newPhone();
    await disbursedBorrower(server, phone);

    const context = await desktopContext(browser, server.baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(page, server.baseUrl, firstAdmin(server));
    const agent = await createStaff(server.baseUrl, await staffToken(page), 'agent');
    await page.evaluate(() => sessionStorage.clear());
    const agentSecret = await consoleLogin(page, server.baseUrl, agent);

    await page.goto(`${server.baseUrl}/console/#/dashboard`);
    const submitted = page.getByTestId('stat-applications').locator('.ant-statistic-content-value');
    await expect.poll(() => submitted.textContent()).toBe('1');
    await page.getByTestId('overdue-table').getByText('DPD 90+').waitFor();
    expect(await page.getByTestId('stat-disbursed').textContent()).toContain('₹10,000.00');
    expect(await page.getByTestId('stat-open-loans').textContent()).toContain('1');
    await screenshot(page, 'console-dashboard');

    await page.getByTestId('console-menu').getByText('Customers', { exact: true }).click();
    await page.getByTestId('customer-search').locator('input').fill(phone.slice(-6));
    await page.getByTestId('customer-search').locator('input').press('Enter');
    await page.getByTestId('customer-results').getByText(phone).click();
    await page.getByTestId('customer-profile').getByText(phone).waitFor();
    const profile = (await page.getByTestId('customer-profile').textContent()) ?? '';
    expect(profile).toContain('Neha Kapoor');
    expect(profile).toMatch(/XXXX XXXX \d{4}/);
    const rows = page.getByTestId('applications-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await screenshot(page, 'console-customer');

    await page.getByRole('tab', { name: /Orders & schedule/ }).click();
    await page.getByText('Payout UTR').waitFor();
    await screenshot(page, 'console-customer-orders');
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await expect
      .poll(() => page.getByTestId('ledger-balance').textContent())
      .toContain('to ₹0.00: the books balance');
    await screenshot(page, 'console-customer-ledger');
    // The borrower's message center, read by the agent: the approval is there.
    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.getByText('application_approved', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Repayments' }).click();
    await page.getByText('No repayment yet.').waitFor();

    // A day later the loan's first day of interest is in the day's accrual batch journal
    // (decision 050): the ledger shows the borrower's line of it, the order's journals balance.
    const record = page.url();
    const tomorrow = await advanceDays(server, 1);
    await page.evaluate(() => sessionStorage.clear()); // the shift's session has ended
    await consoleLogin(page, server.baseUrl, { ...agent, secret: agentSecret }, tomorrow);
    await page.goto(record);
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await page.getByText('batch', { exact: true }).waitFor();
    await page.getByText('(share)').waitFor();
    expect(await page.getByTestId('ledger-balance').textContent()).toContain('to ₹0.00: the books balance');
    await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
    await screenshot(page, 'console-customer-ledger-batch');
    expect(errors).toEqual([]);
    await context.close();
  });
});
