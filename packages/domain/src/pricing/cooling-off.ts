import { paise } from '../money/paise';
import { applyPpm } from '../money/rounding';
import { istDayKey } from '../util/time';
import { daysBetween } from './day-key';

export interface CoolingOffInput {
  amountPaise: number;
  dailyRatePpm: number;
  disbursedAt: Date;
  coolingOffHours: number;
  now: Date;
}

export interface CoolingOff {
  /** The exit closes at this instant. */
  until: Date;
  open: boolean;
  /** Days the money was held, counted as calendar days in India, at least one. */
  daysHeld: number;
  interestPaise: number;
  /** What ends the loan now without penalty: the principal and the interest for the days held. */
  exitAmountPaise: number;
}

/**
 * The cooling-off exit (spec §9 "cancel within 24 hours of receipt"; RBI:
 * at least one day): the principal and the interest for the days held, no
 * penalty. The one-time fees and GST stay as the KFS shows them.
 */
export function coolingOff(input: CoolingOffInput): CoolingOff {
  const until = new Date(input.disbursedAt.getTime() + input.coolingOffHours * 3_600_000);
  const daysHeld = Math.max(1, daysBetween(istDayKey(input.disbursedAt), istDayKey(input.now)));
  const interest = applyPpm(paise(input.amountPaise), input.dailyRatePpm, daysHeld);
  return {
    until,
    open: input.now < until,
    daysHeld,
    interestPaise: interest,
    exitAmountPaise: input.amountPaise + interest,
  };
}
