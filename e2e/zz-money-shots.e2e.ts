// TEMPORARY (money helper): screenshots of populated money tabs; deleted after use.
import { it } from 'vitest';
import { newPhone, screenshot } from './support/browser';
import { consoleLogin, desktopContext, firstAdmin } from './support/console';
import { disbursedBorrower } from './support/repayment';
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

async function post(token: string, path: string, body: unknown) {
  const res = await fetch(`${suite.server.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': `k${Math.random()}` },
    body: JSON.stringify(body),
  });
  return res.json() as Promise<{ id: string }>;
}

it('shots', async () => {
  const { baseUrl } = suite.server;
  await Promise.all([
    disbursedBorrower(suite.server, newPhone(), { accountNumber: '501000120000' }).catch(() => null),
    (async () => {
      const loan = await disbursedBorrower(suite.server, newPhone());
      const r = await post(loan.token, `/orders/${loan.orderId}/repayments`, { kind: 'cooling_off', method: 'upi' });
      await post(loan.token, `/repayments/${r.id}/utr`, { utr: `5${String(Date.now()).slice(-7)}4321` });
    })(),
    (async () => {
      const loan = await disbursedBorrower(suite.server, newPhone());
      const r = await post(loan.token, `/orders/${loan.orderId}/repayments`, { kind: 'bill', method: 'upi' });
      await post(loan.token, `/repayments/${r.id}/utr`, { utr: `5${String(Date.now()).slice(-7)}2222` });
    })(),
  ]);
  await new Promise((r) => setTimeout(r, 3000));
  const ctx = await desktopContext(suite.browser, baseUrl);
  const page = await ctx.newPage();
  await consoleLogin(page, baseUrl, firstAdmin(suite.server));
  await page.goto(`${baseUrl}/console/#/money`);
  await page.getByTestId('payout-table').locator('tbody tr').first().waitFor();
  await page.waitForTimeout(500);
  await screenshot(page, 'shot-payouts');
  await page.getByRole('tab', { name: 'UTR confirmations' }).click();
  await page.waitForTimeout(800);
  await screenshot(page, 'shot-utr');
  await page.getByRole('button', { name: 'Reject' }).first().click();
  await page.waitForTimeout(500);
  await screenshot(page, 'shot-reject');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Cooling-off' }).click();
  await page.waitForTimeout(800);
  await screenshot(page, 'shot-cooling');
  await page.getByRole('tab', { name: 'Reconciliation' }).click();
  await page.waitForTimeout(800);
  await screenshot(page, 'shot-recon');
  await ctx.close();
});
