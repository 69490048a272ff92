import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { bearer, call, drivers, type TestContext, useTestApp } from '../../../test/test-app';

const YEAR_SECONDS = 365 * 86_400;

describe.each(drivers)("Home's remainder of a KYC mode's yearly limit on %s (decision 076)", (driver) => {
  const ctx = useTestApp(driver);

  const application = async (token: string) => {
    const res = await call(ctx.app, 'GET', '/api/v1/home', undefined, { headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().application;
  };
  const withdrawable = async (token: string) =>
    (await call(ctx.app, 'GET', '/api/v1/withdraw/options', undefined, { headers: bearer(token) })).json()
      .quotaPaise;
  const setMode = (c: TestContext, customerId: string, mode: string) =>
    c.database.db.execute(
      sql`update applications set steps = jsonb_set(steps, '{identity,kycMode}', to_jsonb(${mode}::text)) where customer_id = ${customerId}`,
    );

  it('a limited mode after a payout: the limit less the payout, what withdrawal allows, until it leaves the year', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876548101', { quotaPaise: 60_000_00 });
    await setMode(ctx, customerId, 'card_photos');
    expect(await application(token)).toMatchObject({
      quotaPaise: 60_000_00,
      kycLimitRemainingPaise: 60_000_00,
      kycLimitRemainingUntil: null,
    });

    await disbursedOrder(ctx, token, 50_000_00);
    const paidAt = ctx.clock.now().getTime();
    // the answer kept before the payout is not served past its minute
    ctx.clock.advanceSeconds(61);
    const after = await application(token);
    expect(after).toMatchObject({ quotaPaise: 60_000_00, kycLimitRemainingPaise: 10_000_00 });
    expect(after.kycLimitRemainingPaise).toBe(await withdrawable(token));
    const until = Date.parse(after.kycLimitRemainingUntil);
    // the payout's own time plus 365 days (it was settled within the seconds before paidAt)
    expect(until - YEAR_SECONDS * 1000).toBeLessThanOrEqual(paidAt);
    expect(until - YEAR_SECONDS * 1000).toBeGreaterThan(
      paidAt - ctx.config.PAYOUT_SETTLE_SECONDS * 1000 - 1000,
    );

    // a year on (the payout moved back rather than the clock, which would end the session)
    await ctx.database.db.execute(
      sql`update loan_orders set disbursed_at = disbursed_at - interval '365 days' where customer_id = ${customerId}`,
    );
    ctx.clock.advanceSeconds(61);
    expect(await application(token)).toMatchObject({
      kycLimitRemainingPaise: 60_000_00,
      kycLimitRemainingUntil: null,
    });
  });

  it('an application of before the modes counts as card photos; a full-KYC mode has no remainder', async () => {
    const old = await approvedCustomer(ctx, '9876548102', { quotaPaise: 20_000_00 });
    expect(await application(old.token)).toMatchObject({
      quotaPaise: 20_000_00,
      kycLimitRemainingPaise: 20_000_00,
    });

    const full = await approvedCustomer(ctx, '9876548103', { quotaPaise: 60_000_00 });
    await setMode(ctx, full.customerId, 'aadhaar_offline');
    await disbursedOrder(ctx, full.token, 50_000_00);
    expect(await application(full.token)).toMatchObject({
      quotaPaise: 60_000_00,
      kycLimitRemainingPaise: null,
      kycLimitRemainingUntil: null,
    });
  });
});
