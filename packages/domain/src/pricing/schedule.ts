import { type Paise, paise } from '../money/paise';
import { allocateEvenly, applyPpm } from '../money/rounding';
import { assert } from '../util/assert';
import { TERM_NOT_WHOLE_INSTALMENTS } from '../util/messages';
import { addDays } from './day-key';

export interface Instalment {
  /** 1-based. */
  number: number;
  /** The day it falls due, 'YYYY-MM-DD' (Asia/Kolkata business day). */
  dueDay: string;
  principalPaise: Paise;
  interestPaise: Paise;
  totalPaise: Paise;
  /** Principal still owed after this instalment is paid. */
  closingPrincipalPaise: Paise;
}

export interface ScheduleInput {
  amountPaise: Paise;
  dailyRatePpm: number;
  termDays: number;
  installmentDays: number;
  /** The borrowing day: interest runs from it. */
  startDay: string;
}

/**
 * Equal principal every period, and each period's interest on the principal
 * still owed during it (daily rate × days), rounded half up to the paisa per
 * instalment. The principal shares differ by at most a paisa, the leftover on
 * the first ones, so they sum to the amount exactly.
 */
export function buildSchedule(input: ScheduleInput): Instalment[] {
  const { amountPaise, dailyRatePpm, termDays, installmentDays, startDay } = input;
  const count = termDays / installmentDays;
  assert(Number.isSafeInteger(count) && count > 0, TERM_NOT_WHOLE_INSTALMENTS);
  const shares = allocateEvenly(amountPaise, count);
  let outstanding: number = amountPaise;
  return shares.map((principal, i) => {
    const interest = applyPpm(paise(outstanding), dailyRatePpm, installmentDays);
    outstanding -= principal;
    return {
      number: i + 1,
      dueDay: addDays(startDay, installmentDays * (i + 1)),
      principalPaise: principal,
      interestPaise: interest,
      totalPaise: paise(principal + interest),
      closingPrincipalPaise: paise(outstanding),
    };
  });
}

/** The sum of one field over the schedule. */
export function scheduleTotal(
  schedule: readonly Instalment[],
  field: 'principalPaise' | 'interestPaise' | 'totalPaise',
): Paise {
  return paise(schedule.reduce((sum, row) => sum + row[field], 0));
}
