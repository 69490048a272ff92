import { istDayKey } from '@app/domain';

/** The statement's longest range in days (the server refuses more: STATEMENT_RANGE_INVALID). */
export const STATEMENT_MAX_DAYS = 400;
/** The foreclosure letter can be dated up to this many days ahead. */
export const FORECLOSURE_MAX_AHEAD = 30;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` (YYYY-MM-DD) moved by `days`. */
export function plusDays(day: string, days: number): string {
  return new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export const daysIncluded = (from: string, to: string) => Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;

/** The days a statement may cover: the payout day (India time) to today. */
export function statementBounds(disbursedAt: string, now: Date = new Date()) {
  const first = istDayKey(disbursedAt);
  const today = istDayKey(now);
  return { first, today: today.localeCompare(first) < 0 ? first : today };
}

export type RangeProblem = 'order' | 'outside' | 'long' | null;

/** Why a chosen range cannot be asked for, or null: the server's own rules, said before asking. */
export function statementRangeProblem(
  from: string,
  to: string,
  bounds: { first: string; today: string },
): RangeProblem {
  if (!from || !to) return 'outside';
  if (to < from) return 'order';
  if (from < bounds.first || to > bounds.today) return 'outside';
  if (daysIncluded(from, to) > STATEMENT_MAX_DAYS) return 'long';
  return null;
}

/** The days a foreclosure letter may be dated: today .. today + 30 (India time). */
export function foreclosureBounds(now: Date = new Date()) {
  const today = istDayKey(now);
  return { today, last: plusDays(today, FORECLOSURE_MAX_AHEAD) };
}

export const foreclosureDayValid = (day: string, bounds: { today: string; last: string }) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= bounds.today && day <= bounds.last;
