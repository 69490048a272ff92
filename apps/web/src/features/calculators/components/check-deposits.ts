import { type Compounding, MAX_TENURE_MONTHS } from '@app/domain';
import type { Checked, FieldFaults } from './check-loan';
import { parseRateBps, parseRupees, parseWhole } from './parse-input';

/** Leftover days of an FD beyond its whole months (domain takes 0 to 30). */
const MAX_EXTRA_DAYS = 30;

export interface FixedDepositFields {
  amount: string;
  rate: string;
  years: string;
  months: string;
  days: string;
  compounding: Compounding;
}

export interface FixedDepositValues {
  principalPaise: number;
  annualRateBps: number;
  tenureMonths: number;
  extraDays: number;
  compounding: Compounding;
}

/** An empty part of the tenure counts as none ("2 years" leaves months and days blank). */
const partOf = (text: string) => (text.trim() === '' ? 0 : parseWhole(text));

/**
 * The deposit a form describes, or the fields at fault: an amount above
 * zero, a rate, and a tenure of years, months and days that adds up to
 * something (days 0 to 30, at most 40 years in all).
 */
export function checkFixedDeposit(fields: FixedDepositFields): Checked<FixedDepositValues> {
  const principalPaise = parseRupees(fields.amount);
  const annualRateBps = parseRateBps(fields.rate);
  const [years, months, days] = [partOf(fields.years), partOf(fields.months), partOf(fields.days)];
  const tenureMonths = years === null || months === null ? null : years * 12 + months;
  const tenureOk =
    tenureMonths !== null &&
    days !== null &&
    days <= MAX_EXTRA_DAYS &&
    tenureMonths <= MAX_TENURE_MONTHS &&
    tenureMonths + days > 0;
  const amountOk = principalPaise !== null && principalPaise > 0;
  if (amountOk && annualRateBps !== null && tenureOk) {
    return {
      ok: true,
      value: {
        principalPaise,
        annualRateBps,
        tenureMonths,
        extraDays: days,
        compounding: fields.compounding,
      },
    };
  }
  return { ok: false, faults: { amount: !amountOk, rate: annualRateBps === null, tenure: !tenureOk } };
}

export interface RecurringDepositFields {
  amount: string;
  rate: string;
  months: string;
}

export interface RecurringDepositValues {
  instalmentPaise: number;
  annualRateBps: number;
  tenureMonths: number;
}

/**
 * The RD a form describes, or the fields at fault. Its tenure is whole
 * quarters (the IBA formula compounds quarterly), which `quarters` tells
 * apart from a missing tenure so the screen can say so.
 */
export function checkRecurringDeposit(
  fields: RecurringDepositFields,
): { ok: true; value: RecurringDepositValues } | { ok: false; faults: FieldFaults; quarters: boolean } {
  const instalmentPaise = parseRupees(fields.amount);
  const annualRateBps = parseRateBps(fields.rate);
  const tenureMonths = parseWhole(fields.months);
  const amountOk = instalmentPaise !== null && instalmentPaise > 0;
  const inRange = tenureMonths !== null && tenureMonths >= 1 && tenureMonths <= MAX_TENURE_MONTHS;
  const quarters = inRange && tenureMonths % 3 === 0;
  if (amountOk && annualRateBps !== null && quarters) {
    return { ok: true, value: { instalmentPaise, annualRateBps, tenureMonths } };
  }
  return {
    ok: false,
    faults: { amount: !amountOk, rate: annualRateBps === null, tenure: !quarters },
    quarters: inRange && !quarters,
  };
}
