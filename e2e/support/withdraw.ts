// An approved borrower through the API, for the withdrawal journeys and the
// screenshots: login, every application step, submit, then the decision.
import type { QuoteView } from '@app/contract';
import { completeByApi, submitByApi } from './application';
import { type ApiSession, logInByApi } from './journey';
import type { RunningServer } from './server';

async function applicationState(server: RunningServer, token: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/v1/application`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: string }).state;
}

/** Logs `phone` in, applies and waits for the approval (needs a short UNDERWRITING_DELAY_SECONDS). */
export async function approvedBorrower(server: RunningServer, phone: string): Promise<ApiSession> {
  const session = await logInByApi(server, phone);
  await completeByApi(server, session);
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
  choice: { amountPaise: number; termMonths: number },
): Promise<QuoteView> {
  const res = await fetch(`${server.baseUrl}/api/v1/withdraw/quote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(choice),
  });
  if (!res.ok) throw new Error(`quote: ${res.status} ${await res.text()}`);
  return (await res.json()) as QuoteView;
}
