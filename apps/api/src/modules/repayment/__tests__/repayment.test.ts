import { createHmac } from 'node:crypto';
import { bookBalances, formatMoney } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ledgerJournals, messages, repaymentReminders } from '../../../db/schema';
import { hmacSha256Hex } from '../../../lib/hashing';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { applicationRepository } from '../../application';
import { couponRepository } from '../../coupons';
import { loanAccountRepository, orderRepository } from '../../orders';
import { bookRepository } from '../book-repository';
import { PENAL_LEVY_CLAIM } from '../reminders';

const DAY = 24 * 3600;
const key = () => `repay-key-${Math.random().toString(36).slice(2, 14)}`;

/** An approved borrower with Rs 10,000 over 3 months disbursed on 2025-01-15 (first instalment due 2025-01-30). */
async function disbursedLoan(ctx: TestContext, phone: string) {
  const { token, customerId } = await approvedCustomer(ctx, phone, { dailyRatePpm: 500 });
  const orderId = await disbursedOrder(ctx, token);
  return { token, customerId, orderId };
}

const bill = async (ctx: TestContext, token: string, orderId: string) => {
  const res = await call(ctx.app, 'GET', `/api/v1/orders/${orderId}/bill`, undefined, {
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const repay = (ctx: TestContext, token: string, orderId: string, body: unknown, idem = key()) =>
  call(ctx.app, 'POST', `/api/v1/orders/${orderId}/repayments`, body as never, {
    headers: { ...bearer(token), 'idempotency-key': idem },
  });

const utr = (ctx: TestContext, token: string, id: string, value: unknown) =>
  call(ctx.app, 'POST', `/api/v1/repayments/${id}/utr`, { utr: value } as never, { headers: bearer(token) });

/** Moves the clock by whole days and runs what the clock drives. */
async function days(ctx: TestContext, n: number) {
  ctx.clock.advanceSeconds(n * DAY);
  await ctx.app.tick();
  await ctx.app.jobs.runDue();
}

/** The checks of a UTR run after COLLECTION_CHECK_SECONDS. */
async function checks(ctx: TestContext) {
  ctx.clock.advanceSeconds(ctx.config.COLLECTION_CHECK_SECONDS);
  await ctx.app.jobs.runDue();
}

/** The books, the ledger and the screen agree, to the paisa. */
async function agree(ctx: TestContext, token: string, orderId: string) {
  const db = ctx.database.db;
  const balances = await ledgerRepository.orderBalances(db, orderId);
  const books = bookBalances(await bookRepository.load(db, orderId));
  expect(balances.principal_receivable ?? 0).toBe(books.principalPaise);
  expect(balances.interest_receivable ?? 0).toBe(books.interestPaise);
  expect(balances.penal_receivable ?? 0).toBe(books.penalPaise);
  const view = await bill(ctx, token, orderId);
  expect(view.ledgerOutstandingPaise).toBe(books.principalPaise + books.interestPaise + books.penalPaise);
  if (view.payoff) expect(view.payoff.totalPaise).toBe(view.ledgerOutstandingPaise);
  return view;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

describe.each(drivers)('repayment on %s', (driver) => {
  const ctx = useTestApp(driver);

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('shows the bill as the days pass, and accrues each day once', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876545001');
    // The payout opened the loan's account (decision 055): accruing from its start day.
    const account = () => loanAccountRepository.find(ctx.database.db, orderId);
    expect(await account()).toMatchObject({
      accruing: true,
      accruedThrough: '2025-01-15',
      everOverdue: false,
    });
    const first = await agree(ctx, token, orderId);
    expect(first.display).toEqual({ state: 'pending_repayment', days: 15 });
    expect(first.repaymentDay).toBe('2025-01-30');
    expect(first.bill).toMatchObject({
      principalPaise: 1_666_67,
      interestPaise: 75_00,
      totalPaise: 1_741_67,
    });
    expect(first.extension).toMatchObject({
      feePaise: 100_00,
      gstPaise: 18_00,
      days: 15,
      newDueDay: '2025-02-14',
    });

    await days(ctx, 10);
    expect((await agree(ctx, token, orderId)).display).toEqual({ state: 'expires_in', days: 5 });
    await days(ctx, 5);
    const dueToday = await agree(ctx, token, orderId);
    expect(dueToday.display).toEqual({ state: 'due_today', days: 0 });
    expect(dueToday.payoff.interestPaise).toBe(75_00);

    // The tick again on the same day posts nothing.
    const journals = await ctx.database.db.select().from(ledgerJournals);
    await ctx.app.tick();
    await ctx.app.tick();
    expect(await ctx.database.db.select().from(ledgerJournals)).toHaveLength(journals.length);

    expect(await account()).toMatchObject({ accruedThrough: '2025-01-30', everOverdue: false });
    await days(ctx, 3);
    const late = await agree(ctx, token, orderId);
    expect(await account()).toMatchObject({
      accruing: true,
      accruedThrough: '2025-02-02',
      everOverdue: true,
    });
    expect(late.display).toEqual({ state: 'overdue', days: 3 });
    expect(late.overdueDays).toBe(3);
    expect(late.penaltyFeePaise).toBe(100_00);
    // 0.1% a day of the overdue Rs 1,741.67, three days, never on the penal charges themselves.
    expect(late.lateInterestPaise).toBe(3 * 1_74);
    expect(late.instalments[0].state).toBe('overdue');

    // Reminders went at 12:00 IST on the days the clock stopped at: the due day and overdue day 3,
    // and the first levy of penal charges was told once (claimed under PENAL_LEVY_CLAIM).
    const sent = await ctx.database.db.select().from(repaymentReminders);
    expect(sent.map((r) => r.offsetDays).sort((a, b) => a - b)).toEqual([PENAL_LEVY_CLAIM, -3, 0]);
  });

  it('repays a bill by UPI and UTR: the link, the 12-digit rule, each UTR once', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876545002');
    await days(ctx, 5);
    const created = await repay(ctx, token, orderId, { kind: 'bill', method: 'upi' });
    expect(created.statusCode, created.body).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ state: 'initiated', amountPaise: 1_741_67, kind: 'bill', method: 'upi' });
    expect(r.upi.link).toBe(
      `upi://pay?pa=rupeesetu.collect%40icici&pn=Setu%20Finance&am=1741.67&cu=INR&tr=${r.reference}&tn=Loan%20${r.orderNo}`,
    );
    expect(r.upi.qrSvg).toMatch(/^<svg[^>]+viewBox/);

    for (const bad of ['12345678901', '1234567890123', 'abcdefghijkl', '12345678901a', '', 123456789012]) {
      const res = await utr(ctx, token, r.id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      if (typeof bad === 'string') {
        expect(res.json()).toMatchObject({
          code: 'UTR_INVALID',
          message: 'A repayment needs a 12-digit UTR or it fails.',
        });
      }
    }
    const ok = await utr(ctx, token, r.id, '512345678901');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().state).toBe('processing');
    expect((await bill(ctx, token, orderId)).display.state).toBe('repayment_in_progress');
    expect((await repay(ctx, token, orderId, { kind: 'full', method: 'upi' })).json().code).toBe(
      'REPAYMENT_IN_PROGRESS',
    );
    await checks(ctx);

    const done = (
      await call(ctx.app, 'GET', `/api/v1/repayments/${r.id}`, undefined, { headers: bearer(token) })
    ).json();
    expect(done).toMatchObject({
      state: 'succeeded',
      utr: '512345678901',
      allocation: {
        principalPaise: 1_666_67,
        interestPaise: 75_00,
        penalPaise: 0,
        excessPaise: 0,
        feePaise: 0,
        gstPaise: 0,
      },
    });
    const after = await agree(ctx, token, orderId);
    expect(after.instalments[0]).toMatchObject({ state: 'paid', paidDay: '2025-01-20' });
    expect(after.repaymentDay).toBe('2025-02-14');
    expect(after.payablePrincipalPaise).toBe(10_000_00 - 1_666_67);

    // The same UTR for the next payment, or by another borrower: refused.
    const next = (await repay(ctx, token, orderId, { kind: 'bill', method: 'upi' })).json();
    expect((await utr(ctx, token, next.id, '512345678901')).json().code).toBe('UTR_USED');
    const other = await disbursedLoan(ctx, '9876545003');
    const theirs = (await repay(ctx, other.token, other.orderId, { kind: 'bill', method: 'upi' })).json();
    expect((await utr(ctx, other.token, theirs.id, '512345678901')).json().code).toBe('UTR_USED');

    // An unknown UTR (the simulator does not find one ending 0000) fails, and the borrower is told.
    expect((await utr(ctx, token, next.id, '512345670000')).statusCode).toBe(200);
    await checks(ctx);
    const failed = (
      await call(ctx.app, 'GET', `/api/v1/repayments/${next.id}`, undefined, { headers: bearer(token) })
    ).json();
    expect(failed).toMatchObject({ state: 'failed', failureReason: 'utr_not_found' });
    expect(ctx.sms.messages.at(-1)?.text).toContain('could not confirm your payment');
    await agree(ctx, token, orderId);

    const history = (
      await call(ctx.app, 'GET', '/api/v1/repayments', undefined, { headers: bearer(token) })
    ).json();
    expect(history.repayments.map((x: { state: string }) => x.state)).toEqual(['failed', 'succeeded']);
  });

  it('lets one of two borrowers claim a UTR at the same instant', async () => {
    const a = await disbursedLoan(ctx, '9876545004');
    const b = await disbursedLoan(ctx, '9876545005');
    const ra = (await repay(ctx, a.token, a.orderId, { kind: 'bill', method: 'upi' })).json();
    const rb = (await repay(ctx, b.token, b.orderId, { kind: 'bill', method: 'upi' })).json();
    const both = await Promise.all([
      utr(ctx, a.token, ra.id, '777777777777'),
      utr(ctx, b.token, rb.id, '777777777777'),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses odd amounts and repayments of loans that are not the borrower’s or not open', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876545006');
    const payoff = (await bill(ctx, token, orderId)).payoff.totalPaise;
    const above = await repay(ctx, token, orderId, {
      kind: 'partial',
      method: 'upi',
      amountPaise: payoff + 1,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().code).toBe('AMOUNT_ABOVE_OUTSTANDING');
    for (const amountPaise of [0, -100, 99, 12.5, '1e3', null]) {
      const res = await repay(ctx, token, orderId, { kind: 'partial', method: 'upi', amountPaise });
      expect(res.statusCode, String(amountPaise)).toBe(400);
    }
    expect((await repay(ctx, token, orderId, { kind: 'partial', method: 'upi' })).json().code).toBe(
      'REPAY_AMOUNT_INVALID',
    );
    expect((await repay(ctx, token, orderId, { kind: 'bill', method: 'cash' })).statusCode).toBe(400);
    expect((await repay(ctx, token, orderId, { kind: 'bill', method: 'upi', extra: 1 })).statusCode).toBe(
      400,
    );
    const stranger = await approvedCustomer(ctx, '9876545007');
    expect((await repay(ctx, stranger.token, orderId, { kind: 'bill', method: 'upi' })).statusCode).toBe(404);
    expect(
      (
        await call(ctx.app, 'GET', `/api/v1/orders/${orderId}/bill`, undefined, {
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    const noKey = await call(
      ctx.app,
      'POST',
      `/api/v1/orders/${orderId}/repayments`,
      { kind: 'bill', method: 'upi' } as never,
      {
        headers: bearer(token),
      },
    );
    expect(noKey.statusCode).toBe(400);
    // The same Idempotency-Key replays the first answer; with another body it is refused.
    const idem = key();
    const once = await repay(ctx, token, orderId, { kind: 'bill', method: 'upi' }, idem);
    const twice = await repay(ctx, token, orderId, { kind: 'bill', method: 'upi' }, idem);
    expect(twice.statusCode).toBe(201);
    expect(twice.json().id).toBe(once.json().id);
    expect((await repay(ctx, token, orderId, { kind: 'full', method: 'upi' }, idem)).json().code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    // A partial payment goes to interest to date first, then principal.
    await days(ctx, 4);
    const part = (
      await repay(ctx, token, orderId, { kind: 'partial', method: 'gateway', amountPaise: 1_000_00 })
    ).json();
    await ctx.app.jobs.runDue();
    const paid = (
      await call(
        ctx.app,
        'POST',
        `/api/v1/repayments/${part.id}/simulate`,
        { outcome: 'succeeded' } as never,
        {
          headers: bearer(token),
        },
      )
    ).json();
    expect(paid.allocation).toEqual({
      principalPaise: 980_00,
      interestPaise: 20_00,
      penalPaise: 0,
      excessPaise: 0,
      feePaise: 0,
      gstPaise: 0,
    });
    await agree(ctx, token, orderId);
  });

  it('settles a bill once when two repayments race', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876545008');
    const both = await Promise.all([
      repay(ctx, token, orderId, { kind: 'full', method: 'gateway' }),
      repay(ctx, token, orderId, { kind: 'full', method: 'gateway' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const winner = both.find((r) => r.statusCode === 201)?.json();
    const again = await repay(ctx, token, orderId, { kind: 'full', method: 'gateway' });
    expect(again.json().code).toBe('REPAYMENT_IN_PROGRESS');

    const pay = () =>
      call(ctx.app, 'POST', `/api/v1/repayments/${winner.id}/simulate`, { outcome: 'succeeded' } as never, {
        headers: bearer(token),
      });
    const paid = await Promise.all([pay(), pay()]);
    // The second tap either sees the first's result or finds nothing left to pay: never a second payment.
    for (const res of paid) expect([200, 409]).toContain(res.statusCode);
    const repaymentJournals = await ctx.database.db
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.kind, 'repayment'));
    expect(repaymentJournals).toHaveLength(1);
    const view = await agree(ctx, token, orderId);
    expect(view.display.state).toBe('settled');
    expect(view.settlementDay).toBe('2025-01-15');
    // A settled loan accrues no more.
    expect(await loanAccountRepository.find(ctx.database.db, orderId)).toMatchObject({ accruing: false });
    // Extending a settled loan: nothing to extend.
    expect((await repay(ctx, token, orderId, { kind: 'extension', method: 'upi' })).json().code).toBe(
      'ORDER_NOT_REPAYABLE',
    );
  });

  it('handles the gateway webhook: signed, once per event, and never back from a final state', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876545009');
    const r = (await repay(ctx, token, orderId, { kind: 'bill', method: 'gateway' })).json();
    const secret = hmacSha256Hex(ctx.config.APP_SECRET, 'collection-webhook');
    const post = (body: object, signature?: string) => {
      const raw = JSON.stringify(body);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/collections',
        headers: { 'content-type': 'application/json', 'x-signature': signature ?? sign(secret, raw) },
        payload: raw,
      });
    };
    const success = {
      eventId: 'evt-1',
      reference: r.reference,
      status: 'succeeded',
      amountPaise: r.amountPaise,
    };
    const forged = await post(success, sign('not-the-secret-not-the-secret-000', JSON.stringify(success)));
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await post(success)).json()).toEqual({ outcome: 'applied' });
    expect((await post(success)).json()).toEqual({ outcome: 'duplicate' });
    // A failure notice arriving late (another event id) changes nothing.
    expect(
      (await post({ eventId: 'evt-0', reference: r.reference, status: 'failed', reason: 'declined' })).json(),
    ).toEqual({
      outcome: 'ignored',
    });
    const after = (
      await call(ctx.app, 'GET', `/api/v1/repayments/${r.id}`, undefined, { headers: bearer(token) })
    ).json();
    expect(after.state).toBe('succeeded');
    expect(
      (await post({ eventId: 'evt-2', reference: 'nope', status: 'succeeded', amountPaise: 1 })).json(),
    ).toEqual({
      outcome: 'ignored',
    });
    expect((await post({ nonsense: true })).statusCode).toBe(400);
    await agree(ctx, token, orderId);
  });

  it('extends: interest to date plus the fee, due day moved, principal unchanged, no overdue charge meanwhile', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876545010');
    await days(ctx, 20); // 5 days overdue
    const before = await agree(ctx, token, orderId);
    expect(before.display).toEqual({ state: 'overdue', days: 5 });
    const r = (await repay(ctx, token, orderId, { kind: 'extension', method: 'gateway' })).json();
    expect(r.amountPaise).toBe(before.extension.totalPaise);
    expect(r.newDueDay).toBe('2025-02-19');
    await ctx.app.jobs.runDue();
    const paid = await call(
      ctx.app,
      'POST',
      `/api/v1/repayments/${r.id}/simulate`,
      { outcome: 'succeeded' } as never,
      {
        headers: bearer(token),
      },
    );
    // What the extension paid, line by line: interest and penal charges to date, the fee and its GST.
    expect(paid.json().allocation).toEqual({
      principalPaise: 0,
      interestPaise: before.extension.interestPaise,
      penalPaise: before.extension.penalPaise,
      excessPaise: 0,
      feePaise: before.extension.feePaise,
      gstPaise: before.extension.gstPaise,
    });
    const after = await agree(ctx, token, orderId);
    expect(after.display).toEqual({ state: 'pending_repayment', days: 15 });
    expect(after.repaymentDay).toBe('2025-02-19');
    expect(after.payablePrincipalPaise).toBe(10_000_00);
    expect(after.extensionAmountPaise).toBe(before.extension.totalPaise);
    expect(after.payoff.penalPaise).toBe(0);
    await days(ctx, 15);
    // 35 days on, the 30-day session has expired: the borrower logs in again.
    const { token: again } = await logIn(ctx, '9876545010');
    const due = await agree(ctx, again, orderId);
    expect(due.display.state).toBe('due_today');
    expect(due.payoff.penalPaise).toBe(0);
    const notes = await ctx.database.db.select().from(messages);
    expect(notes.map((m) => m.template)).toContain('loan_extended');
  });

  it('settles on time: the limit offer raises the quota only when accepted', async () => {
    const { token, customerId, orderId } = await disbursedLoan(ctx, '9876545011');
    await days(ctx, 3);
    const r = (await repay(ctx, token, orderId, { kind: 'full', method: 'gateway' })).json();
    await ctx.app.jobs.runDue();
    await call(ctx.app, 'POST', `/api/v1/repayments/${r.id}/simulate`, { outcome: 'succeeded' } as never, {
      headers: bearer(token),
    });
    await agree(ctx, token, orderId);
    const offer = (
      await call(ctx.app, 'GET', '/api/v1/offers/current', undefined, { headers: bearer(token) })
    ).json();
    const before = await applicationRepository.findLatest(ctx.database.db, customerId);
    expect(offer).toMatchObject({ state: 'offered', fromQuotaPaise: before?.quotaPaise, maxTermMonths: 6 });
    expect(offer.quotaPaise).toBeGreaterThan(offer.fromQuotaPaise);
    const options = () =>
      call(ctx.app, 'GET', '/api/v1/withdraw/options', undefined, { headers: bearer(token) });
    expect((await options()).json().termsMonths).toEqual([3]);
    const accepted = await call(ctx.app, 'POST', `/api/v1/offers/${offer.id}/accept`, undefined, {
      headers: bearer(token),
    });
    expect(accepted.json().state).toBe('accepted');
    expect((await applicationRepository.findLatest(ctx.database.db, customerId))?.quotaPaise).toBe(
      offer.quotaPaise,
    );
    expect((await options()).json().termsMonths).toEqual([3, 6]);
    expect(
      (
        await call(ctx.app, 'POST', `/api/v1/offers/${offer.id}/accept`, undefined, {
          headers: bearer(token),
        })
      ).json().code,
    ).toBe('OFFER_NOT_OPEN');
    // My Loan keeps a settled loan for 3 months (spec §9), then it leaves the list.
    const listed = async (session: string) =>
      (await call(ctx.app, 'GET', '/api/v1/orders', undefined, { headers: bearer(session) })).json().orders
        .length;
    ctx.clock.advanceSeconds(80 * DAY);
    expect(await listed((await logIn(ctx, '9876545011')).token)).toBe(1);
    ctx.clock.advanceSeconds(15 * DAY);
    expect(await listed((await logIn(ctx, '9876545011')).token)).toBe(0);
  });

  it('exits in the cooling-off window for the principal and the interest of the days held', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876545012');
    const view = await bill(ctx, token, orderId);
    expect(view.coolingOff.exitAmountPaise).toBe(10_000_00);
    const r = (await repay(ctx, token, orderId, { kind: 'cooling_off', method: 'gateway' })).json();
    expect(r.amountPaise).toBe(10_000_00);
    await ctx.app.jobs.runDue();
    await call(ctx.app, 'POST', `/api/v1/repayments/${r.id}/simulate`, { outcome: 'succeeded' } as never, {
      headers: bearer(token),
    });
    const closed = await agree(ctx, token, orderId);
    expect(closed.display.state).toBe('canceled_cooling_off');
    expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('canceled_cooling_off');
    expect(await loanAccountRepository.find(ctx.database.db, orderId)).toMatchObject({ accruing: false });
    const late = await disbursedLoan(ctx, '9876545013');
    ctx.clock.advanceSeconds(DAY + 60);
    expect(
      (await repay(ctx, late.token, late.orderId, { kind: 'cooling_off', method: 'upi' })).json().code,
    ).toBe('COOLING_OFF_CLOSED');
  });

  it('takes a repayment coupon off what the borrower pays, and gives it back if the payment fails', async () => {
    const { token, customerId, orderId } = await disbursedLoan(ctx, '9876545014');
    await couponRepository.issue(ctx.database.db, {
      customerId,
      kind: 'repayment',
      source: 'home_screen',
      facePaise: 100_00,
      minAmountPaise: 0,
      validFrom: ctx.clock.now(),
      validUntil: new Date(ctx.clock.now().getTime() + 30 * DAY * 1000),
    });
    const [coupon] = (await couponRepository.listOwn(ctx.database.db, customerId)).filter(
      (c) => c.kind === 'repayment',
    );
    const owed = (await bill(ctx, token, orderId)).bill.totalPaise;
    const first = (
      await repay(ctx, token, orderId, { kind: 'bill', method: 'upi', couponId: coupon?.id })
    ).json();
    expect(first).toMatchObject({ amountPaise: owed - 100_00, couponPaise: 100_00 });
    await utr(ctx, token, first.id, '512345670000'); // the simulator does not find it
    await checks(ctx);
    expect(
      (await couponRepository.findOwn(ctx.database.db, customerId, coupon?.id ?? ''))?.usedAt,
    ).toBeNull();

    const second = (
      await repay(ctx, token, orderId, { kind: 'bill', method: 'upi', couponId: coupon?.id })
    ).json();
    await utr(ctx, token, second.id, '512345671234');
    await checks(ctx);
    const balances = await ledgerRepository.orderBalances(ctx.database.db, orderId);
    expect(balances.coupon_expense).toBe(100_00);
    expect((await agree(ctx, token, orderId)).instalments[0].state).toBe('paid');
    expect(
      (await repay(ctx, token, orderId, { kind: 'bill', method: 'upi', couponId: coupon?.id })).json().code,
    ).toBe('COUPON_UNAVAILABLE');
  });

  it('holds a quote until midnight in India: a stale confirm is answered with the new amount, late money is a part payment (issue 28)', async () => {
    const { token, orderId } = await disbursedLoan(ctx, '9876545017');
    const ext = await disbursedLoan(ctx, '9876545018');
    ctx.clock.set('2025-01-15T18:29:00Z'); // 23:59 IST
    const quoted = await bill(ctx, token, orderId);
    expect(quoted).toMatchObject({ businessDay: '2025-01-15', quoteValidUntil: '2025-01-15T18:30:00.000Z' });
    // Priced and started at 23:59: a UPI payoff and a gateway extension, paid after midnight.
    const full = await repay(ctx, token, orderId, { kind: 'full', method: 'upi', quotedDay: '2025-01-15' });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json()).toMatchObject({
      amountPaise: quoted.payoff.totalPaise,
      validUntil: '2025-01-15T18:30:00.000Z',
      remainingPaise: null,
    });
    const extension = (
      await repay(ctx, ext.token, ext.orderId, { kind: 'extension', method: 'gateway' })
    ).json();
    await ctx.app.jobs.runDue();

    ctx.clock.set('2025-01-15T18:31:00Z'); // 00:01 IST: the tick accrues the new day
    await ctx.app.tick();
    const later = await bill(ctx, token, orderId);
    expect(later.businessDay).toBe('2025-01-16');

    // Confirming yesterday's figure now: refused with today's amount, nothing started or replaced.
    const stale = await repay(ctx, token, orderId, { kind: 'full', method: 'upi', quotedDay: '2025-01-15' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({
      code: 'QUOTE_EXPIRED',
      message: `The amount changed at midnight: today it is ${formatMoney(later.payoff.totalPaise / 100, { symbol: true, paise: true })}. Please check it and confirm again.`,
    });

    // The payoff quoted at 23:59 arrives at 00:01: a part payment, the borrower told what is left.
    await utr(ctx, token, full.json().id, '512345679001');
    await checks(ctx);
    const done = (
      await call(ctx.app, 'GET', `/api/v1/repayments/${full.json().id}`, undefined, {
        headers: bearer(token),
      })
    ).json();
    expect(done).toMatchObject({ state: 'succeeded', remainingPaise: 5_00 });
    const open = await agree(ctx, token, orderId);
    expect(open.display.state).not.toBe('settled');
    expect(open.payoff.totalPaise).toBe(5_00);
    const notes = await ctx.database.db.select().from(messages);
    const mine = notes.filter((m) => m.params.orderNo === done.orderNo);
    expect(mine.map((m) => m.template)).toContain('repayment_short');
    expect(mine.map((m) => m.template)).not.toContain('repayment_received');
    expect(ctx.sms.messages.at(-1)?.text).toContain(
      'counts as a part payment. Still to pay to finish: ₹5.00',
    );

    // The extension's money arrives after midnight too: a part payment, the due day unmoved.
    await call(
      ctx.app,
      'POST',
      `/api/v1/repayments/${extension.id}/simulate`,
      { outcome: 'succeeded' } as never,
      {
        headers: bearer(ext.token),
      },
    );
    const extended = (
      await call(ctx.app, 'GET', `/api/v1/repayments/${extension.id}`, undefined, {
        headers: bearer(ext.token),
      })
    ).json();
    expect(extended).toMatchObject({ state: 'succeeded', newDueDay: null });
    expect(extended.remainingPaise).toBeGreaterThan(0);
    expect((await agree(ctx, ext.token, ext.orderId)).repaymentDay).toBe('2025-01-30');

    // Today's payoff, confirmed today, closes the loan.
    const rest = await repay(ctx, token, orderId, {
      kind: 'full',
      method: 'gateway',
      quotedDay: '2025-01-16',
    });
    expect(rest.json()).toMatchObject({ amountPaise: 5_00, validUntil: '2025-01-16T18:30:00.000Z' });
    await ctx.app.jobs.runDue();
    await call(
      ctx.app,
      'POST',
      `/api/v1/repayments/${rest.json().id}/simulate`,
      { outcome: 'succeeded' } as never,
      {
        headers: bearer(token),
      },
    );
    expect((await agree(ctx, token, orderId)).display.state).toBe('settled');
  });

  it('puts a repayment coupon only on a payment it is used on in full (issue 28)', async () => {
    const { token, customerId, orderId } = await disbursedLoan(ctx, '9876545016');
    await couponRepository.issue(ctx.database.db, {
      customerId,
      kind: 'repayment',
      source: 'home_screen',
      facePaise: 100_00,
      minAmountPaise: 0,
      validFrom: ctx.clock.now(),
      validUntil: new Date(ctx.clock.now().getTime() + 30 * DAY * 1000),
    });
    const [coupon] = await couponRepository.listOwn(ctx.database.db, customerId);
    const couponId = coupon?.id ?? '';
    const unused = async () =>
      (await couponRepository.findOwn(ctx.database.db, customerId, couponId))?.usedAt;
    // Rs 1, and Rs 100 (nothing left to pay): the coupon stays unused.
    for (const amountPaise of [1_00, 100_00]) {
      const small = await repay(ctx, token, orderId, {
        kind: 'partial',
        method: 'upi',
        amountPaise,
        couponId,
      });
      expect(small.statusCode, small.body).toBe(409);
      expect(small.json().code).toBe('COUPON_UNAVAILABLE');
      expect(await unused()).toBeNull();
    }
    // Rs 101: all of the Rs 100 goes on it, the borrower pays Rs 1.
    const enough = await repay(ctx, token, orderId, {
      kind: 'partial',
      method: 'upi',
      amountPaise: 101_00,
      couponId,
    });
    expect(enough.statusCode, enough.body).toBe(201);
    expect(enough.json()).toMatchObject({ amountPaise: 1_00, couponPaise: 100_00 });
    expect(await unused()).not.toBeNull();
  });

  it('sends each reminder once, between 08:00 and 19:00 in India, to the message center and by SMS', async () => {
    const { orderId } = await disbursedLoan(ctx, '9876545015');
    // 2025-01-27 is D-3 of the 2025-01-30 bill. At 20:00 IST nothing goes.
    ctx.clock.set('2025-01-27T14:30:00Z');
    await ctx.app.tick();
    expect(await ctx.database.db.select().from(repaymentReminders)).toHaveLength(0);
    ctx.clock.set('2025-01-28T02:00:00Z'); // 07:30 IST on D-2: none is due anyway
    await ctx.app.tick();
    ctx.clock.set('2025-01-27T03:00:00Z'); // 08:30 IST on D-3
    await ctx.app.tick();
    await ctx.app.tick();
    const sent = await ctx.database.db.select().from(repaymentReminders);
    expect(sent.map((r) => [r.orderId, r.dueDay, r.offsetDays])).toEqual([[orderId, '2025-01-30', 3]]);
    expect(ctx.sms.messages.at(-1)?.text).toContain('is due on 30-01-2025');
    // The reminder names the lender (decision 071).
    expect(ctx.sms.messages.at(-1)?.text).toMatch(/of loan LN\w+ from Setu Finance Private Limited is due/);
    const notes = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.template, 'repayment_reminder'));
    expect(notes).toHaveLength(1);
  });
});
