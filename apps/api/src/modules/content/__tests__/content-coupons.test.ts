import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

const API = '/api/staff/v1/content/coupons';

const grant = (key: string, to: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  key,
  ...to,
  kind: 'repayment',
  facePaise: 100_00,
  minAmountPaise: 0,
  validDays: 14,
  ...extra,
});

async function couponsOf(ctx: TestContext, token: string) {
  const res = await call(ctx.app, 'GET', '/api/v1/coupons', undefined, { headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().coupons as { kind: string; facePaise: number; state: string; validUntil: string }[];
}

describe.each(drivers)('content: coupon grants on %s', (driver) => {
  const ctx = useTestApp(driver, { CAPTCHA_PHONES_PER_CLIENT: '100' });

  it('gives one customer a coupon by phone, once per key, with its message, audited', async () => {
    const borrower = await logIn(ctx, '9876500101');
    const other = await logIn(ctx, '9876500102');
    const { token, staffId } = await staffSession(ctx, 'agent');
    const body = grant('coupon-one-0001', { phone: '+91 98765 00101' });

    const first = await call(ctx.app, 'POST', API, body, { headers: staffHeaders(token) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ delivered: 1, repeated: false });
    const again = await call(ctx.app, 'POST', API, body, { headers: staffHeaders(token) });
    expect(again.json()).toMatchObject({ delivered: 1, repeated: true });

    const coupons = await couponsOf(ctx, borrower.token);
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ kind: 'repayment', facePaise: 100_00, state: 'unused' });
    expect(Date.parse(coupons[0]?.validUntil ?? '') - ctx.clock.now().getTime()).toBe(14 * 86_400_000);
    expect(await couponsOf(ctx, other.token)).toEqual([]);

    const messages = await call(ctx.app, 'GET', '/api/v1/messages?kind=activity', undefined, {
      headers: bearer(borrower.token),
    });
    expect(messages.json().messages.map((m: { title: string }) => m.title)).toEqual([
      'A ₹100 coupon for you',
    ]);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.coupon_grant'));
    expect(entry).toMatchObject({ staffId, subjectType: 'campaign', subjectId: first.json().id });
    expect(entry?.after).toMatchObject({ facePaise: 100_00, validDays: 14, delivered: 1 });
  });

  it('proposes a segment its coupons; another person of another role approves, then each customer gets one, once', async () => {
    const approved = await approvedCustomer(ctx, '9876500111');
    const fresh = await logIn(ctx, '9876500112');
    const agent = await staffSession(ctx, 'agent');
    const otherAgent = await staffSession(ctx, 'agent');
    const risk = await staffSession(ctx, 'risk');
    const body = grant(
      'coupon-seg-0001',
      { segment: 'approved_no_loan' },
      { kind: 'withdrawal', facePaise: 500_00 },
    );
    const res = await call(ctx.app, 'POST', API, body, { headers: staffHeaders(agent.token) });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ state: 'proposed' });
    const id = res.json().proposalId;
    expect(await couponsOf(ctx, approved.token)).toEqual([]);

    const decide = (token: string, verb: 'approve' | 'reject') =>
      call(
        ctx.app,
        'POST',
        `/api/staff/v1/loan-actions/proposals/${id}/${verb}`,
        { reason: 'checked' } as never,
        {
          headers: staffHeaders(token),
        },
      );
    // Agents do not reach the approvals; the proposer's own role could not approve anyway.
    expect((await decide(otherAgent.token, 'approve')).statusCode).toBe(403);
    const waiting = await call(ctx.app, 'GET', '/api/staff/v1/loan-actions/proposals', undefined, {
      headers: staffHeaders(risk.token),
    });
    expect(waiting.json().items).toMatchObject([
      { id, kind: 'bulk_coupons', subjectType: 'segment', subjectId: 'approved_no_loan' },
    ]);
    const done = await decide(risk.token, 'approve');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ state: 'executed', result: { delivered: 1, repeated: false } });
    expect(await couponsOf(ctx, approved.token)).toMatchObject([{ kind: 'withdrawal', facePaise: 500_00 }]);
    expect(await couponsOf(ctx, fresh.token)).toEqual([]);

    // The same key proposed again and approved gives nothing twice.
    const again = await call(ctx.app, 'POST', API, body, { headers: staffHeaders(agent.token) });
    const second = await call(
      ctx.app,
      'POST',
      `/api/staff/v1/loan-actions/proposals/${again.json().proposalId}/approve`,
      {} as never,
      { headers: staffHeaders(risk.token) },
    );
    expect(second.json().result).toMatchObject({ delivered: 1, repeated: true });
    expect(await couponsOf(ctx, approved.token)).toHaveLength(1);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'content.coupon_grant'));
    expect(entry).toMatchObject({ staffId: agent.staffId, subjectType: 'campaign' });
  });

  it('a rejected segment grant gives nothing; a malformed bulk_coupons proposal is refused', async () => {
    const approved = await approvedCustomer(ctx, '9876500131');
    const admin = await staffSession(ctx, 'admin');
    const finance = await staffSession(ctx, 'finance');
    const res = await call(ctx.app, 'POST', API, grant('coupon-seg-0002', { segment: 'all' }), {
      headers: staffHeaders(admin.token),
    });
    expect(res.statusCode, res.body).toBe(202);
    const own = await call(
      ctx.app,
      'POST',
      `/api/staff/v1/loan-actions/proposals/${res.json().proposalId}/approve`,
      {} as never,
      { headers: staffHeaders(admin.token) },
    );
    expect(own.json().code).toBe('PROPOSAL_SAME_PERSON');
    const rejected = await call(
      ctx.app,
      'POST',
      `/api/staff/v1/loan-actions/proposals/${res.json().proposalId}/reject`,
      { reason: 'too generous' } as never,
      { headers: staffHeaders(finance.token) },
    );
    expect(rejected.json().state).toBe('rejected');
    expect(await couponsOf(ctx, approved.token)).toEqual([]);
    const raw = await call(
      ctx.app,
      'POST',
      '/api/staff/v1/loan-actions/proposals',
      { kind: 'bulk_coupons', payload: { segment: 'all', facePaise: 1 }, reason: 'test reason' } as never,
      { headers: staffHeaders(finance.token) },
    );
    expect(raw.statusCode).toBe(400);
    expect(raw.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses borrowers, other roles, odd terms and unknown phones', async () => {
    const borrower = await logIn(ctx, '9876500121');
    const body = grant('coupon-odd-0001', { segment: 'all' });
    expect((await call(ctx.app, 'POST', API, body, { headers: bearer(borrower.token) })).statusCode).toBe(
      401,
    );
    for (const role of ['risk', 'finance'] as const) {
      const { token } = await staffSession(ctx, role);
      expect((await call(ctx.app, 'POST', API, body, { headers: staffHeaders(token) })).statusCode).toBe(403);
    }
    const { token } = await staffSession(ctx, 'agent');
    const odd = [
      grant('coupon-odd-0002', { segment: 'all' }, { facePaise: 50_001 }),
      grant('coupon-odd-0003', { segment: 'all' }, { facePaise: 99 }),
      grant('coupon-odd-0004', { segment: 'all' }, { validDays: 91 }),
      grant('coupon-odd-0005', { segment: 'all' }, { validDays: 0 }),
      grant('coupon-odd-0006', { segment: 'all' }, { kind: 'cashback' }),
      grant('coupon-odd-0007', { segment: 'all', phone: '9876500121' }),
      grant('coupon-odd-0008', {}),
    ];
    for (const payload of odd) {
      const res = await call(ctx.app, 'POST', API, payload, { headers: staffHeaders(token) });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const badPhone = await call(ctx.app, 'POST', API, grant('coupon-odd-0009', { phone: '12345' }), {
      headers: staffHeaders(token),
    });
    expect(badPhone.json().code).toBe('PHONE_INVALID');
    const nobody = await call(ctx.app, 'POST', API, grant('coupon-odd-0010', { phone: '9876509999' }), {
      headers: staffHeaders(token),
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('CONTENT_CUSTOMER_NOT_FOUND');
    expect(await couponsOf(ctx, borrower.token)).toEqual([]);
  });
});
