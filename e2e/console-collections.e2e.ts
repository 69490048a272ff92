// Collections at a desk (1366x900): a loan a few weeks overdue is in the queue's
// 1-30 bucket; the admin (the supervisor) assigns it to a collector; the
// collector sees it in their queue, opens it, looks at the borrower's
// references (the server audits the view), logs a call with a promise to pay,
// and once the borrower pays the promised amount the daily job marks it kept.
import { describe, expect, it } from 'vitest';
import { newPhone, screenshot } from './support/browser';
import { consoleLogin, createStaff, desktopContext, firstAdmin, staffToken } from './support/console';
import { logInByApi } from './support/journey';
import { advanceDays, disbursedBorrower } from './support/repayment';
import type { RunningServer } from './support/server';
import { MANY_PHONES_ONE_CLIENT, useSuite } from './support/suite';

const suite = useSuite({
  ...MANY_PHONES_ONE_CLIENT,
  UNDERWRITING_DELAY_SECONDS: '1',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
  JOBS_POLL_MS: '200',
  TEST_CLOCK: 'true',
});

const IST_MS = 330 * 60_000;

/** Moves the server's clock to the next 12:00 India time (contact hours are 08:00-19:00) and runs the daily job. */
async function toIndiaNoon(server: RunningServer, now: Date): Promise<Date> {
  const istMinutes = Math.floor(((now.getTime() + IST_MS) % 86_400_000) / 60_000);
  const minutes = (12 * 60 - istMinutes + 1440) % 1440;
  const res = await fetch(`${server.baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ minutes }),
  });
  if (!res.ok) throw new Error(`clock: ${res.status}`);
  return new Date(((await res.json()) as { now: string }).now);
}

const indiaDay = (at: Date) => new Date(at.getTime() + IST_MS).toISOString().slice(0, 10);

/** A partial repayment of `amountPaise` through the gateway simulator, paid. */
async function payPart(server: RunningServer, token: string, orderId: string, amountPaise: number) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = await fetch(`${server.baseUrl}/api/v1/orders/${orderId}/repayments`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `e2e-collections-${orderId}` },
    body: JSON.stringify({ method: 'gateway', kind: 'partial', amountPaise }),
  });
  if (started.status !== 201) throw new Error(`repayment: ${started.status} ${await started.text()}`);
  const { id } = (await started.json()) as { id: string };
  for (let i = 0; i < 50; i += 1) {
    const res = await fetch(`${server.baseUrl}/api/v1/repayments/${id}/simulate`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ outcome: 'succeeded' }),
    });
    if (res.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the repayment was not paid');
}

describe('console: collections', () => {
  it('the admin assigns an overdue loan; its collector sees the references (audited), logs a call and a promise to pay, kept after a payment', async () => {
    const { server, browser } = suite;
    const phone = newPhone();
    const borrower = await disbursedBorrower(server, phone);
    // The first instalment falls due a few weeks after the payout: 35 days on, it is in the 1-30 bucket.
    await advanceDays(server, 35);
    const now = await toIndiaNoon(server, new Date());

    const context = await desktopContext(browser, server.baseUrl);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(page, server.baseUrl, firstAdmin(server), now);
    const adminToken = await staffToken(page);
    const collector = await createStaff(server.baseUrl, adminToken, 'collector');

    // The admin: the whole queue, the loan unassigned in 1-30; tick it and assign it.
    await page.getByTestId('console-menu').getByText('Collections', { exact: true }).click();
    const table = page.getByTestId('collections-table');
    const row = table.locator('tbody tr.ant-table-row').filter({ hasText: phone.slice(-4) });
    await row.waitFor();
    expect(await row.textContent()).toContain('1-30');
    expect(await row.textContent()).toContain('Unassigned');
    await row.locator('input[type="checkbox"]').check();
    await page.getByTestId('collections-assign-to').click();
    // The newest 'Test collector' is listed last (a retry on the same server made one before).
    await page.locator('.ant-select-item-option').filter({ hasText: 'Test collector' }).last().click();
    await page.getByTestId('collections-assign').click();
    await page.getByText('1 loan assigned').waitFor();
    await expect.poll(() => row.textContent()).toContain('Test collector');
    await screenshot(page, 'console-collections-admin');

    // The collector: their queue, 1-30 bucket, the loan.
    await page.evaluate(() => sessionStorage.clear());
    await consoleLogin(page, server.baseUrl, collector, now);
    const menu = (await page.getByTestId('console-menu').textContent()) ?? '';
    expect(menu).toContain('Collections');
    expect(menu).not.toContain('Customers');
    await page.getByTestId('console-menu').getByText('Collections', { exact: true }).click();
    await page
      .getByTestId('collections-buckets')
      .getByText(/^1-30 days \(1\)$/)
      .click();
    await row.waitFor();
    await page.getByText('Overdue loans assigned to you').waitFor();
    await row.locator('a').first().click();
    await page.getByTestId('collection-loan-summary').getByText(phone).waitFor();

    // References: behind a button, each view audited on the server.
    await page.getByText('Never tell a reference about the loan or the debt', { exact: false }).waitFor();
    await page.getByTestId('collection-references-show').click();
    const references = page.getByTestId('collection-references-table');
    await references.getByText('Rohit Kapoor').waitFor();
    expect(await references.locator('tbody tr').count()).toBe(3);
    const audit = await fetch(
      `${server.baseUrl}/api/staff/v1/audit?action=collections.references.view&subjectId=${borrower.orderId}`,
      { headers: { authorization: `Bearer ${adminToken}` } },
    );
    expect(audit.status).toBe(200);
    expect(((await audit.json()) as { entries: unknown[] }).entries).toHaveLength(1);

    // A call: promised to pay Rs 500 today.
    await page.getByTestId('log-contact-outcome').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Promised to pay' }).click();
    await page.getByTestId('log-contact-promised-on').fill(indiaDay(now));
    await page.getByTestId('log-contact-amount').fill('500');
    await page.getByTestId('log-contact-note').fill('Will pay Rs 500 today by UPI');
    await page.getByTestId('log-contact-submit').click();
    await page.getByText('Call logged').waitFor();
    await page.getByTestId('collection-contacts').getByText('Will pay Rs 500 today by UPI').waitFor();
    await page.getByTestId('collection-promises').getByTestId('promise-state-pending').waitFor();
    await screenshot(page, 'console-collections-loan');

    // The borrower pays Rs 500; the daily job marks the promise kept from the books.
    // Five weeks on, the borrower logs in again to pay.
    const again = await logInByApi(server, phone);
    await payPart(server, again.token, borrower.orderId, 500_00);
    await advanceDays(server, 0);
    await page.reload();
    await page.getByTestId('collection-promises').getByTestId('promise-state-kept').waitFor();
    expect(await page.getByTestId('collection-promises').textContent()).toContain('₹500.00');
    await page.getByTestId('collection-promises').scrollIntoViewIfNeeded();
    await screenshot(page, 'console-collections-kept');
    expect(errors).toEqual([]);
  });
});
