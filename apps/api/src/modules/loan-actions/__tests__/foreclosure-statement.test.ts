import { addDays, istDayKey } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, useTestApp } from '../../../test/test-app';

const base = '/api/staff/v1/loan-actions';

describe.each(drivers)('the foreclosure statement for staff on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('gives risk the payoff letter as a PDF without a second person, audited; refuses agents and bad days', async () => {
    const { token } = await approvedCustomer(ctx, '9876548201', { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, token);
    const risk = await staffSession(ctx, 'risk');
    const on = addDays(istDayKey(ctx.clock.now()), 10);
    const res = await call(
      ctx.app,
      'GET',
      `${base}/loans/${orderId}/foreclosure.pdf?date=${on}&lang=hi`,
      undefined,
      {
        headers: staffHeaders(risk.token),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'loan_actions.foreclosure_statement'), eq(auditLog.subjectId, orderId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.staffId).toBe(risk.staffId);

    const tooFar = addDays(istDayKey(ctx.clock.now()), 31);
    const far = await call(
      ctx.app,
      'GET',
      `${base}/loans/${orderId}/foreclosure.pdf?date=${tooFar}`,
      undefined,
      {
        headers: staffHeaders(risk.token),
      },
    );
    expect(far.json().code).toBe('DATE_INVALID');
    const agent = await staffSession(ctx, 'agent');
    const refused = await call(ctx.app, 'GET', `${base}/loans/${orderId}/foreclosure.pdf`, undefined, {
      headers: staffHeaders(agent.token),
    });
    expect(refused.statusCode).toBe(403);
    const missing = await call(
      ctx.app,
      'GET',
      `${base}/loans/00000000-0000-4000-8000-000000000000/foreclosure.pdf`,
      undefined,
      { headers: staffHeaders(risk.token) },
    );
    expect(missing.statusCode).toBe(404);
  });
});
