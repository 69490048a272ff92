/**
 * A business day ('2026-11-20', already India's calendar day) as the app shows
 * dates: day-month-year (spec §9 default, as formatDate gives it).
 */
export function dayText(day: string): string {
  return day.split('-').reverse().join('-');
}
