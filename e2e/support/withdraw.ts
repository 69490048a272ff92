// An approved borrower through the API, for the withdrawal journeys and the
// screenshots: login, every application step, submit, then the decision.
import type { CouponView, QuoteView } from '@app/contract';
import { expect } from 'vitest';
import { type ApplicationOverrides, completeByApi, submitByApi } from './application';
import { type ApiSession, logInByApi } from './journey';
import type { RunningServer } from './server';

async function applicationState(server: RunningServer, token: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/application`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: string }).state;
}

/** Logs `phone` in, applies and waits for the approval (needs a short UNDERWRITING_DELAY_SECONDS). */
export async function approvedBorrower(
  server: RunningServer,
  phone: string,
  overrides: ApplicationOverrides = {},
): Promise<ApiSession> {
  const session = await logInByApi(server, phone);
  await completeByApi(server, session, overrides);
  await submitByApi(server, session.token);
  for (let i = 0; i < 150; i++) {
    const state = await applicationState(server, session.token);
    if (state === 'approved') return session;
    if (state !== 'submitted') throw new Error(`not approved: ${state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no decision');
}

/** What POST /withdraw/quote answers for a choice, as the screens must show it. */
export async function quoteByApi(
  server: RunningServer,
  token: string,
  choice: { amountPaise: number; termMonths: number; couponId?: string },
): Promise<QuoteView> {
  const res = await fetch(`${server.baseUrl}/api/v1/withdraw/quote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(choice),
  });
  if (!res.ok) throw new Error(`quote: ${res.status} ${await res.text()}`);
  return (await res.json()) as QuoteView;
}

/** A document of an order as PDF bytes, the way the app fetches it (bearer token). */
export async function documentPdfByApi(
  server: RunningServer,
  token: string,
  orderId: string,
  kind: 'kfs' | 'letter' | 'loan',
): Promise<Uint8Array> {
  const res = await fetch(`${server.baseUrl}/api/v1/orders/${orderId}/documents/${kind}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`pdf: ${res.status} ${await res.text()}`);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await res.arrayBuffer());
}

/** The customer's coupons (an approved borrower has the welcome withdrawal coupon). */
export async function couponsByApi(server: RunningServer, token: string): Promise<CouponView[]> {
  const res = await fetch(`${server.baseUrl}/api/v1/coupons`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`coupons: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { coupons: CouponView[] }).coupons;
}
