import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { couponRepository } from '../../coupons';

type Json = Parameters<typeof call>[3];

const options = (ctx: TestContext, token: string) =>
  call(ctx.app, 'GET', '/api/v1/withdraw/options', undefined, { headers: bearer(token) });
const quote = (ctx: TestContext, token: string, body: Json) =>
  call(ctx.app, 'POST', '/api/v1/withdraw/quote', body, { headers: bearer(token) });
const confirm = (ctx: TestContext, token: string, key: string, body: Json) =>
  call(ctx.app, 'POST', '/api/v1/orders', body, { headers: { ...bearer(token), 'idempotency-key': key } });

const TEN_THOUSAND = { amountPaise: 10_000_00, termMonths: 3 };

describe.each(drivers)('withdrawal on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('offers amounts up to the quota and the first term to an approved customer only', async () => {
    const pending = await logIn(ctx, '9876543100');
    const refused = await options(ctx, pending.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LOAN_NOT_APPROVED' });

    const { token } = await approvedCustomer(ctx, '9876543101', { quotaPaise: 23_500_00 });
    const res = await options(ctx, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      product: 'salary',
      quotaPaise: 23_500_00,
      maxLoan: 23_500,
      minAmountPaise: 5_000_00,
      amountStepPaise: 100_00,
      termsMonths: [3],
      installmentDays: 15,
      daysPerMonth: 30,
      openOrderId: null,
    });
    expect(res.json().loanOptions).toContainEqual({ can_loan: false, money: 60_000 });
  });

  it('prices Rs 10,000 over 3 months: fees, GST, received amount, 6 instalments and the APR', async () => {
    const { token } = await approvedCustomer(ctx, '9876543102');
    const res = await quote(ctx, token, TEN_THOUSAND);
    expect(res.statusCode, res.body).toBe(200);
    const q = res.json();
    expect(q).toMatchObject({
      amountPaise: 10_000_00,
      serviceFeePaise: 300_00,
      creditReportFeePaise: 30_00,
      ticketFeePaise: 20_00,
      gstPaise: 63_00,
      gstBase: 'all_fees',
      totalDeductionPaise: 413_00,
      receivedPaise: 9_587_00,
      interestPaise: 210_00,
      totalRepayablePaise: 10_210_00,
      aprBps: 4473,
      startDay: '2025-01-15',
      endDay: '2025-04-15',
    });
    expect(q.schedule).toHaveLength(6);
    expect(q.schedule[0]).toMatchObject({
      dueDay: '2025-01-30',
      principalPaise: 1_666_67,
      interestPaise: 60_00,
    });
    expect(await ctx.database.db.select().from(loanOrders)).toHaveLength(0);
  });

  it.each([
    ['a negative amount', { amountPaise: -5_000_00, termMonths: 3 }, 'WITHDRAW_AMOUNT_INVALID'],
    ['zero', { amountPaise: 0, termMonths: 3 }, 'WITHDRAW_AMOUNT_INVALID'],
    ['a fraction of a paisa', { amountPaise: 5_000_00.5, termMonths: 3 }, 'WITHDRAW_AMOUNT_INVALID'],
    ['Rs 2,000 (the spec wants more)', { amountPaise: 2_000_00, termMonths: 3 }, 'WITHDRAW_AMOUNT_INVALID'],
    ['an amount off the Rs 100 steps', { amountPaise: 5_050_00, termMonths: 3 }, 'WITHDRAW_AMOUNT_INVALID'],
    ['Rs 1 crore', { amountPaise: 10_000_000_00, termMonths: 3 }, 'WITHDRAW_AMOUNT_INVALID'],
    ['more than the quota', { amountPaise: 20_100_00, termMonths: 3 }, 'WITHDRAW_ABOVE_QUOTA'],
    ['a term not yet unlocked', { amountPaise: 10_000_00, termMonths: 6 }, 'TERM_NOT_OFFERED'],
    ['a term never offered', { amountPaise: 10_000_00, termMonths: 4.5 }, 'TERM_NOT_OFFERED'],
    ['"1e3" as text', { amountPaise: '1e3', termMonths: 3 }, 'VALIDATION_FAILED'],
    ['a missing term', { amountPaise: 10_000_00 }, 'VALIDATION_FAILED'],
    ['a quota sent by the client', { ...TEN_THOUSAND, quotaPaise: 1e9 }, 'VALIDATION_FAILED'],
  ])('refuses %s with %s, for a quote and an order alike', async (_, body, code) => {
    const { token } = await approvedCustomer(ctx, '9876543103');
    const priced = await quote(ctx, token, body as Json);
    expect(priced.statusCode).toBe(400);
    expect(priced.json()).toMatchObject({ code });
    const ordered = await confirm(ctx, token, 'key-refused-1', body as Json);
    expect(ordered.statusCode).toBe(400);
    expect(ordered.json()).toMatchObject({ code });
    expect(await ctx.database.db.select().from(loanOrders)).toHaveLength(0);
  });

  it("names the most one may take, and shows the spec's message for the amount rule", async () => {
    const { token } = await approvedCustomer(ctx, '9876543104');
    expect((await quote(ctx, token, { amountPaise: 25_000_00, termMonths: 3 })).json().message).toBe(
      'You can withdraw at most ₹20,000.',
    );
    expect((await quote(ctx, token, { amountPaise: 0, termMonths: 3 })).json().message).toBe(
      'The withdrawal amount must be greater than 2000 and less than 10,000,000.',
    );
  });

  it('confirms once per key: a replay returns the same order, another body with the key is refused', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876543105');
    const missingKey = await call(ctx.app, 'POST', '/api/v1/orders', TEN_THOUSAND, {
      headers: bearer(token),
    });
    expect(missingKey.statusCode).toBe(400);

    const first = await confirm(ctx, token, 'order-key-0001', TEN_THOUSAND);
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json();
    expect(order).toMatchObject({ state: 'created', product: 'salary', quote: { receivedPaise: 9_587_00 } });
    expect(order.orderNo).toMatch(/^LN20250115[A-Z0-9]{8}$/);

    const replay = await confirm(ctx, token, 'order-key-0001', TEN_THOUSAND);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(order);

    const reused = await confirm(ctx, token, 'order-key-0001', { amountPaise: 9_000_00, termMonths: 3 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });

    const second = await confirm(ctx, token, 'order-key-0002', TEN_THOUSAND);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'OUTSTANDING_ORDER',
      message: 'Please repay first; outstanding orders exist.',
    });
    const rows = await ctx.database.db.select().from(loanOrders).where(eq(loanOrders.customerId, customerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaise: 10_000_00, receivedPaise: 9_587_00, aprBps: 4473 });
    expect(rows[0]?.pricing.gstBase).toBe('all_fees');

    expect((await options(ctx, token)).json().openOrderId).toBe(order.id);
    const current = await call(ctx.app, 'GET', '/api/v1/orders/current', undefined, {
      headers: bearer(token),
    });
    expect(current.json()).toEqual(order);
  });

  it('makes one order of 50 concurrent confirms', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876543106');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        confirm(ctx, token, `burst-${String(i).padStart(4, '0')}`, TEN_THOUSAND),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await ctx.database.db.select().from(loanOrders).where(eq(loanOrders.customerId, customerId));
    expect(rows).toHaveLength(1);
  });

  it('shows each customer only their own orders', async () => {
    const a = await approvedCustomer(ctx, '9876543107');
    const b = await approvedCustomer(ctx, '9876543108');
    const order = (await confirm(ctx, a.token, 'order-a-0001', TEN_THOUSAND)).json();
    const own = await call(ctx.app, 'GET', `/api/v1/orders/${order.id}`, undefined, {
      headers: bearer(a.token),
    });
    expect(own.statusCode).toBe(200);
    const other = await call(ctx.app, 'GET', `/api/v1/orders/${order.id}`, undefined, {
      headers: bearer(b.token),
    });
    expect(other.statusCode).toBe(404);
    const bad = await call(ctx.app, 'GET', '/api/v1/orders/not-a-uuid', undefined, {
      headers: bearer(b.token),
    });
    expect(bad.statusCode).toBe(400);
    const none = await call(ctx.app, 'GET', '/api/v1/orders/current', undefined, {
      headers: bearer(b.token),
    });
    expect(none.json()).toBeNull();
    // b's key is b's: the same key string as a's makes b's own order
    expect((await confirm(ctx, b.token, 'order-a-0001', TEN_THOUSAND)).statusCode).toBe(201);
  });
});

describe.each(drivers)('withdrawal coupons on %s', (driver) => {
  const ctx = useTestApp(driver);

  async function giveCoupon(
    customerId: string,
    overrides: Partial<{ minAmountPaise: number; days: number }> = {},
  ) {
    const now = ctx.clock.now();
    await couponRepository.issue(ctx.database.db, {
      customerId,
      kind: 'withdrawal',
      source: `test-${overrides.days ?? 30}-${overrides.minAmountPaise ?? 0}`,
      facePaise: 50_00,
      minAmountPaise: overrides.minAmountPaise ?? 3_000_00,
      validFrom: now,
      validUntil: new Date(now.getTime() + (overrides.days ?? 30) * 86_400_000),
    });
    const list = await call(ctx.app, 'GET', '/api/v1/coupons', undefined, {
      headers: bearer(await tokenOf(customerId)),
    });
    return list.json().coupons[0].id as string;
  }
  const tokens = new Map<string, string>();
  const tokenOf = async (customerId: string) => tokens.get(customerId) ?? '';

  it('cuts the fees by the coupon once, and says why a coupon cannot be used', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876543201');
    const other = await approvedCustomer(ctx, '9876543202');
    tokens.set(customerId, token);
    tokens.set(other.customerId, other.token);
    const couponId = await giveCoupon(customerId, { minAmountPaise: 6_000_00 });
    const othersCoupon = await giveCoupon(other.customerId);

    const priced = (await quote(ctx, token, { ...TEN_THOUSAND, couponId })).json();
    expect(priced).toMatchObject({
      couponPaise: 50_00,
      totalDeductionPaise: 363_00,
      receivedPaise: 9_637_00,
    });

    const unavailable =
      'Unavailable coupon: usable only once, and not usable now if the required amount was not paid.';
    const small = await quote(ctx, token, { amountPaise: 5_000_00, termMonths: 3, couponId });
    expect(small.statusCode).toBe(409);
    expect(small.json()).toMatchObject({
      code: 'COUPON_UNAVAILABLE',
      message: unavailable,
      field: 'couponId',
    });
    expect((await quote(ctx, token, { ...TEN_THOUSAND, couponId: othersCoupon })).json().code).toBe(
      'COUPON_UNAVAILABLE',
    );

    const order = await confirm(ctx, token, 'coupon-order-01', { ...TEN_THOUSAND, couponId });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().quote.receivedPaise).toBe(9_637_00);
    const coupons = (
      await call(ctx.app, 'GET', '/api/v1/coupons', undefined, { headers: bearer(token) })
    ).json();
    expect(coupons.coupons[0]).toMatchObject({ id: couponId, state: 'used' });
    expect((await quote(ctx, token, { ...TEN_THOUSAND, couponId })).json().code).toBe('COUPON_UNAVAILABLE');
  });

  it('does not take an expired coupon', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876543203');
    tokens.set(customerId, token);
    const couponId = await giveCoupon(customerId, { days: 1 });
    ctx.clock.advanceSeconds(86_400);
    const list = (
      await call(ctx.app, 'GET', '/api/v1/coupons', undefined, { headers: bearer(token) })
    ).json();
    expect(list.coupons[0].state).toBe('expired');
    expect((await quote(ctx, token, { ...TEN_THOUSAND, couponId })).json().code).toBe('COUPON_UNAVAILABLE');
  });
});
