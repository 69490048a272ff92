import { describe, expect, it } from 'vitest';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';

describe.each(drivers)('the home-screen coupon on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('gives a Rs 100 repayment coupon once per customer, however often it is asked for', async () => {
    const { token } = await logIn(ctx, '9876547001');
    const first = await call(ctx.app, 'POST', '/api/v1/coupons/home-screen', undefined, {
      headers: bearer(token),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      kind: 'repayment',
      source: 'home_screen',
      facePaise: 100_00,
      minAmountPaise: 0,
      state: 'unused',
      validFrom: ctx.clock.now().toISOString(),
      validUntil: new Date(ctx.clock.now().getTime() + 30 * 86_400_000).toISOString(),
    });
    ctx.clock.advanceSeconds(3600);
    const again = await Promise.all([
      call(ctx.app, 'POST', '/api/v1/coupons/home-screen', undefined, { headers: bearer(token) }),
      call(ctx.app, 'POST', '/api/v1/coupons/home-screen', undefined, { headers: bearer(token) }),
    ]);
    for (const res of again) expect(res.json().id).toBe(first.json().id);
    const list = (
      await call(ctx.app, 'GET', '/api/v1/coupons', undefined, { headers: bearer(token) })
    ).json();
    expect(list.coupons.filter((c: { source: string }) => c.source === 'home_screen')).toHaveLength(1);

    const other = await logIn(ctx, '9876547002');
    const theirs = await call(ctx.app, 'POST', '/api/v1/coupons/home-screen', undefined, {
      headers: bearer(other.token),
    });
    expect(theirs.json().id).not.toBe(first.json().id);
    expect((await call(ctx.app, 'POST', '/api/v1/coupons/home-screen')).statusCode).toBe(401);
  });

  it('gives none when the setting is 0', async () => {
    const app = await ctx.buildApp({ HOME_SCREEN_COUPON_PAISE: '0' });
    const { token } = await logIn(ctx, '9876547003');
    const res = await call(app, 'POST', '/api/v1/coupons/home-screen', undefined, { headers: bearer(token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COUPON_UNAVAILABLE');
  });
});
