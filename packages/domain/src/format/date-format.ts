import { type DateInput, toEpochMs } from '../util/to-epoch-ms';
import { istParts } from './ist-parts';

export const DEFAULT_DATE_PATTERN = 'DD-MM-YYYY';

/** Spec §9 helper types: 1 day-month-year with time, 2 input in seconds, 3 year-month-day. */
export type DateFormatType = 1 | 2 | 3;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats an instant in India time. Tokens: YYYY, MM, DD, hh (24-hour), mm, ss.
 * An unreadable input gives '' so a screen shows a blank, not "Invalid Date".
 */
export function formatDate(input: DateInput, pattern: string = DEFAULT_DATE_PATTERN): string {
  const ms = toEpochMs(input);
  if (ms === null) return '';
  const p = istParts(ms);
  const tokens: Record<string, string> = {
    YYYY: pad(p.year, 4),
    MM: pad(p.month),
    DD: pad(p.day),
    hh: pad(p.hour),
    mm: pad(p.minute),
    ss: pad(p.second),
  };
  return pattern.replace(/YYYY|MM|DD|hh|mm|ss/g, (token) => tokens[token] ?? token);
}

function secondsToMs(input: DateInput): DateInput {
  if (typeof input === 'number') return input * 1000;
  if (typeof input === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(input)) return Number(input) * 1000;
  return input;
}

/** The date helper of spec §9; without a type it gives day-month-year. */
export function formatDateByType(input: DateInput, type?: DateFormatType): string {
  switch (type) {
    case 1:
      return formatDate(input, 'DD-MM-YYYY hh:mm');
    case 2:
      return formatDate(secondsToMs(input));
    case 3:
      return formatDate(input, 'YYYY-MM-DD');
    default:
      return formatDate(input);
  }
}
