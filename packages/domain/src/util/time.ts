import { formatDate } from '../format/date-format';
import { assert } from './assert';
import { INVALID_DATE } from './messages';
import { type DateInput, toEpochMs } from './to-epoch-ms';

/** Unix time in whole seconds, the unit of every timestamp the app exchanges (spec §9). */
export function nowSeconds(now: Date = new Date()): number {
  return toSeconds(now);
}

/** Whole seconds (rounded down) for a Date, epoch milliseconds or ISO string. */
export function toSeconds(date: DateInput): number {
  const ms = toEpochMs(date);
  assert(ms !== null, INVALID_DATE);
  return Math.floor(ms / 1000);
}

/** 'YYYY-MM-DD' of the business day in India: daily limits reset at IST midnight. */
export function istDayKey(date: DateInput = new Date()): string {
  const key = formatDate(date, 'YYYY-MM-DD');
  assert(key !== '', INVALID_DATE);
  return key;
}
