import { type Paise, paise } from '../money/paise';
import { aprBasisPoints } from './apr';
import { type Deductions, deductionsFor } from './fees';
import type { PricingConfig } from './pricing-config';
import { buildSchedule, type Instalment, scheduleTotal } from './schedule';

export interface QuoteInput {
  amountPaise: number;
  termMonths: number;
  dailyRatePpm: number;
  /** Face value of the chosen withdrawal coupon, 0 for none. */
  couponFacePaise: number;
  /** The borrowing day, 'YYYY-MM-DD' in Asia/Kolkata. */
  startDay: string;
  config: PricingConfig;
}

/** Everything the withdrawal screen, the documents and the order show about one loan. */
export interface Quote extends Deductions {
  amountPaise: Paise;
  termMonths: number;
  termDays: number;
  installmentDays: number;
  dailyRatePpm: number;
  schedule: Instalment[];
  interestPaise: Paise;
  /** Principal plus interest: what the borrower pays back over the schedule. */
  totalRepayablePaise: Paise;
  /** RBI KFS APR in basis points of a percent (2416 = 24.16%). */
  aprBps: number;
  startDay: string;
  /** The last instalment's day: the loan's repayment date. */
  endDay: string;
}

/**
 * Prices a withdrawal. Deterministic: the same input gives the same quote on
 * the phone, in the PDF and in the database, to the paisa.
 */
export function quoteWithdrawal(input: QuoteInput): Quote {
  const { config } = input;
  const amount = paise(input.amountPaise);
  const termDays = input.termMonths * config.daysPerMonth;
  const schedule = buildSchedule({
    amountPaise: amount,
    dailyRatePpm: input.dailyRatePpm,
    termDays,
    installmentDays: config.installmentDays,
    startDay: input.startDay,
  });
  const deductions = deductionsFor(amount, input.couponFacePaise, config);
  const interest = scheduleTotal(schedule, 'interestPaise');
  const aprBps = aprBasisPoints({
    netDisbursedPaise: deductions.receivedPaise,
    repaymentsPaise: schedule.map((row) => row.totalPaise),
    periodsPerYear: 365 / config.installmentDays,
  });
  return {
    ...deductions,
    amountPaise: amount,
    termMonths: input.termMonths,
    termDays,
    installmentDays: config.installmentDays,
    dailyRatePpm: input.dailyRatePpm,
    schedule,
    interestPaise: interest,
    totalRepayablePaise: paise(amount + interest),
    aprBps,
    startDay: input.startDay,
    endDay: schedule[schedule.length - 1]?.dueDay ?? input.startDay,
  };
}
