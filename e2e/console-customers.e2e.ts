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
    await page.getByTestId('message-text').getByText('Your loan is approved').first().waitFor();
    expect(await page.getByText('application_approved', { exact: true }).count()).toBe(0);
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
  it('an agent finds a borrower by phone and by name (a failed search leaves no old row), opens them by keyboard and sees the evidence, documents and bureau, and adds a note', async () => {
    const { server, browser } = suite;
    const phone = newPhone();
    await disbursedBorrower(server, phone);
    // The first journey moved the server's clock: the one-time codes are of the server's time.
    const now = await advanceDays(server, 0);

    const context = await desktopContext(browser, server.baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(page, server.baseUrl, firstAdmin(server), now);
    const agent = await createStaff(server.baseUrl, await staffToken(page), 'agent');
    await page.evaluate(() => sessionStorage.clear());
    await consoleLogin(page, server.baseUrl, agent, now);

    await page.goto(`${server.baseUrl}/console/#/customers`);
    const input = page.getByTestId('customer-search').locator('input');
    const results = page.getByTestId('customer-results');
    const rows = results.locator('tbody tr.ant-table-row');
    const searchFor = async (text: string) => {
      await input.fill(text);
      await input.press('Enter');
    };

    await searchFor(phone);
    await results.getByText(phone).waitFor();
    expect(await rows.count()).toBe(1);

    // Too short: the refusal alone, the first customer's row gone.
    await searchFor('ne');
    await page.getByText('Type at least 3 letters of a name').waitFor();
    await expect.poll(() => rows.count()).toBe(0);
    expect(await results.getByText(phone).count()).toBe(0);
    await screenshot(page, 'console-customers-search-refused');

    // A name nobody has: its own line, no rows, no error.
    await searchFor('Zorawar Quixote');
    await results.getByText('No customer matches.').waitFor();
    expect(await rows.count()).toBe(0);
    expect(await page.locator('.ant-alert-error').count()).toBe(0);

    // By name: every Neha Kapoor of this server, this borrower among them.
    await searchFor('neha kap');
    const row = rows.filter({ hasText: phone });
    await row.waitFor();
    expect(await row.textContent()).toContain('Neha Kapoor');
    await screenshot(page, 'console-customers-search-name');

    // Opened from the keyboard: the row takes focus, Enter opens it.
    await row.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('customer-profile').getByText(phone).waitFor();

    // The evidence an agent needs on one screen: identity check, images, bureau.
    await page.getByTestId('kyc-card').getByTestId('kyc-mode').waitFor();
    await page.getByTestId('bureau-card').waitFor();
    const bureau = (await page.getByTestId('bureau-card').textContent()) ?? '';
    expect(bureau).toMatch(/Score\s*\d{3}|No credit history/);
    expect(bureau).toContain('pulled');
    await expect.poll(() => page.locator('[data-testid^="photo-"] img').count()).toBeGreaterThan(0);
    await screenshot(page, 'console-customer-evidence');

    // The signed loan documents.
    await page.getByRole('tab', { name: 'Documents' }).click();
    const documents = page.locator('[data-testid^="documents-LN"]');
    await documents.first().waitFor();
    const listed = (await documents.first().textContent()) ?? '';
    expect(listed).toContain('Key Fact Statement');
    expect(listed).toContain('Sanction Letter');
    expect(listed).toContain('Loan Agreement');
    await documents.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'console-customer-documents');

    // Messages as the borrower read them.
    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.getByTestId('message-text').getByText('Your loan is approved').first().waitFor();
    expect(await page.getByTestId('messages-language').textContent()).toContain('English');
    expect(await page.locator('body').textContent()).not.toMatch(/\{\{|application_approved/);
    await page.getByTestId('messages-language').scrollIntoViewIfNeeded();
    await screenshot(page, 'console-customer-messages');

    // A note: dated, by the agent, newest first; an empty one cannot be sent.
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByText('No note yet.').waitFor();
    expect(await page.getByTestId('note-add').isDisabled()).toBe(true);
    await page.getByTestId('note-text').fill('Called the borrower: asked for the agreement again, re-sent.');
    await page.getByTestId('note-add').click();
    const notes = page.getByTestId('notes-table').locator('tbody tr.ant-table-row');
    await notes.first().getByText('asked for the agreement again').waitFor();
    expect(await notes.first().textContent()).toContain(agent.email);
    await page.getByTestId('note-text').fill('Second call: will pay on Friday.');
    await page.getByTestId('note-add').click();
    await notes.first().getByText('will pay on Friday').waitFor();
    expect(await notes.count()).toBe(2);
    expect(await page.getByTestId('note-text').inputValue()).toBe('');
    await page.getByTestId('notes-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'console-customer-notes');
    expect(errors).toEqual([]);
    await context.close();
  });
});
