import { assert } from '../util/assert';
import { INVALID_DATE } from '../util/messages';
import { toEpochMs } from '../util/to-epoch-ms';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month, day] of a real calendar day written 'YYYY-MM-DD'. */
function dayParts(day: string): [number, number, number] {
  const m = DAY.exec(day);
  assert(m !== null && toEpochMs(day) !== null, INVALID_DATE);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/**
 * Whole years between `birth` and `today` (both 'YYYY-MM-DD'), as Indian law
 * counts them: a year is complete on the birthday. Someone born on 29 February
 * turns a year older on 1 March in a non-leap year. Negative if `birth` is later.
 */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = dayParts(birth);
  const [ty, tm, td] = dayParts(today);
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}
