import { addDays, daysBetween, istDayKey } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, loanInstalments } from '../../../db/schema';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { ALL_STAFF_ROLES, staffHeaders, staffSession } from '../../../test/staff-fixtures';
import {
  bearer,
  call,
  everyDriver,
  logIn,
  TEST_START,
  type TestContext,
  useTestApp,
} from '../../../test/test-app';

const dashboard = (ctx: TestContext, token: string, query = '') =>
  call(ctx.app, 'GET', `/api/staff/v1/dashboard${query}`, undefined, { headers: staffHeaders(token) });

/** An approved borrower's Rs 10,000 loan disbursed now; returns the order and its first due day. */
async function loanNow(ctx: TestContext, phone: string) {
  const { token, customerId } = await approvedCustomer(ctx, phone);
  const orderId = await disbursedOrder(ctx, token);
  const [first] = await ctx.database.db
    .select({ dueDay: loanInstalments.dueDay })
    .from(loanInstalments)
    .where(eq(loanInstalments.orderId, orderId))
    .orderBy(asc(loanInstalments.number))
    .limit(1);
  if (!first) throw new Error('no books');
  return { token, customerId, orderId, firstDue: first.dueDay };
}

/** Moves the clock to noon (IST) of `day`. */
const noonOf = (ctx: TestContext, day: string) => ctx.clock.set(`${day}T06:30:00.000Z`);

async function application(ctx: TestContext, phone: string, state: 'submitted' | 'rejected') {
  const { customerId } = await logIn(ctx, phone);
  const now = ctx.clock.now();
  await ctx.database.db.insert(applications).values({
    customerId,
    state,
    submittedAt: now,
    decidedAt: state === 'rejected' ? now : null,
    rejectionReason: state === 'rejected' ? 'low_credit_score' : null,
    createdAt: now,
    updatedAt: now,
  });
}

describe.each(everyDriver)('staff dashboard on %s', (driver) => {
  const ctx = useTestApp(driver);

  it("counts a business day's applications, money in and out, and the overdue book by DPD", async () => {
    // Loans disbursed on four days, so that on the last day their oldest bills are 100, 70, 40 and 5 days late.
    const firstDay = istDayKey(new Date(TEST_START));
    const d100 = await loanNow(ctx, '9876500100');
    const lead = daysBetween(firstDay, d100.firstDue);
    const today = addDays(d100.firstDue, 100);
    const lateBy = async (dpd: number, phone: string) => {
      noonOf(ctx, addDays(today, -dpd - lead));
      const loan = await loanNow(ctx, phone);
      expect(loan.firstDue).toBe(addDays(today, -dpd));
      return loan;
    };
    const d70 = await lateBy(70, '9876500070');
    const d40 = await lateBy(40, '9876500040');
    const d5 = await lateBy(5, '9876500005');

    // The day itself: one approved and disbursed, one repaid bill, one rejected, one waiting for a decision.
    noonOf(ctx, today);
    await ctx.app.tick();
    const fresh = await loanNow(ctx, '9876500001');
    const paid = (
      await call(
        ctx.app,
        'POST',
        `/api/v1/orders/${fresh.orderId}/repayments`,
        { kind: 'bill', method: 'gateway' },
        {
          headers: { ...bearer(fresh.token), 'idempotency-key': 'dashboard-bill-1' },
        },
      )
    ).json();
    await ctx.app.jobs.runDue();
    const settled = await call(
      ctx.app,
      'POST',
      `/api/v1/repayments/${paid.id}/simulate`,
      { outcome: 'succeeded' },
      {
        headers: bearer(fresh.token),
      },
    );
    expect(settled.statusCode, settled.body).toBe(200);
    await application(ctx, '9876500002', 'rejected');
    await application(ctx, '9876500003', 'submitted');

    const { token } = await staffSession(ctx, 'agent');
    const res = await dashboard(ctx, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.day).toBe(today);
    expect(body.applications).toEqual({
      submitted: 3,
      decided: 2,
      approved: 1,
      rejected: 1,
      approvalRate: 0.5,
    });
    expect(body.disbursed).toMatchObject({ count: 1, principalPaise: 10_000_00 });
    expect(body.disbursed.paidOutPaise).toBeGreaterThan(0);
    expect(body.disbursed.paidOutPaise).toBeLessThan(10_000_00);
    expect(body.collected).toEqual({ count: 1, amountPaise: paid.amountPaise });

    // Each bucket's outstanding is what the ledger says those borrowers owe.
    const owed = await ledgerRepository.outstandingByOrder(ctx.database.db, [
      d100.orderId,
      d70.orderId,
      d40.orderId,
      d5.orderId,
      fresh.orderId,
    ]);
    const of = (id: string) => owed.get(id) ?? Number.NaN;
    expect(body.overdue).toEqual([
      { key: 'dpd_1_30', label: 'DPD 1-30', count: 1, outstandingPaise: of(d5.orderId) },
      { key: 'dpd_31_60', label: 'DPD 31-60', count: 1, outstandingPaise: of(d40.orderId) },
      { key: 'dpd_61_90', label: 'DPD 61-90', count: 1, outstandingPaise: of(d70.orderId) },
      { key: 'dpd_90_plus', label: 'DPD 90+', count: 1, outstandingPaise: of(d100.orderId) },
    ]);
    expect(of(d100.orderId)).toBeGreaterThan(of(d70.orderId));
    expect(body.openLoans).toEqual({
      count: 5,
      outstandingPaise: [...owed.values()].reduce((a, b) => a + b, 0),
    });

    // Another day: its own flows, the same book.
    const earlier = (await dashboard(ctx, token, `?day=${firstDay}`)).json();
    expect(earlier.applications).toEqual({
      submitted: 1,
      decided: 1,
      approved: 1,
      rejected: 0,
      approvalRate: 1,
    });
    expect(earlier.disbursed).toMatchObject({ count: 1, principalPaise: 10_000_00 });
    expect(earlier.collected).toEqual({ count: 0, amountPaise: 0 });
    expect(earlier.overdue).toEqual(body.overdue);
    const quiet = (await dashboard(ctx, token, '?day=2020-02-29')).json();
    expect(quiet.applications.approvalRate).toBeNull();
    expect(quiet.disbursed).toEqual({ count: 0, principalPaise: 0, paidOutPaise: 0 });
  });

  it('opens to every staff role and to no one else', async () => {
    for (const role of ALL_STAFF_ROLES) {
      const { token } = await staffSession(ctx, role);
      expect((await dashboard(ctx, token)).statusCode, role).toBe(200);
    }
    const borrower = await logIn(ctx, '9876500009');
    const refused = await dashboard(ctx, borrower.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('STAFF_UNAUTHENTICATED');
    expect((await call(ctx.app, 'GET', '/api/staff/v1/dashboard')).statusCode).toBe(401);
  });

  it('refuses a day that is not a calendar day', async () => {
    const { token } = await staffSession(ctx, 'finance');
    for (const day of ['2025-02-30', '2025-13-01', 'yesterday', '20250115', "2025-01-15'--"]) {
      const res = await dashboard(ctx, token, `?day=${encodeURIComponent(day)}`);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().code, day).toBe('DATE_INVALID');
    }
  });
});
