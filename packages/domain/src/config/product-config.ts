import type { LoanProduct } from '../order/products';
import { MIN_COOLING_OFF_HOURS } from '../pricing/cooling-off';
import type { PricingConfig } from '../pricing/pricing-config';

/** One version of what new orders are priced with: the fees and rules, and the products' bounds. */
export interface ProductConfig {
  pricing: PricingConfig;
  products: LoanProduct[];
}

/** The first problem found: the field as a dotted path ('products.1.maxAmountPaise') and why. */
export interface ConfigProblem {
  field: string;
  rule: string;
}

const PPM_100 = 1_000_000;
const KINDS: readonly LoanProduct['kind'][] = ['personal', 'salary'];
const GST_BASES: readonly PricingConfig['gstBase'][] = ['all_fees', 'service_fee'];

type Check = [field: string, ok: boolean, rule: string];

const int = (value: unknown): value is number => Number.isSafeInteger(value);
const between = (value: unknown, min: number, max: number) => int(value) && value >= min && value <= max;

/**
 * Whether a configuration may price new orders. The bounds are the ones a
 * lender could defend: amounts and rates ordered min <= max, no negative fee,
 * GST 0-28% (the highest Indian slab), extensions of 1-30 days (the spec
 * names 8 and 15) and 0-6 of them in a row (decision 068), a cooling-off
 * window of 24 hours to three days (RBI asks for at least one day; in
 * development and tests `minCoolingOffHours` may be lower, 0 switching it
 * off), one product of each kind.
 */
export function productConfigProblem(
  config: ProductConfig,
  { minCoolingOffHours = MIN_COOLING_OFF_HOURS }: { minCoolingOffHours?: number } = {},
): ConfigProblem | null {
  const p = config.pricing;
  const checks: Check[] = [
    ['pricing.installmentDays', between(p.installmentDays, 1, 90), 'whole days from 1 to 90'],
    ['pricing.daysPerMonth', between(p.daysPerMonth, 28, 31), 'whole days from 28 to 31'],
    [
      'pricing.daysPerMonth',
      int(p.daysPerMonth) && int(p.installmentDays) && p.daysPerMonth % p.installmentDays === 0,
      'a month must hold whole instalments',
    ],
    ['pricing.serviceFeePpm', between(p.serviceFeePpm, 0, PPM_100 / 2), 'from 0% to 50%'],
    ['pricing.creditReportFeePaise', between(p.creditReportFeePaise, 0, 10_000_00), 'from Rs 0 to Rs 10,000'],
    ['pricing.ticketFeePaise', between(p.ticketFeePaise, 0, 10_000_00), 'from Rs 0 to Rs 10,000'],
    ['pricing.gstPpm', between(p.gstPpm, 0, 280_000), 'from 0% to 28%'],
    ['pricing.gstBase', GST_BASES.includes(p.gstBase), 'all_fees or service_fee'],
    [
      'pricing.minWithdrawalExclusivePaise',
      between(p.minWithdrawalExclusivePaise, 0, Number.MAX_SAFE_INTEGER),
      'Rs 0 or more',
    ],
    [
      'pricing.maxWithdrawalExclusivePaise',
      int(p.maxWithdrawalExclusivePaise) && p.maxWithdrawalExclusivePaise > p.minWithdrawalExclusivePaise,
      'above the minimum withdrawal',
    ],
    ['pricing.amountStepPaise', between(p.amountStepPaise, 1_00, 100_000_00), 'from Rs 1 to Rs 1,00,000'],
    ['pricing.termStepMonths', between(p.termStepMonths, 1, 12), 'whole months from 1 to 12'],
    [
      'pricing.coolingOffHours',
      between(p.coolingOffHours, minCoolingOffHours, 72),
      `whole hours from ${minCoolingOffHours} to 72`,
    ],
    ['pricing.penalDailyPpm', between(p.penalDailyPpm, 0, 10_000), 'from 0% to 1% a day'],
    ['pricing.penaltyFeePaise', between(p.penaltyFeePaise, 0, 10_000_00), 'from Rs 0 to Rs 10,000'],
    ['pricing.extensionDays', between(p.extensionDays, 1, 30), 'whole days from 1 to 30'],
    ['pricing.extensionFeePpm', between(p.extensionFeePpm, 0, PPM_100 / 5), 'from 0% to 20%'],
    [
      'pricing.maxConsecutiveExtensions',
      between(p.maxConsecutiveExtensions, 0, 6),
      'whole extensions from 0 to 6',
    ],
  ];
  const kinds = config.products.map((product) => product.kind);
  checks.push([
    'products',
    kinds.length === KINDS.length && KINDS.every((kind) => kinds.includes(kind)),
    'one personal and one salary product',
  ]);
  config.products.forEach((product, i) => {
    const at = (name: keyof LoanProduct) => `products.${i}.${name}`;
    checks.push(
      [at('minAmountPaise'), between(product.minAmountPaise, 1_00, Number.MAX_SAFE_INTEGER), 'Rs 1 or more'],
      [
        at('maxAmountPaise'),
        int(product.maxAmountPaise) && product.maxAmountPaise > product.minAmountPaise,
        'above the minimum',
      ],
      [at('minTermMonths'), between(product.minTermMonths, 1, 60), 'whole months from 1 to 60'],
      [
        at('maxTermMonths'),
        between(product.maxTermMonths, product.minTermMonths, 60),
        'from the minimum term to 60 months',
      ],
      [at('dailyRateMinPpm'), between(product.dailyRateMinPpm, 1, 10_000), 'from 0.0001% to 1% a day'],
      [
        at('dailyRateMaxPpm'),
        between(product.dailyRateMaxPpm, product.dailyRateMinPpm, 10_000),
        'from the minimum rate to 1% a day',
      ],
    );
  });
  const failed = checks.find(([, ok]) => !ok);
  return failed ? { field: failed[0], rule: failed[2] } : null;
}

/** The fields that differ between two versions, as dotted paths with the values before and after. */
export function productConfigDiff(
  before: ProductConfig | null,
  after: ProductConfig,
): { field: string; before: unknown; after: unknown }[] {
  if (!before) return [];
  const out: { field: string; before: unknown; after: unknown }[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
      const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
      for (const key of keys) {
        walk(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          path ? `${path}.${key}` : key,
        );
      }
      return;
    }
    if (a !== b) out.push({ field: path, before: a ?? null, after: b ?? null });
  };
  // Products compare by kind, not by position, so reordering them is no change.
  const byKind = (c: ProductConfig) => Object.fromEntries(c.products.map((p) => [p.kind, p]));
  walk(before.pricing, after.pricing, 'pricing');
  walk(byKind(before), byKind(after), 'products');
  return out;
}
