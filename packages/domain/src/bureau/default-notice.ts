import { addDays } from '../pricing/day-key';

/**
 * Days between telling a borrower that a default will be reported and the
 * first file that reports it (decision 089). RBI's 2024 directions on
 * credit information reporting ask for the notice before the default is
 * reported and fix no period; 7 days gives time to pay or dispute, and the
 * fortnightly cycle still carries the default in the next file but one.
 */
export const DEFAULT_NOTICE_DAYS = 7;

/** The first India day a loan told on `noticeDay` may be reported in default. */
export function reportableFrom(noticeDay: string, days = DEFAULT_NOTICE_DAYS): string {
  return addDays(noticeDay, days);
}

/**
 * Whether the file may carry the loan's default on `reportDay`: never
 * without a notice, and not before the notice period has run.
 */
export function mayReportDefault(
  noticeDay: string | null,
  reportDay: string,
  days = DEFAULT_NOTICE_DAYS,
): boolean {
  return noticeDay !== null && reportableFrom(noticeDay, days) <= reportDay;
}

/** The fortnightly reporting days: the 15th and the last day of the month (India). */
export function isReportingDay(day: string): boolean {
  return day.slice(8) === '15' || addDays(day, 1).slice(8) === '01';
}
