import { assert } from '../util/assert';
import { INVALID_DAY_KEY } from '../util/messages';

const DAY_MS = 86_400_000;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day 'YYYY-MM-DD' plus `n` days (dates of the business day, Asia/Kolkata, carry no time). */
export function addDays(day: string, n: number): string {
  const match = DAY_KEY.exec(day);
  assert(match !== null, INVALID_DAY_KEY);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + n * DAY_MS;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both 'YYYY-MM-DD' (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = DAY_KEY.exec(from);
  const b = DAY_KEY.exec(to);
  assert(a !== null && b !== null, INVALID_DAY_KEY);
  const ms = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round((ms(b) - ms(a)) / DAY_MS);
}
