import type { ProductOffer } from '@app/contract';

/**
 * The advertised products (spec §1 and §9). Money in paise, daily rates in
 * parts per million (0.04 % a day = 400 ppm). Changing a number here changes
 * what new customers are offered, never the terms of an existing order.
 */
export const PRODUCTS: readonly ProductOffer[] = [
  {
    kind: 'personal',
    minAmountPaise: 2_000_00,
    maxAmountPaise: 30_000_00,
    minTermMonths: 3,
    maxTermMonths: 12,
    dailyRateMinPpm: 400,
    dailyRateMaxPpm: 600,
  },
  {
    kind: 'salary',
    minAmountPaise: 5_000_00,
    maxAmountPaise: 60_000_00,
    minTermMonths: 3,
    maxTermMonths: 12,
    dailyRateMinPpm: 400,
    dailyRateMaxPpm: 500,
  },
];

/** Amounts (rupees) the home screen's option list shows across the personal range. */
export const LOAN_OPTION_STEP_RUPEES = 5_000;
