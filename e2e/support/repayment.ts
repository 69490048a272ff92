// A borrower with money in the bank, through the API, for the repayment
// journeys: approval, an order, the three documents read, the signing code
// from the SMS outbox, a drawn signature, then the payout simulator settles.
import type { BillView } from '@app/contract';
import { PNG } from 'pngjs';
import type { ApplicationOverrides } from './application';
import type { ApiSession } from './journey';
import type { RunningServer } from './server';
import { approvedBorrower } from './withdraw';

/** A signature as the pad exports it: a dark wave on a transparent PNG. */
export function signaturePng(): string {
  const png = new PNG({ width: 400, height: 150 });
  for (let x = 40; x < 360; x += 1) {
    const y = Math.round(75 + 30 * Math.sin(x / 25));
    for (let dy = -2; dy <= 2; dy += 1) png.data[((y + dy) * 400 + x) * 4 + 3] = 255;
  }
  return PNG.sync.write(png).toString('base64');
}

async function api<T>(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const answer = await res.text();
  return (answer ? JSON.parse(answer) : undefined) as T;
}

/** Approved, withdrawn (Rs 10,000 over 3 months), signed and paid out; needs a short PAYOUT_SETTLE_SECONDS. */
export async function disbursedBorrower(
  server: RunningServer,
  phone: string,
  overrides: ApplicationOverrides = {},
  /** The order's state to wait for: `disburse_failed` with an account the payout simulator fails (docs/disbursal.md). */
  until: 'disbursed' | 'disburse_failed' = 'disbursed',
): Promise<ApiSession & { orderId: string }> {
  const session = await approvedBorrower(server, phone, overrides);
  const { token } = session;
  const order = await api<{ id: string }>(
    server,
    token,
    'POST',
    '/orders',
    { amountPaise: 10_000_00, termMonths: 3 },
    { 'idempotency-key': `e2e-order-${phone}` },
  );
  for (const kind of ['kfs', 'letter', 'loan']) {
    await api(server, token, 'POST', `/orders/${order.id}/documents/${kind}/read`);
  }
  const mark = server.mark();
  await api(server, token, 'POST', `/orders/${order.id}/sign/code`);
  const code = await server.waitForOtp(phone, mark);
  await api(server, token, 'POST', `/orders/${order.id}/sign`, {
    code,
    signaturePng: signaturePng(),
    agree: true,
  });
  for (let i = 0; i < 150; i += 1) {
    const view = await api<{ state: string }>(server, token, 'GET', `/orders/${order.id}`);
    if (view.state === until) return { ...session, orderId: order.id };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ${until}`);
}

/** The bill as the API gives it: what the screens must show. */
export const billByApi = (server: RunningServer, token: string, orderId: string) =>
  api<BillView>(server, token, 'GET', `/orders/${orderId}/bill`);

/** Moves the server's clock (TEST_CLOCK) and runs the accrual, reminders and due jobs; the server's time after. */
export async function advanceDays(server: RunningServer, days: number): Promise<Date> {
  const res = await fetch(`${server.baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  if (!res.ok) throw new Error(`clock: ${res.status} ${await res.text()}`);
  return new Date(((await res.json()) as { now: string }).now);
}
