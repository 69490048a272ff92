import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, loanOrders } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

const API = '/api/staff/v1/content';

const message = (key: string, segment: string, extra: Record<string, unknown> = {}) => ({
  key,
  segment,
  title: { en: 'Diwali offer', hi: 'दिवाली ऑफ़र', zh: '排灯节优惠' },
  body: { en: 'Lower fees this week.', hi: 'इस हफ़्ते कम शुल्क।', zh: '本周费用更低。' },
  target: 'home',
  ...extra,
});

/** The titles of a borrower's activity messages. */
async function activityTitles(ctx: TestContext, token: string): Promise<string[]> {
  const res = await call(ctx.app, 'GET', '/api/v1/messages?kind=activity', undefined, {
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages.map((m: { title: string }) => m.title);
}

/** One customer in each segment: new, approved without a loan, with an open loan, repaid. */
async function population(ctx: TestContext) {
  const fresh = await logIn(ctx, '9876500001');
  const approved = await approvedCustomer(ctx, '9876500002');
  const borrowing = await approvedCustomer(ctx, '9876500003');
  await disbursedOrder(ctx, borrowing.token);
  const repaid = await approvedCustomer(ctx, '9876500004');
  const repaidOrder = await disbursedOrder(ctx, repaid.token);
  await ctx.database.db.update(loanOrders).set({ state: 'settled' }).where(eq(loanOrders.id, repaidOrder));
  return { fresh, approved, borrowing, repaid };
}

describe.each(drivers)('content: activity messages on %s', (driver) => {
  const ctx = useTestApp(driver, { CAPTCHA_PHONES_PER_CLIENT: '100' });

  it('refuses a borrower (401) and roles outside content (403)', async () => {
    const borrower = await logIn(ctx, '9876500009');
    const body = message('key-refused-1', 'all');
    const asBorrower = await call(ctx.app, 'POST', `${API}/messages`, body, {
      headers: bearer(borrower.token),
    });
    expect(asBorrower.statusCode).toBe(401);
    expect(asBorrower.json().code).toBe('STAFF_UNAUTHENTICATED');
    for (const role of ['risk', 'finance'] as const) {
      const { token } = await staffSession(ctx, role);
      const res = await call(ctx.app, 'POST', `${API}/messages`, body, { headers: staffHeaders(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('STAFF_FORBIDDEN');
      const count = await call(ctx.app, 'GET', `${API}/segments/count?segment=all`, undefined, {
        headers: staffHeaders(token),
      });
      expect(count.statusCode).toBe(403);
    }
    expect(await activityTitles(ctx, borrower.token)).toEqual([]);
  });

  it('reaches exactly its segment, once per key, in each reader’s language, audited', async () => {
    const people = await population(ctx);
    const { token, staffId } = await staffSession(ctx, 'agent');
    const headers = staffHeaders(token);

    const counts: Record<string, number> = {};
    for (const segment of ['all', 'approved_no_loan', 'open_loan', 'repaid']) {
      const res = await call(ctx.app, 'GET', `${API}/segments/count?segment=${segment}`, undefined, {
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      counts[segment] = res.json().count;
    }
    // Segments may overlap: a customer who repaid is approved with no open loan too.
    expect(counts).toEqual({ all: 4, approved_no_loan: 2, open_loan: 1, repaid: 1 });

    const body = message('key-open-loan-1', 'open_loan');
    const first = await call(ctx.app, 'POST', `${API}/messages`, body, { headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ delivered: 1, repeated: false });
    // A double click: the same key sends nothing more and answers the first count.
    const again = await call(ctx.app, 'POST', `${API}/messages`, body, { headers });
    expect(again.json()).toMatchObject({ id: first.json().id, delivered: 1, repeated: true });

    expect(await activityTitles(ctx, people.borrowing.token)).toEqual(['Diwali offer']);
    for (const other of [people.fresh, people.approved, people.repaid]) {
      expect(await activityTitles(ctx, other.token)).not.toContain('Diwali offer');
    }

    // The reader's language, and the screen it leads to.
    await call(
      ctx.app,
      'PUT',
      '/api/v1/me/language',
      { language: 'hi' },
      { headers: bearer(people.borrowing.token) },
    );
    const list = await call(ctx.app, 'GET', '/api/v1/messages?kind=activity', undefined, {
      headers: bearer(people.borrowing.token),
    });
    const [shown] = list.json().messages;
    expect(shown).toMatchObject({ title: 'दिवाली ऑफ़र', body: 'इस हफ़्ते कम शुल्क।' });
    const opened = await call(ctx.app, 'GET', `/api/v1/messages/${shown.id}`, undefined, {
      headers: bearer(people.borrowing.token),
    });
    expect(opened.json().target).toEqual({ page: 'home', orderId: null });

    const all = await call(
      ctx.app,
      'POST',
      `${API}/messages`,
      message('key-all-00001', 'all', { target: null }),
      {
        headers,
      },
    );
    expect(all.json().delivered).toBe(4);
    expect(await activityTitles(ctx, people.fresh.token)).toEqual(['Diwali offer']);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.message_send'));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ staffId, subjectType: 'campaign', subjectId: first.json().id });
    expect(audit[0]?.after).toMatchObject({ segment: 'open_loan', delivered: 1 });
  });

  it('refuses odd input with a code, and a reused key with another message', async () => {
    const { token } = await staffSession(ctx, 'admin');
    const headers = staffHeaders(token);
    const odd = [
      message('short', 'all'),
      message('key-odd-00001', 'everyone'),
      message('key-odd-00002', 'all', { target: 'bill' }),
      message('key-odd-00003', 'all', { title: { en: 'x', hi: '', zh: 'x' } }),
      message('key-odd-00004', 'all', { body: { en: 'x'.repeat(1001), hi: 'x', zh: 'x' } }),
    ];
    for (const body of odd) {
      const res = await call(ctx.app, 'POST', `${API}/messages`, body, { headers });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const count = await call(ctx.app, 'GET', `${API}/segments/count?segment=nobody`, undefined, { headers });
    expect(count.statusCode).toBe(400);

    await call(ctx.app, 'POST', `${API}/messages`, message('key-reused-01', 'all'), { headers });
    const reused = await call(ctx.app, 'POST', `${API}/messages`, message('key-reused-01', 'repaid'), {
      headers,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
