import { type Paise, paise } from '../money/paise';
import { mulDivHalfUp } from '../money/rounding';
import { assertLoanInput } from './calculator-input';
import { divHalfUp } from './exact-ratio';

/** Basis points a year to a monthly fraction: r = bps ÷ 10,000 ÷ 12. */
const MONTHLY_BPS_DIVISOR = 120_000n;

export interface LoanInput {
  amountPaise: Paise;
  /** Annual rate in basis points: 1050 is 10.50% a year. */
  annualRateBps: number;
  tenureMonths: number;
}

export interface AmortisationRow {
  /** 1-based. */
  month: number;
  openingPaise: Paise;
  interestPaise: Paise;
  principalPaise: Paise;
  /** interest + principal: the EMI, except in the last month. */
  instalmentPaise: Paise;
  closingPaise: Paise;
}

export interface EmiResult {
  emiPaise: Paise;
  totalInterestPaise: Paise;
  totalPayablePaise: Paise;
  schedule: AmortisationRow[];
}

/**
 * The reducing-balance EMI P·r·(1+r)^n ÷ ((1+r)^n − 1), r = annual ÷ 12,
 * rounded half up to the paisa. With r = b ÷ 120,000 it is the exact
 * rational P·b·g^n ÷ (120,000·(g^n − 120,000^n)), g = 120,000 + b, so it
 * rounds once with no floating-point error. A zero rate gives P ÷ n.
 */
export function emiPaise({ amountPaise, annualRateBps, tenureMonths }: LoanInput): Paise {
  assertLoanInput(amountPaise, annualRateBps, tenureMonths);
  if (annualRateBps === 0) return paise(mulDivHalfUp(amountPaise, 1, tenureMonths));
  const rate = BigInt(annualRateBps);
  const grown = (MONTHLY_BPS_DIVISOR + rate) ** BigInt(tenureMonths);
  const base = MONTHLY_BPS_DIVISOR ** BigInt(tenureMonths);
  return paise(divHalfUp(BigInt(amountPaise) * rate * grown, MONTHLY_BPS_DIVISOR * (grown - base)));
}

/**
 * The EMI and its amortisation table. Each month's interest is the opening
 * balance × r, rounded half up to the paisa; the principal part is the EMI
 * less that interest. The last month pays off whatever is left, so the
 * closing balance is exactly 0 and the principal parts sum to the amount;
 * its instalment differs from the EMI by the rounding carried so far. (Were
 * the EMI to overshoot a tiny loan early, a principal part is capped at the
 * balance and later months pay nothing.)
 */
export function emiCalculation(input: LoanInput): EmiResult {
  const emi = emiPaise(input);
  const { amountPaise, annualRateBps, tenureMonths } = input;
  const schedule: AmortisationRow[] = [];
  let balance: number = amountPaise;
  let totalInterest = 0;
  for (let month = 1; month <= tenureMonths; month += 1) {
    const interest = mulDivHalfUp(balance, annualRateBps, Number(MONTHLY_BPS_DIVISOR));
    const principal = month === tenureMonths ? balance : Math.min(Math.max(emi - interest, 0), balance);
    schedule.push({
      month,
      openingPaise: paise(balance),
      interestPaise: paise(interest),
      principalPaise: paise(principal),
      instalmentPaise: paise(interest + principal),
      closingPaise: paise(balance - principal),
    });
    balance -= principal;
    totalInterest += interest;
  }
  return {
    emiPaise: emi,
    totalInterestPaise: paise(totalInterest),
    totalPayablePaise: paise(amountPaise + totalInterest),
    schedule,
  };
}
