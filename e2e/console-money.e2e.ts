// Money at a desk (1366x900): a borrower pays the bill by UPI and enters a UTR
// the bank cannot decide (the simulator's ending 1111); the repayment waits in
// the console's UTR confirmations with the statement's matching credit; a
// finance user confirms it once, and the borrower's bill (phone) is settled.
import { describe, expect, it } from 'vitest';
import { newPhone, phoneContext, screenshot } from './support/browser';
import { consoleLogin, createStaff, desktopContext, firstAdmin, staffToken } from './support/console';
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

describe('console money', () => {
  it('a finance user confirms a UTR the bank could not decide, and the borrower’s bill is settled', async () => {
    const { baseUrl } = suite.server;
    const phone = newPhone();
    const loan = await disbursedBorrower(suite.server, phone);

    // The borrower pays the bill by UPI and enters a UTR ending 1111.
    const phoneCtx = await phoneContext(suite.browser, baseUrl);
    const borrower = await phoneCtx.newPage();
    await logInByOtp(borrower, suite.server, phone);
    await borrower.goto(`/#/bill?orderId=${loan.orderId}`);
    await byTestId(borrower, 'bill-repay').click();
    await borrower.waitForURL(/#\/Repayment\?/);
    await byTestId(borrower, 'repay-kind-full').click();
    await byTestId(borrower, 'repay-method-upi').click();
    await byTestId(borrower, 'repay-confirm').click();
    await borrower.waitForURL(/#\/RepaymentCode\?id=/);
    const utr = `5${String(Date.now()).slice(-7)}1111`;
    await byTestId(borrower, 'utr-input').fill(utr);
    await byTestId(borrower, 'utr-submit').click();
    await borrower.waitForURL(/#\/(paymentProcess|repaidPage)\?id=/);

    // Finance signs in (an account the first admin makes) and finds it in the queue.
    const adminCtx = await desktopContext(suite.browser, baseUrl);
    const adminPage = await adminCtx.newPage();
    await consoleLogin(adminPage, baseUrl, firstAdmin(suite.server));
    const finance = await createStaff(baseUrl, await staffToken(adminPage), 'finance');
    const deskCtx = await desktopContext(suite.browser, baseUrl);
    const desk = await deskCtx.newPage();
    const errors: string[] = [];
    desk.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(desk, baseUrl, finance);
    await desk.getByTestId('console-menu').getByText('Money', { exact: true }).click();
    await desk.getByText('No failed or stuck payouts').waitFor();
    await screenshot(desk, 'console-money-payouts');
    await desk.getByRole('tab', { name: 'UTR confirmations' }).click();
    const row = desk.getByTestId('utr-table').locator('tr', { hasText: utr });
    // The gateway's check runs a second after the UTR: reload until it has left it undecided.
    await expect
      .poll(
        async () => {
          await desk.getByRole('button', { name: 'Refresh' }).click();
          return row.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await row.textContent()).toContain('Credit found, same amount');
    expect(await row.textContent()).toContain(`XXXXXX${phone.slice(-4)}`);
    await screenshot(desk, 'console-money-utr');

    await desk.getByTestId(`utr-confirm-${utr}`).click();
    await desk.getByRole('button', { name: 'OK' }).click();
    await desk.getByText('No repayments waiting for a UTR check').waitFor();

    // Another confirm of the same repayment is refused by the server.
    const repaymentId = new URL(borrower.url().replace('#/', '')).searchParams.get('id');
    const again = await fetch(`${baseUrl}/api/staff/v1/money/utr/${repaymentId}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await staffToken(desk)}` },
    });
    expect(again.status).toBe(409);

    await desk.getByRole('tab', { name: 'Cooling-off' }).click();
    await desk.getByText('No cooling-off cancellations').waitFor();
    await screenshot(desk, 'console-money-cooling-off');
    await desk.getByRole('tab', { name: 'Reconciliation' }).click();
    await desk.getByTestId('recon-table').getByText('Collection').first().waitFor();
    await screenshot(desk, 'console-money-reconciliation');

    // The borrower's bill (phone) reads settled.
    const bill = await billByApi(suite.server, loan.token, loan.orderId);
    expect(bill.display.state).toBe('settled');
    await borrower.goto(`/#/bill?orderId=${loan.orderId}`);
    // The page may first show the bill it had (pending) while it asks again.
    await expect
      .poll(async () => (await byTestId(borrower, 'bill-state').textContent())?.trim())
      .toMatch(/settled/i);
    await screenshot(borrower, 'console-money-borrower-settled');

    expect(errors).toEqual([]);
    await Promise.all([phoneCtx.close(), adminCtx.close(), deskCtx.close()]);
  });

  // Issue 35: a payout the gateway failed (the simulator's ending 2222, a gateway
  // error on the first attempt) is worked from its row: the reason in words, the
  // customer opened from the keyboard, then a retry that pays it.
  it('a finance user sees why a payout failed, opens the customer from the row and retries it', async () => {
    const { baseUrl } = suite.server;
    const phone = newPhone();
    const loan = await disbursedBorrower(
      suite.server,
      phone,
      { accountNumber: `5010${phone.slice(-6)}2222` },
      'disburse_failed',
    );

    const adminCtx = await desktopContext(suite.browser, baseUrl);
    const adminPage = await adminCtx.newPage();
    await consoleLogin(adminPage, baseUrl, firstAdmin(suite.server));
    const finance = await createStaff(baseUrl, await staffToken(adminPage), 'finance');
    const deskCtx = await desktopContext(suite.browser, baseUrl);
    const desk = await deskCtx.newPage();
    const errors: string[] = [];
    desk.on('pageerror', (error) => errors.push(error.message));
    await consoleLogin(desk, baseUrl, finance);
    await desk.getByTestId('console-menu').getByText('Money', { exact: true }).click();

    const row = desk.getByTestId('payout-table').locator('tr', { hasText: `XXXXXX${phone.slice(-4)}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('Gateway error');
    expect(await row.textContent()).toContain('The gateway failed or declined it');
    expect(await row.textContent()).toContain('XXXX2222');
    await screenshot(desk, 'console-money-payout-failed');

    // The customer opens from the row with the keyboard (a real link), and Back returns to the row.
    const customer = row.getByRole('link');
    await customer.focus();
    await desk.keyboard.press('Enter');
    await desk.waitForURL(/#\/customers\/[0-9a-f-]+$/);
    await desk.getByTestId('customer-profile').waitFor();
    expect(await desk.getByTestId('customer-profile').textContent()).toContain(phone.slice(-4));
    await screenshot(desk, 'console-money-payout-customer');
    await desk.goBack();
    await row.waitFor();

    // Retry after a confirmation: the second attempt is paid, and the row leaves the list.
    await row.getByRole('button', { name: 'Retry' }).click();
    await desk.getByText(/Retry the payout of/).waitFor();
    await screenshot(desk, 'console-money-payout-retry');
    await desk.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await desk.getByText(/queued again/).waitFor();
    await expect
      .poll(
        async () => {
          await desk.getByRole('button', { name: 'Refresh' }).click();
          return row.count();
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    const view = await fetch(`${baseUrl}/api/v1/orders/${loan.orderId}`, {
      headers: { authorization: `Bearer ${loan.token}` },
    }).then((r) => r.json() as Promise<{ state: string }>);
    expect(view.state).toBe('disbursed');

    expect(errors).toEqual([]);
    await Promise.all([adminCtx.close(), deskCtx.close()]);
  });
});
