import { type Paise, paise } from '../money/paise';
import { assert } from '../util/assert';
import { isAmount, isRateBps } from './calculator-input';
import { divHalfUp } from './exact-ratio';
import {
  INVALID_AMOUNT,
  INVALID_COMPOUNDING,
  INVALID_FD_DAYS,
  INVALID_RATE_BPS,
  INVALID_TENURE_MONTHS,
} from './messages';

/** How often a deposit's interest is added to it; Indian banks' default is quarterly. */
export type Compounding = 'monthly' | 'quarterly' | 'half_yearly' | 'yearly';

/** Months in one compounding period. */
export const COMPOUNDING_MONTHS: Readonly<Record<Compounding, number>> = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};

/** bps × (months ÷ 12 + days ÷ 365) over one denominator: 10,000 × 12 × 365. */
const SIMPLE_DIVISOR = 43_800_000n;

export interface FixedDepositInput {
  principalPaise: Paise;
  /** Annual rate in basis points: 710 is 7.10% a year. */
  annualRateBps: number;
  /** Whole months of the tenure, as a deposit receipt states them. */
  tenureMonths: number;
  /** Days beyond the whole months, 0 to 30. */
  extraDays?: number;
  /** Quarterly unless the deposit says otherwise. */
  compounding?: Compounding;
}

export interface FixedDepositResult {
  maturityPaise: Paise;
  interestPaise: Paise;
}

/**
 * FD maturity as Indian banks compute it: interest compounds every full
 * quarter, A = P·(1 + r/4)^q, q = whole quarters in the months; the leftover
 * (0–2 months and the extra days) earns simple interest on that compounded
 * amount, at r × (months ÷ 12 + days ÷ 365). In basis points both factors are
 * exact rationals, so the maturity rounds once, half up, to the paisa. Other
 * compounding periods work the same way with k periods a year: (1 + r/k)^p
 * over the whole periods, simple interest on what is left.
 *
 * Not modelled: the practice of paying simple interest on deposits under six
 * months, TDS, and day-count tenures such as "444 days", which need the
 * calendar dates to split into quarters.
 */
export function fixedDepositMaturity(input: FixedDepositInput): FixedDepositResult {
  const { principalPaise, annualRateBps, tenureMonths, extraDays = 0, compounding = 'quarterly' } = input;
  assert(isAmount(principalPaise), INVALID_AMOUNT);
  assert(isRateBps(annualRateBps), INVALID_RATE_BPS);
  assert(
    Number.isSafeInteger(tenureMonths) && tenureMonths >= 0 && tenureMonths <= 1200,
    INVALID_TENURE_MONTHS,
  );
  assert(Number.isSafeInteger(extraDays) && extraDays >= 0 && extraDays <= 30, INVALID_FD_DAYS);
  assert(Object.hasOwn(COMPOUNDING_MONTHS, compounding), INVALID_COMPOUNDING);
  const periodMonths = COMPOUNDING_MONTHS[compounding];
  // bps a year to a fraction a period: r ÷ k = bps ÷ (10,000 × k); quarterly is ÷ 40,000.
  const periodDivisor = BigInt((10_000 * 12) / periodMonths);
  const rate = BigInt(annualRateBps);
  const periods = BigInt(Math.floor(tenureMonths / periodMonths));
  const leftoverMonths = BigInt(tenureMonths % periodMonths);
  const simple = SIMPLE_DIVISOR + rate * (leftoverMonths * 365n + BigInt(extraDays) * 12n);
  const numerator = BigInt(principalPaise) * (periodDivisor + rate) ** periods * simple;
  const maturity = divHalfUp(numerator, periodDivisor ** periods * SIMPLE_DIVISOR);
  return { maturityPaise: paise(maturity), interestPaise: paise(maturity - principalPaise) };
}
