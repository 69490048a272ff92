/**
 * The loan products as advertised (spec §1, §9). Money in integer paise, daily
 * rates in parts per million (0.04% a day = 400). The landing page, the Home
 * tab and the API's offers all read this one list; an order copies the terms it
 * was priced with, so changing a number here never touches an existing loan.
 */
export interface LoanProduct {
  kind: 'personal' | 'salary';
  minAmountPaise: number;
  maxAmountPaise: number;
  minTermMonths: number;
  maxTermMonths: number;
  dailyRateMinPpm: number;
  dailyRateMaxPpm: number;
}

export const DEFAULT_PRODUCTS: readonly LoanProduct[] = [
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

/** Who may apply (spec §1): 18 or over, Indian citizen, annual income of Rs 25,000 or more. */
export const ELIGIBILITY = { minAge: 18, minAnnualIncomePaise: 25_000_00 } as const;

/** The most any product lends, for "borrow up to". */
export function highestAmountPaise(products: readonly LoanProduct[]): number {
  return products.reduce((max, p) => Math.max(max, p.maxAmountPaise), 0);
}

/** The shortest and longest term any product offers. */
export function termRangeMonths(products: readonly LoanProduct[]): { min: number; max: number } {
  return {
    min: Math.min(...products.map((p) => p.minTermMonths)),
    max: Math.max(...products.map((p) => p.maxTermMonths)),
  };
}

/** The lowest daily rate any product starts from. */
export function lowestDailyRatePpm(products: readonly LoanProduct[]): number {
  return Math.min(...products.map((p) => p.dailyRateMinPpm));
}
