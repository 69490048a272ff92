import { calculatorInputProblem, MAX_TENURE_MONTHS } from '@app/domain';
import { parseRateBps, parseRupees, type TenureUnit, tenureMonthsOf } from './parse-input';

export interface LoanFields {
  amount: string;
  rate: string;
  tenure: string;
  unit: TenureUnit;
}

/** Which of the three a user must fix, for the red outline of each field. */
export interface FieldFaults {
  amount: boolean;
  rate: boolean;
  tenure: boolean;
}

export interface LoanValues {
  amountPaise: number;
  annualRateBps: number;
  tenureMonths: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; faults: FieldFaults };

/**
 * The loan a form describes, or the fields at fault. The rule is domain's
 * (spec §5 "The calculator needs loan amount, annual interest rate and
 * term"): the screen shows that one message and outlines each field at fault.
 */
export function checkLoan(fields: LoanFields): Checked<LoanValues> {
  const amountPaise = parseRupees(fields.amount);
  const annualRateBps = parseRateBps(fields.rate);
  const tenureMonths = tenureMonthsOf(fields.tenure, fields.unit);
  if (
    amountPaise !== null &&
    annualRateBps !== null &&
    tenureMonths !== null &&
    calculatorInputProblem({ amountPaise, annualRateBps, tenureMonths }) === null
  ) {
    return { ok: true, value: { amountPaise, annualRateBps, tenureMonths } };
  }
  return {
    ok: false,
    faults: {
      amount: !(amountPaise !== null && amountPaise > 0),
      rate: annualRateBps === null,
      tenure: !(tenureMonths !== null && tenureMonths >= 1 && tenureMonths <= MAX_TENURE_MONTHS),
    },
  };
}
