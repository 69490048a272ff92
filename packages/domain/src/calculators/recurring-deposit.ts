import { type Paise, paise } from '../money/paise';
import { assert } from '../util/assert';
import { isAmount, isRateBps } from './calculator-input';
import { INVALID_AMOUNT, INVALID_RATE_BPS, RD_TENURE_NOT_QUARTERS } from './messages';

export interface RecurringDepositInput {
  /** The monthly instalment R. */
  instalmentPaise: Paise;
  /** Annual rate in basis points: 650 is 6.50% a year. */
  annualRateBps: number;
  /** A whole number of quarters: 3, 6, 9 … months. */
  tenureMonths: number;
}

export interface RecurringDepositResult {
  maturityPaise: Paise;
  depositedPaise: Paise;
  interestPaise: Paise;
}

/**
 * RD maturity by the Indian Banks' Association formula for monthly
 * instalments compounded quarterly: M = R·[(1+i)^n − 1] ÷ (1 − (1+i)^(−1/3)),
 * i = rate ÷ 400 (the quarterly rate), n = quarters. The cube root makes it
 * irrational, so it is the one calculator in floating point; it rounds once,
 * half up, to the paisa. A zero rate gives R × months.
 */
export function recurringDepositMaturity(input: RecurringDepositInput): RecurringDepositResult {
  const { instalmentPaise, annualRateBps, tenureMonths } = input;
  assert(isAmount(instalmentPaise), INVALID_AMOUNT);
  assert(isRateBps(annualRateBps), INVALID_RATE_BPS);
  assert(
    Number.isSafeInteger(tenureMonths) && tenureMonths > 0 && tenureMonths % 3 === 0,
    RD_TENURE_NOT_QUARTERS,
  );
  const deposited = instalmentPaise * tenureMonths;
  if (annualRateBps === 0) return result(deposited, deposited);
  const i = annualRateBps / 40_000;
  const quarters = tenureMonths / 3;
  const maturity = Math.round((instalmentPaise * ((1 + i) ** quarters - 1)) / (1 - (1 + i) ** (-1 / 3)));
  return result(maturity, deposited);
}

function result(maturity: number, deposited: number): RecurringDepositResult {
  return {
    maturityPaise: paise(maturity),
    depositedPaise: paise(deposited),
    interestPaise: paise(maturity - deposited),
  };
}
