import { DEFAULT_PRICING } from '@app/domain';

/**
 * A business day ('2026-11-20', already India's calendar day) as the app shows
 * dates: day-month-year (spec §9 default, as formatDate gives it).
 */
export function dayText(day: string): string {
  return day.split('-').reverse().join('-');
}

/**
 * Instalments in a term, for the term choices before they are priced. The
 * options do not say how many days a month counts, so this reads the shared
 * pricing default; the priced schedule is the authority once it arrives.
 */
export function instalmentCount(termMonths: number, installmentDays: number): number {
  return Math.round((termMonths * DEFAULT_PRICING.daysPerMonth) / installmentDays);
}
