import { addDays, istDayKey } from '@app/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collectionPromises } from '../../../db/schema';
import { payBySimulator } from '../../../test/repayment-fixtures';
import { staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, useTestApp } from '../../../test/test-app';
import {
  auditOf,
  COLLECTIONS,
  collections,
  dpdOf,
  firstDueDay,
  freshSession,
  goTo,
  loanWithReferences,
  orderNoOf,
} from './collections-fixtures';

const HOUR = 3600;
const SOME_ID = '00000000-0000-4000-8000-000000000001';

describe.each(drivers)('the collections queue, on %s', (driver) => {
  const ctx = useTestApp(driver);

  /** Two loans five days overdue (1-30) and one not yet due; an admin and two collectors. */
  async function book() {
    const a = await loanWithReferences(ctx, '9876543101');
    const b = await loanWithReferences(ctx, '9876543102');
    const due = await firstDueDay(ctx, a.orderId);
    await goTo(ctx, addDays(due, 5));
    // A loan taken today is not due for a month: not in the queue.
    const fresh = await loanWithReferences(ctx, '9876543103');
    const admin = await staffSession(ctx, 'admin');
    const asha = await staffSession(ctx, 'collector', 'Asha');
    const ravi = await staffSession(ctx, 'collector', 'Ravi');
    return { a, b, fresh, admin, asha, ravi, due };
  }

  it('lists overdue loans by bucket; an admin assigns them; a collector sees only theirs', async () => {
    const { a, b, fresh, admin, asha, ravi } = await book();
    expect(await dpdOf(ctx, a.orderId)).toBe(5);

    const all = await collections(ctx, admin.token, 'GET', '/queue');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(2);
    expect(all.json().buckets).toEqual({ '1-30': 2, '31-60': 0, '61-90': 0, '90+': 0 });
    const ids = all.json().items.map((i: { orderId: string }) => i.orderId);
    expect(ids.sort()).toEqual([a.orderId, b.orderId].sort());
    expect(ids).not.toContain(fresh.orderId);
    const first = all.json().items[0];
    expect(first).toMatchObject({ dpd: 5, bucket: '1-30', assetClass: 'sma0', collector: null });
    expect(first.overduePaise).toBeGreaterThan(0);
    expect(first.phoneLast4).toMatch(/^\d{4}$/);

    // Assigning is an admin's; collectors are listed for it.
    const listed = await collections(ctx, admin.token, 'GET', '/collectors');
    expect(listed.json().collectors.map((c: { name: string }) => c.name)).toEqual(['Asha', 'Ravi']);
    const assigned = await collections(ctx, admin.token, 'POST', '/assignments', {
      orderIds: [a.orderId],
      collectorId: asha.staffId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toEqual({ assigned: 1 });
    const audit = await auditOf(ctx, a.orderId);
    expect(audit.at(-1)).toMatchObject({
      action: 'collections.assign',
      staffId: admin.staffId,
      before: { collectorId: null },
      after: { collectorId: asha.staffId },
    });

    // Asha's queue holds her loan only, whatever she asks for; Ravi's is empty.
    for (const query of ['', '?assignee=any', '?assignee=unassigned', `?assignee=${ravi.staffId}`]) {
      const mine = await collections(ctx, asha.token, 'GET', `/queue${query}`);
      expect(mine.statusCode).toBe(200);
      expect(
        mine.json().items.map((i: { orderId: string }) => i.orderId),
        query,
      ).toEqual([a.orderId]);
      expect(mine.json().items[0].collector).toEqual({ id: asha.staffId, name: 'Asha' });
    }
    expect((await collections(ctx, ravi.token, 'GET', '/queue')).json().total).toBe(0);
    // Filters of the admin's view: unassigned, by collector, by bucket, by order number and phone ending.
    const unassigned = await collections(ctx, admin.token, 'GET', '/queue?assignee=unassigned');
    expect(unassigned.json().items.map((i: { orderId: string }) => i.orderId)).toEqual([b.orderId]);
    const hers = await collections(ctx, admin.token, 'GET', `/queue?assignee=${asha.staffId}`);
    expect(hers.json().items.map((i: { orderId: string }) => i.orderId)).toEqual([a.orderId]);
    expect((await collections(ctx, admin.token, 'GET', '/queue?bucket=31-60')).json()).toMatchObject({
      items: [],
      total: 0,
      buckets: { '1-30': 2 },
    });
    const byNo = await collections(ctx, admin.token, 'GET', `/queue?q=${await orderNoOf(ctx, b.orderId)}`);
    expect(byNo.json().items.map((i: { orderId: string }) => i.orderId)).toEqual([b.orderId]);
    const byPhone = await collections(ctx, admin.token, 'GET', '/queue?q=3101');
    expect(byPhone.json().items.map((i: { orderId: string }) => i.orderId)).toEqual([a.orderId]);
    // Paged and sorted: one a page, the order number breaking ties, the pages never overlap.
    const byOrder = await collections(ctx, admin.token, 'GET', '/queue?sort=orderNo&direction=asc');
    const sorted = byOrder.json().items.map((i: { orderNo: string }) => i.orderNo);
    expect(sorted).toEqual([...sorted].sort());
    const page1 = await collections(ctx, admin.token, 'GET', '/queue?limit=1&offset=0&sort=overdue');
    const page2 = await collections(ctx, admin.token, 'GET', '/queue?limit=1&offset=1&sort=overdue');
    expect(page1.json().total).toBe(2);
    expect([page1.json().items[0].orderId, page2.json().items[0].orderId].sort()).toEqual(
      [a.orderId, b.orderId].sort(),
    );
  });

  it("refuses a collector another's loan with 403 COLLECTION_NOT_ASSIGNED, audited; shows references to its collector and admins, each view audited", async () => {
    const { a, admin, asha, ravi } = await book();
    await collections(ctx, admin.token, 'POST', '/assignments', {
      orderIds: [a.orderId],
      collectorId: asha.staffId,
    });

    for (const [method, path, body] of [
      ['GET', `/loans/${a.orderId}`, undefined],
      ['GET', `/loans/${a.orderId}/references`, undefined],
      ['POST', `/loans/${a.orderId}/contacts`, { kind: 'call', outcome: 'no_answer' }],
    ] as const) {
      const res = await collections(ctx, ravi.token, method, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code).toBe('COLLECTION_NOT_ASSIGNED');
    }
    const refusals = (await auditOf(ctx, a.orderId)).filter((e) => e.action === 'collections.refused');
    expect(refusals.map((e) => [e.staffId, (e.after as { action: string }).action, e.reason])).toEqual([
      [ravi.staffId, 'view', 'COLLECTION_NOT_ASSIGNED'],
      [ravi.staffId, 'references', 'COLLECTION_NOT_ASSIGNED'],
      [ravi.staffId, 'contact', 'COLLECTION_NOT_ASSIGNED'],
    ]);

    const loan = await collections(ctx, asha.token, 'GET', `/loans/${a.orderId}`);
    expect(loan.statusCode, loan.body).toBe(200);
    expect(loan.json()).toMatchObject({
      orderId: a.orderId,
      phone: '9876543101',
      dpd: 5,
      contacts: [],
      promises: [],
    });
    // The loan page does not carry the references: only their own, audited, request does.
    expect(loan.body).not.toContain('9811111111');

    for (const who of [asha, asha, admin]) {
      const refs = await collections(ctx, who.token, 'GET', `/loans/${a.orderId}/references`);
      expect(refs.statusCode, refs.body).toBe(200);
      expect(refs.json().references).toEqual([
        { name: 'Ravi Verma', phone: '9811111111', relationship: 'parents' },
        { name: 'Meena Iyer', phone: '9822222222', relationship: 'friends' },
        { name: 'Kiran Rao', phone: '9833333333', relationship: 'sisters' },
      ]);
    }
    const views = (await auditOf(ctx, a.orderId)).filter((e) => e.action === 'collections.references.view');
    expect(views.map((e) => e.staffId)).toEqual([asha.staffId, asha.staffId, admin.staffId]);
    // Nothing was ever sent to a reference.
    const references = ['9811111111', '9822222222', '9833333333'];
    expect(ctx.sms.messages.filter((m) => references.some((r) => m.to.endsWith(r)))).toEqual([]);
  });

  it('logs calls only 08:00-19:00 India time (refused and audited outside), notes any time', async () => {
    const { a, admin, asha } = await book();
    await collections(ctx, admin.token, 'POST', '/assignments', {
      orderIds: [a.orderId],
      collectorId: asha.staffId,
    });
    const call_ = async (body: unknown) =>
      collections(ctx, await freshSession(ctx, asha.staffId), 'POST', `/loans/${a.orderId}/contacts`, body);

    // 12:00 IST: open.
    const ok = await call_({
      kind: 'call',
      outcome: 'callback',
      note: 'Asked to call after 5',
      followUpOn: istDayKey(ctx.clock.now()),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      contact: { kind: 'call', outcome: 'callback', note: 'Asked to call after 5', staffName: 'Asha' },
      promise: null,
    });
    // 19:00 IST exactly: closed; 07:59 IST next morning: closed; 08:00: open.
    ctx.clock.advanceSeconds(7 * HOUR);
    const late = await call_({ kind: 'call', outcome: 'no_answer' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('OUTSIDE_CONTACT_HOURS');
    const note = await call_({ kind: 'note', note: 'Borrower e-mailed: salary on the 1st' });
    expect(note.statusCode, note.body).toBe(201);
    ctx.clock.advanceSeconds(12 * HOUR + 59 * 60);
    expect((await call_({ kind: 'call', outcome: 'busy' })).json().code).toBe('OUTSIDE_CONTACT_HOURS');
    ctx.clock.advanceSeconds(60);
    expect((await call_({ kind: 'call', outcome: 'busy' })).statusCode).toBe(201);

    const audit = await auditOf(ctx, a.orderId);
    expect(audit.filter((e) => e.action === 'collections.refused').map((e) => e.reason)).toEqual([
      'OUTSIDE_CONTACT_HOURS',
      'OUTSIDE_CONTACT_HOURS',
    ]);
    expect(audit.filter((e) => e.action === 'collections.contact')).toHaveLength(3);
    const loan = (
      await collections(ctx, await freshSession(ctx, asha.staffId), 'GET', `/loans/${a.orderId}`)
    ).json();
    expect(loan.contacts.map((c: { outcome: string | null }) => c.outcome)).toEqual([
      'busy',
      null,
      'callback',
    ]);
  });

  it('refuses bad contacts and promises with a coded 4xx', async () => {
    const { a, fresh, admin, asha } = await book();
    await collections(ctx, admin.token, 'POST', '/assignments', {
      orderIds: [a.orderId],
      collectorId: asha.staffId,
    });
    const today = istDayKey(ctx.clock.now());
    const path = `/loans/${a.orderId}/contacts`;
    const cases: [unknown, number, string][] = [
      [
        {
          kind: 'call',
          outcome: 'promised',
          promise: { promisedOn: addDays(today, -1), amountPaise: 100_00 },
        },
        400,
        'PROMISE_IN_PAST',
      ],
      [
        {
          kind: 'call',
          outcome: 'promised',
          promise: { promisedOn: addDays(today, 31), amountPaise: 100_00 },
        },
        400,
        'PROMISE_TOO_FAR',
      ],
      [
        { kind: 'call', outcome: 'promised', promise: { promisedOn: today, amountPaise: 0 } },
        400,
        'PROMISE_AMOUNT_INVALID',
      ],
      [
        { kind: 'call', outcome: 'promised', promise: { promisedOn: today, amountPaise: 10.5 } },
        400,
        'PROMISE_AMOUNT_INVALID',
      ],
      [
        { kind: 'call', outcome: 'promised', promise: { promisedOn: '2025-02-30', amountPaise: 100_00 } },
        400,
        'DATE_INVALID',
      ],
      [{ kind: 'call', outcome: 'promised' }, 400, 'COLLECTION_OUTCOME_INVALID'],
      [
        { kind: 'call', outcome: 'busy', promise: { promisedOn: today, amountPaise: 100_00 } },
        400,
        'COLLECTION_OUTCOME_INVALID',
      ],
      [{ kind: 'call' }, 400, 'COLLECTION_OUTCOME_INVALID'],
      [{ kind: 'note' }, 400, 'COLLECTION_OUTCOME_INVALID'],
      [{ kind: 'note', outcome: 'busy', note: 'x' }, 400, 'COLLECTION_OUTCOME_INVALID'],
      [{ kind: 'call', outcome: 'threatened' }, 400, 'COLLECTION_OUTCOME_INVALID'],
      [{ kind: 'call', outcome: 'busy', followUpOn: addDays(today, -1) }, 400, 'FOLLOW_UP_IN_PAST'],
      [{ kind: 'sms', outcome: 'busy' }, 400, 'VALIDATION_FAILED'],
      [{ kind: 'note', note: 'x'.repeat(1001) }, 400, 'VALIDATION_FAILED'],
      [{ kind: 'note', note: 'x', reference: '9811111111' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await collections(ctx, asha.token, 'POST', path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    expect((await collections(ctx, asha.token, 'GET', `/loans/${a.orderId}`)).json().contacts).toEqual([]);

    // Unknown, malformed and not-overdue loans; assignments to anyone but an active collector.
    for (const id of [SOME_ID, fresh.orderId]) {
      expect((await collections(ctx, admin.token, 'GET', `/loans/${id}`)).statusCode).toBe(404);
    }
    expect((await collections(ctx, admin.token, 'GET', '/loans/not-a-uuid')).statusCode).toBe(404);
    const bad: [unknown, number, string][] = [
      [{ orderIds: [fresh.orderId], collectorId: asha.staffId }, 409, 'COLLECTION_LOAN_NOT_OVERDUE'],
      [{ orderIds: [SOME_ID], collectorId: asha.staffId }, 409, 'COLLECTION_LOAN_NOT_OVERDUE'],
      [{ orderIds: [a.orderId], collectorId: admin.staffId }, 404, 'COLLECTOR_UNKNOWN'],
      [{ orderIds: [a.orderId], collectorId: SOME_ID }, 404, 'COLLECTOR_UNKNOWN'],
      [{ orderIds: [], collectorId: asha.staffId }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of bad) {
      const res = await collections(ctx, admin.token, 'POST', '/assignments', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    for (const query of [
      '?bucket=0',
      '?bucket=91-120',
      '?sort=name',
      '?limit=0',
      '?limit=101',
      '?offset=-1',
      "?q=1'--",
      '?assignee=someone',
    ]) {
      const res = await collections(ctx, admin.token, 'GET', `/queue${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBeTypeOf('string');
    }
  });

  it('marks a promise kept from the books once paid by its day, and broken when its day passes unpaid', async () => {
    const { a, b, admin, asha } = await book();
    await collections(ctx, admin.token, 'POST', '/assignments', {
      orderIds: [a.orderId, b.orderId],
      collectorId: asha.staffId,
    });
    const today = istDayKey(ctx.clock.now());
    const promise = (orderId: string, amountPaise: number) =>
      collections(ctx, asha.token, 'POST', `/loans/${orderId}/contacts`, {
        kind: 'call',
        outcome: 'promised',
        promise: { promisedOn: addDays(today, 2), amountPaise },
        followUpOn: addDays(today, 2),
      });
    const made = await promise(a.orderId, 500_00);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().promise).toMatchObject({
      promisedOn: addDays(today, 2),
      amountPaise: 500_00,
      state: 'pending',
    });
    expect((await promise(b.orderId, 500_00)).statusCode).toBe(201);
    const queued = (await collections(ctx, asha.token, 'GET', '/queue?sort=followUp&direction=asc')).json();
    expect(queued.items[0]).toMatchObject({
      nextFollowUpOn: addDays(today, 2),
      pendingPromise: { amountPaise: 500_00 },
    });

    // The borrower of loan a pays the bill the next day; b's borrower pays nothing.
    ctx.clock.advanceSeconds(24 * HOUR);
    const { amountPaise } = await payBySimulator(ctx, a.token, a.orderId, { kind: 'bill' });
    expect(amountPaise).toBeGreaterThanOrEqual(500_00);
    await ctx.app.tick();
    // Paid in full, the loan leaves the queue (dpd 0); the promise was kept.
    const [keptA] = await promisesOf(a.orderId);
    expect(keptA).toMatchObject({ state: 'kept', paidPaise: amountPaise });
    expect((await promisesOf(b.orderId))[0]).toMatchObject({ state: 'pending' });
    // The promised day passes: b's is broken, a's stays kept (the job is idempotent).
    await goTo(ctx, addDays(today, 3));
    await ctx.app.tick();
    expect((await promisesOf(b.orderId))[0]).toMatchObject({ state: 'broken', paidPaise: 0 });
    expect((await promisesOf(a.orderId))[0]).toMatchObject({ state: 'kept' });
  });

  async function promisesOf(orderId: string) {
    return ctx.database.db.select().from(collectionPromises).where(eq(collectionPromises.orderId, orderId));
  }

  it('is for collectors and admins: 401 without a staff session, 403 STAFF_FORBIDDEN to other roles and to collectors assigning', async () => {
    const { a } = await book();
    const routes = [
      ['GET', '/queue', undefined],
      ['GET', '/collectors', undefined],
      ['POST', '/assignments', { orderIds: [a.orderId], collectorId: SOME_ID }],
      ['GET', `/loans/${a.orderId}`, undefined],
      ['GET', `/loans/${a.orderId}/references`, undefined],
      ['POST', `/loans/${a.orderId}/contacts`, { kind: 'note', note: 'x' }],
    ] as const;
    for (const [method, path, body] of routes) {
      for (const headers of [bearer(a.token), {}]) {
        const res = await call(ctx.app, method, `${COLLECTIONS}${path}`, body as never, { headers });
        expect(res.statusCode, path).toBe(401);
      }
      for (const role of ['agent', 'risk', 'finance'] as const) {
        const { token } = await staffSession(ctx, role);
        const res = await collections(ctx, token, method, path, body);
        expect(res.statusCode, `${role} ${path}`).toBe(403);
        expect(res.json().code).toBe('STAFF_FORBIDDEN');
      }
    }
    const { token } = await staffSession(ctx, 'collector');
    for (const [method, path, body] of routes.slice(1, 3)) {
      const res = await collections(ctx, token, method, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code).toBe('STAFF_FORBIDDEN');
    }
  });
});
