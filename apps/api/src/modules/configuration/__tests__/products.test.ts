import type { ProductOffer } from '@app/contract';
import { DEFAULT_PRICING, DEFAULT_PRODUCTS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { approvedCustomer } from '../../../test/application-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, useTestApp } from '../../../test/test-app';

const products = async (ctx: ReturnType<typeof useTestApp>) => {
  const res = await call(ctx.app, 'GET', '/api/v1/products');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { products: ProductOffer[]; configVersion: number };
};

describe.each(drivers)('the public products (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('answers without login: each product with its APR range and a worked example', async () => {
    const body = await products(ctx);
    expect(body.configVersion).toBe(1);
    expect(body.products.map((p) => p.kind)).toEqual(['personal', 'salary']);
    expect(body.products[0]).toMatchObject({
      kind: 'personal',
      aprMinBps: 2247,
      aprMaxBps: 6944,
      example: {
        amountPaise: 10_000_00,
        termMonths: 3,
        dailyRatePpm: 600,
        instalments: 6,
        interestPaise: 315_00,
        chargesPaise: 413_00,
        totalRepayablePaise: 10_315_00,
        aprBps: 5227,
      },
    });
  });

  it("states for each product what a borrower's quote for the same amount, term and rate then charges", async () => {
    const body = await products(ctx);
    for (const [i, offer] of body.products.entries()) {
      const { example } = offer;
      const { token } = await approvedCustomer(ctx, `987654810${i}`, {
        product: offer.kind,
        quotaPaise: offer.maxAmountPaise,
        dailyRatePpm: example.dailyRatePpm,
      });
      const res = await call(
        ctx.app,
        'POST',
        '/api/v1/withdraw/quote',
        { amountPaise: example.amountPaise, termMonths: example.termMonths },
        { headers: bearer(token) },
      );
      expect(res.statusCode, res.body).toBe(200);
      const quote = res.json();
      expect({
        amountPaise: example.amountPaise,
        termDays: example.termDays,
        instalments: example.instalments,
        chargesPaise: example.chargesPaise,
        receivedPaise: example.receivedPaise,
        interestPaise: example.interestPaise,
        totalRepayablePaise: example.totalRepayablePaise,
        aprBps: example.aprBps,
      }).toEqual({
        amountPaise: quote.amountPaise,
        termDays: quote.termDays,
        instalments: quote.schedule.length,
        chargesPaise: quote.totalDeductionPaise,
        receivedPaise: quote.receivedPaise,
        interestPaise: quote.interestPaise,
        totalRepayablePaise: quote.totalRepayablePaise,
        aprBps: quote.aprBps,
      });
      expect(quote.aprBps).toBeGreaterThanOrEqual(offer.aprMinBps);
      expect(quote.aprBps).toBeLessThanOrEqual(offer.aprMaxBps);
      // Home's product cards carry the same figures.
      const home = (await call(ctx.app, 'GET', '/api/v1/home', undefined, { headers: bearer(token) })).json();
      expect(home.offers).toEqual(body.products);
    }
  });

  it('follows the configuration in force, not the defaults built into the app', async () => {
    const before = await products(ctx);
    const { token } = await staffSession(ctx, 'admin');
    const pricing = { ...DEFAULT_PRICING, serviceFeePpm: 50_000 };
    const saved = await call(
      ctx.app,
      'POST',
      '/api/staff/v1/configuration/versions',
      {
        pricing,
        products: DEFAULT_PRODUCTS.map((p) => ({ ...p, dailyRateMaxPpm: p.dailyRateMaxPpm + 100 })),
        note: 'Dearer',
        baseVersion: 1,
      },
      { headers: staffHeaders(token) },
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const after = await products(ctx);
    expect(after.configVersion).toBe(2);
    const [old, now] = [before.products[0], after.products[0]];
    expect(now?.example.dailyRatePpm).toBe(700);
    expect(now?.example.chargesPaise).toBeGreaterThan(old?.example.chargesPaise ?? Infinity);
    expect(now?.aprMaxBps).toBeGreaterThan(old?.aprMaxBps ?? Infinity);
  });
});
