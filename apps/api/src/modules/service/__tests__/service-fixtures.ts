import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../../db/schema';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, type TestContext } from '../../../test/test-app';

export const SERVICE = '/api/staff/v1/service';

/** An agent's console session and a caller for the service routes. */
export async function agent(ctx: TestContext) {
  const { token, staffId, email } = await staffSession(ctx, 'agent');
  const as = (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) =>
    call(ctx.app, method, `${SERVICE}${path}`, body, { headers: staffHeaders(token) });
  return { token, staffId, email, as };
}

export async function sendFeedback(
  ctx: TestContext,
  token: string,
  text: string,
  key: string,
): Promise<string> {
  const res = await call(
    ctx.app,
    'POST',
    '/api/v1/feedback',
    { text },
    {
      headers: { ...bearer(token), 'idempotency-key': key },
    },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export async function requestDeletion(ctx: TestContext, token: string): Promise<string> {
  const res = await call(ctx.app, 'POST', '/api/v1/me/deletion-request', {}, { headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export const auditOf = (ctx: TestContext, subjectId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

export async function inbox(ctx: TestContext, token: string) {
  const res = await call(ctx.app, 'GET', '/api/v1/messages', undefined, { headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().messages as { title: string; body: string; kind: string }[];
}
