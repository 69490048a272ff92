import { DEFAULT_PRICING, DEFAULT_PRODUCTS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../config/env';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';
import { createConfigurationService } from '../configuration-service';
import { assertCoolingOffAtStart, coolingOffFloor } from '../cooling-off-floor';

const withHours = (coolingOffHours: number) => ({
  pricing: { ...DEFAULT_PRICING, coolingOffHours },
  products: DEFAULT_PRODUCTS.map((p) => ({ ...p })),
});

describe('the cooling-off floor (issue 30, point 4)', () => {
  it('is 24 hours in production and none in development and tests', () => {
    expect(coolingOffFloor('production')).toBe(24);
    expect(coolingOffFloor('development')).toBe(0);
    expect(coolingOffFloor('test')).toBe(0);
  });

  it('refuses to start in production on a stored window under 24 hours, with a clear error', () => {
    expect(() => assertCoolingOffAtStart(withHours(12), 'production')).toThrow(ConfigError);
    expect(() => assertCoolingOffAtStart(withHours(12), 'production')).toThrow(
      "the product configuration's cooling-off window is 12 hours; it must be at least 24 when NODE_ENV=production",
    );
    expect(() => assertCoolingOffAtStart(withHours(24), 'production')).not.toThrow();
    expect(() => assertCoolingOffAtStart(withHours(1), 'development')).not.toThrow();
  });
});

describe.each(drivers)('the console refuses a cooling-off window under the floor (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('outside development a save under 24 hours is CONFIG_INVALID; tests may go lower', async () => {
    const { token, staffId, email } = await staffSession(ctx, 'admin');
    const actor = {
      staffId,
      sessionId: 'test',
      email,
      name: 'Test admin',
      role: 'admin' as const,
      passwordChangeRequired: false,
    };
    const production = createConfigurationService({
      db: ctx.database.db,
      clock: ctx.clock,
      store: ctx.app.productConfig,
      minCoolingOffHours: coolingOffFloor('production'),
    });
    await expect(
      production.save(actor, { ...withHours(23), note: 'shorter', baseVersion: 1 }),
    ).rejects.toMatchObject({
      code: 'CONFIG_INVALID',
      field: 'pricing.coolingOffHours',
    });
    expect((await production.current()).version).toBe(1);
    expect((await production.save(actor, { ...withHours(24), note: 'a day', baseVersion: 1 })).version).toBe(
      2,
    );

    // The app under test runs with NODE_ENV=test: the console takes a shorter window there.
    const res = await call(
      ctx.app,
      'POST',
      '/api/staff/v1/configuration/versions',
      { ...withHours(1), note: 'quick test', baseVersion: 2 } as never,
      { headers: staffHeaders(token) },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pricing.coolingOffHours).toBe(1);
  });

  it('the public configuration (Terms, help pages) and the FAQ state the window of the configuration in force', async () => {
    const { token } = await staffSession(ctx, 'admin');
    const saved = await call(
      ctx.app,
      'POST',
      '/api/staff/v1/configuration/versions',
      { ...withHours(36), note: 'a day and a half', baseVersion: 1 } as never,
      { headers: staffHeaders(token) },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await call(ctx.app, 'GET', '/api/v1/config')).json().coolingOffHours).toBe(36);
    const borrower = await logIn(ctx, '9876548301');
    const faq = JSON.stringify(
      (
        await call(ctx.app, 'GET', '/api/v1/help/faq/disbursal-cooling-off', undefined, {
          headers: bearer(borrower.token),
        })
      ).json(),
    );
    expect(faq).toContain('Within 36 hours of receiving the money');
    expect(faq).not.toContain('Within 24 hours');
  });
});
