import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTS } from '../../order/products';
import { DEFAULT_PRICING } from '../../pricing/pricing-config';
import { type ProductConfig, productConfigDiff, productConfigProblem } from '../product-config';

const base = (): ProductConfig => ({
  pricing: { ...DEFAULT_PRICING },
  products: DEFAULT_PRODUCTS.map((p) => ({ ...p })),
});

function withPricing(patch: Record<string, unknown>): ProductConfig {
  const config = base();
  return { ...config, pricing: { ...config.pricing, ...patch } as ProductConfig['pricing'] };
}

function withProduct(i: number, patch: Record<string, unknown>): ProductConfig {
  const config = base();
  config.products[i] = { ...config.products[i], ...patch } as ProductConfig['products'][number];
  return config;
}

describe('productConfigProblem', () => {
  it('accepts the defaults, and both extension lengths the spec names', () => {
    expect(productConfigProblem(base())).toBeNull();
    expect(productConfigProblem(withPricing({ extensionDays: 8 }))).toBeNull();
    expect(
      productConfigProblem(withPricing({ gstBase: 'service_fee', coolingOffHours: 0 }), {
        minCoolingOffHours: 0,
      }),
    ).toBeNull();
  });

  it.each([
    [{ extensionDays: 0 }, 'pricing.extensionDays'],
    [{ extensionDays: 31 }, 'pricing.extensionDays'],
    [{ extensionDays: 8.5 }, 'pricing.extensionDays'],
    [{ coolingOffHours: 73 }, 'pricing.coolingOffHours'],
    [{ coolingOffHours: -1 }, 'pricing.coolingOffHours'],
    [{ serviceFeePpm: -1 }, 'pricing.serviceFeePpm'],
    [{ ticketFeePaise: -100 }, 'pricing.ticketFeePaise'],
    [{ creditReportFeePaise: -1 }, 'pricing.creditReportFeePaise'],
    [{ gstPpm: 300_000 }, 'pricing.gstPpm'],
    [{ gstBase: 'interest' }, 'pricing.gstBase'],
    [{ penalDailyPpm: -5 }, 'pricing.penalDailyPpm'],
    [{ penaltyFeePaise: -1 }, 'pricing.penaltyFeePaise'],
    [{ extensionFeePpm: -1 }, 'pricing.extensionFeePpm'],
    [{ maxWithdrawalExclusivePaise: 1_000_00 }, 'pricing.maxWithdrawalExclusivePaise'],
    [{ installmentDays: 7 }, 'pricing.daysPerMonth'],
  ])('refuses pricing %o at %s', (patch, field) => {
    expect(productConfigProblem(withPricing(patch))?.field).toBe(field);
  });

  it('refuses a cooling-off window under 24 hours unless the caller allows less (development and tests)', () => {
    expect(productConfigProblem(withPricing({ coolingOffHours: 23 }))).toEqual({
      field: 'pricing.coolingOffHours',
      rule: 'whole hours from 24 to 72',
    });
    expect(productConfigProblem(withPricing({ coolingOffHours: 24 }))).toBeNull();
    expect(productConfigProblem(withPricing({ coolingOffHours: 1 }), { minCoolingOffHours: 0 })).toBeNull();
  });

  it.each([
    [{ maxAmountPaise: 2_000_00 }, 'products.0.maxAmountPaise'],
    [{ minAmountPaise: 0 }, 'products.0.minAmountPaise'],
    [{ maxTermMonths: 2 }, 'products.0.maxTermMonths'],
    [{ dailyRateMaxPpm: 399 }, 'products.0.dailyRateMaxPpm'],
    [{ dailyRateMinPpm: 0 }, 'products.0.dailyRateMinPpm'],
  ])('refuses product bounds %o at %s', (patch, field) => {
    expect(productConfigProblem(withProduct(0, patch))?.field).toBe(field);
  });

  it('accepts equal terms and equal rates (a fixed-rate, fixed-term product)', () => {
    expect(productConfigProblem(withProduct(1, { maxTermMonths: 3, dailyRateMaxPpm: 400 }))).toBeNull();
  });

  it('needs one product of each kind', () => {
    const config = base();
    expect(productConfigProblem({ ...config, products: [config.products[0] as never] })?.field).toBe(
      'products',
    );
    expect(
      productConfigProblem({
        ...config,
        products: [config.products[0] as never, config.products[0] as never],
      })?.field,
    ).toBe('products');
  });
});

describe('productConfigDiff', () => {
  it('lists the changed fields only, products matched by kind', () => {
    const after = withPricing({ extensionDays: 8 });
    after.products = [...after.products].reverse();
    (after.products[0] as { maxAmountPaise: number }).maxAmountPaise = 70_000_00;
    expect(productConfigDiff(base(), after)).toEqual([
      { field: 'pricing.extensionDays', before: 15, after: 8 },
      { field: 'products.salary.maxAmountPaise', before: 60_000_00, after: 70_000_00 },
    ]);
    expect(productConfigDiff(null, after)).toEqual([]);
  });
});
