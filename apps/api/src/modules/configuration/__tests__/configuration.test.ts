import { DEFAULT_PRICING, DEFAULT_PRODUCTS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, loanOrders } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

const BASE = '/api/staff/v1/configuration';

const v1 = () => ({ pricing: { ...DEFAULT_PRICING }, products: DEFAULT_PRODUCTS.map((p) => ({ ...p })) });

/** Version 2 of the tests: longer fees, 8-day extensions, a bigger salary loan. */
function v2() {
  const config = v1();
  config.pricing.serviceFeePpm = 50_000;
  config.pricing.extensionDays = 8;
  config.pricing.extensionFeePpm = 20_000;
  const salary = config.products.find((p) => p.kind === 'salary');
  if (salary) salary.maxAmountPaise = 80_000_00;
  return config;
}

const save = (ctx: TestContext, token: string, body: unknown) =>
  call(ctx.app, 'POST', `${BASE}/versions`, body as never, { headers: staffHeaders(token) });

const get = (ctx: TestContext, token: string, path: string) =>
  call(ctx.app, 'GET', path, undefined, { headers: bearer(token) });

describe.each(drivers)('product configuration versions (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('is for admins only: a borrower gets 401, agent, risk and finance 403', async () => {
    const borrower = await logIn(ctx, '9876547001');
    expect((await get(ctx, borrower.token, BASE)).statusCode).toBe(401);
    for (const role of ['agent', 'risk', 'finance'] as const) {
      const { token } = await staffSession(ctx, role);
      for (const res of [
        await get(ctx, token, BASE),
        await get(ctx, token, `${BASE}/versions`),
        await save(ctx, token, { ...v2(), note: 'not mine', baseVersion: 1 }),
        await call(
          ctx.app,
          'POST',
          `${BASE}/versions/1/rollback`,
          { note: 'nope', baseVersion: 1 },
          {
            headers: staffHeaders(token),
          },
        ),
      ]) {
        expect(res.statusCode, `${role} ${res.body}`).toBe(403);
        expect(res.json().code).toBe('STAFF_FORBIDDEN');
      }
    }
  });

  it('starts at version 1 with the environment and defaults, as before versions existed', async () => {
    const { token } = await staffSession(ctx, 'admin');
    const current = (await get(ctx, token, BASE)).json();
    expect(current).toEqual({ version: 1, ...v1() });
    const history = (await get(ctx, token, `${BASE}/versions`)).json().versions;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 1, staff: null, changes: [] });
  });

  it('refuses a bad figure with CONFIG_INVALID and the field, and saves nothing', async () => {
    const { token } = await staffSession(ctx, 'admin');
    const cases: [unknown, string][] = [
      [{ ...v1(), pricing: { ...v1().pricing, extensionDays: 31 } }, 'pricing.extensionDays'],
      [{ ...v1(), pricing: { ...v1().pricing, ticketFeePaise: -1 } }, 'pricing.ticketFeePaise'],
      [{ ...v1(), pricing: { ...v1().pricing, coolingOffHours: 100 } }, 'pricing.coolingOffHours'],
      [
        { ...v1(), products: v1().products.map((p) => ({ ...p, maxAmountPaise: p.minAmountPaise })) },
        'products.0.maxAmountPaise',
      ],
    ];
    for (const [config, field] of cases) {
      const res = await save(ctx, token, { ...(config as object), note: 'bad', baseVersion: 1 });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CONFIG_INVALID', field });
    }
    const wrongShape = await save(ctx, token, {
      ...v1(),
      pricing: { ...v1().pricing, gstBase: 'interest' },
      note: 'x y z',
      baseVersion: 1,
    });
    expect(wrongShape.statusCode).toBe(400);
    const unknownKey = await save(ctx, token, {
      ...v1(),
      pricing: { ...v1().pricing, surprise: 1 },
      note: 'x y z',
      baseVersion: 1,
    });
    expect(unknownKey.statusCode).toBe(400);
    expect((await get(ctx, token, BASE)).json().version).toBe(1);
  });

  it('saves a version with an audit entry; a save on an older version is CONFIG_STALE; a rollback copies an old one', async () => {
    const { token, staffId } = await staffSession(ctx, 'admin');
    const res = await save(ctx, token, { ...v2(), note: 'Festive pricing', baseVersion: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ version: 2, ...v2() });

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'configuration.save'));
    expect(entry).toMatchObject({
      staffId,
      subjectType: 'product_config',
      subjectId: '2',
      reason: 'Festive pricing',
    });
    expect(entry?.before).toMatchObject({ version: 1, pricing: { extensionDays: 15 } });
    expect(entry?.after).toMatchObject({ version: 2, pricing: { extensionDays: 8 } });

    const stale = await save(ctx, token, { ...v1(), note: 'Someone else', baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFIG_STALE');

    const history = (await get(ctx, token, `${BASE}/versions`)).json().versions;
    expect(history.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(history[0].staff.email).toMatch(/@staff\.test$/);
    expect(history[0].note).toBe('Festive pricing');
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'pricing.extensionDays', before: 15, after: 8 },
        { field: 'products.salary.maxAmountPaise', before: 60_000_00, after: 80_000_00 },
      ]),
    );

    const back = await call(
      ctx.app,
      'POST',
      `${BASE}/versions/1/rollback`,
      { note: 'Festival over', baseVersion: 2 },
      {
        headers: staffHeaders(token),
      },
    );
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toEqual({ version: 3, ...v1() });
    const missing = await call(
      ctx.app,
      'POST',
      `${BASE}/versions/9/rollback`,
      { note: 'Nothing', baseVersion: 3 },
      {
        headers: staffHeaders(token),
      },
    );
    expect(missing.json().code).toBe('CONFIG_VERSION_NOT_FOUND');
    expect(
      await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'configuration.rollback')),
    ).toHaveLength(1);
  });

  it('keeps an existing order on the terms it was priced with, while new quotes, orders and Home use the new version', async () => {
    const first = await approvedCustomer(ctx, '9876547010', { dailyRatePpm: 500 });
    const orderId = await disbursedOrder(ctx, first.token);
    const billBefore = (await get(ctx, first.token, `/api/v1/orders/${orderId}/bill`)).json();
    const kfsBefore = (await get(ctx, first.token, `/api/v1/orders/${orderId}/documents/kfs`)).json();
    expect(billBefore.extension).toMatchObject({ days: 15, feePaise: 100_00 });
    const salaryMax = async (token: string) =>
      (await get(ctx, token, '/api/v1/home')).json().offers.find((o: { kind: string }) => o.kind === 'salary')
        .maxAmountPaise;
    expect(await salaryMax(first.token)).not.toBe(80_000_00);

    const { token: admin } = await staffSession(ctx, 'admin');
    expect((await save(ctx, admin, { ...v2(), note: 'Version two', baseVersion: 1 })).statusCode).toBe(201);

    // The existing order: same bill, same extension quote, same documents (their hash is what was signed).
    const billAfter = (await get(ctx, first.token, `/api/v1/orders/${orderId}/bill`)).json();
    expect(billAfter.extension).toEqual(billBefore.extension);
    expect(billAfter.bill).toEqual(billBefore.bill);
    const kfsAfter = (await get(ctx, first.token, `/api/v1/orders/${orderId}/documents/kfs`)).json();
    expect(kfsAfter.hash).toBe(kfsBefore.hash);
    const [stored] = await ctx.database.db.select().from(loanOrders).where(eq(loanOrders.id, orderId));
    expect(stored).toMatchObject({
      productConfigVersion: 1,
      pricing: { extensionDays: 15, serviceFeePpm: 30_000 },
    });

    // A new borrower: quoted, ordered and billed with version 2.
    const second = await approvedCustomer(ctx, '9876547011', { dailyRatePpm: 500 });
    const quote = await call(
      ctx.app,
      'POST',
      '/api/v1/withdraw/quote',
      { amountPaise: 10_000_00, termMonths: 3 },
      {
        headers: bearer(second.token),
      },
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().serviceFeePaise).toBe(500_00);
    const newOrderId = await disbursedOrder(ctx, second.token);
    const newBill = (await get(ctx, second.token, `/api/v1/orders/${newOrderId}/bill`)).json();
    expect(newBill.extension).toMatchObject({ days: 8, feePaise: 200_00 });
    const [newStored] = await ctx.database.db.select().from(loanOrders).where(eq(loanOrders.id, newOrderId));
    expect(newStored?.productConfigVersion).toBe(2);

    // Home offers the new bounds, also to the customer whose Home was kept in memory (decision 051).
    expect(await salaryMax(second.token)).toBe(80_000_00);
    expect(await salaryMax(first.token)).toBe(80_000_00);
  });
});
