import { checkLoan, type FieldFaults, type LoanFields, type LoanValues } from './check-loan';
import { type FeeUnit, feePaise } from './parse-input';

export interface OfferFields extends LoanFields {
  fee: string;
  feeUnit: FeeUnit;
}

export interface OfferValues extends LoanValues {
  upfrontFeesPaise: number;
}

export interface OfferFaults extends FieldFaults {
  /** The fee is not a number, or it would take the whole amount. */
  fee: boolean;
}

/** At most four offers side by side: a phone shows that many columns, scrolling. */
export const MAX_OFFERS = 4;
export const MIN_OFFERS = 2;

/**
 * One offer of the comparison: a loan (checked as the EMI calculator checks
 * it) and its upfront fees, which must leave something to disburse.
 */
export function checkOffer(
  fields: OfferFields,
): { ok: true; value: OfferValues } | { ok: false; faults: OfferFaults } {
  const loan = checkLoan(fields);
  const amount = loan.ok ? loan.value.amountPaise : 0;
  const fee = loan.ok ? feePaise(fields.fee, fields.feeUnit, amount) : null;
  const feeOk = fee !== null && fee < amount;
  if (loan.ok && feeOk) return { ok: true, value: { ...loan.value, upfrontFeesPaise: fee } };
  const faults = loan.ok ? { amount: false, rate: false, tenure: false } : loan.faults;
  // Until the loan is usable, a fee can only be wrong by its own text.
  const feeFault = loan.ok ? !feeOk : feePaise(fields.fee, fields.feeUnit, 0) === null;
  return { ok: false, faults: { ...faults, fee: feeFault } };
}
