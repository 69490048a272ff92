/** What the date helpers accept: a Date, epoch milliseconds, or an ISO 8601 string. */
export type DateInput = Date | number | string | null | undefined;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MINUTES = 330;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const MAX_MS = 8.64e15;

// Date.parse reads '2026-01-01T10:00' in the machine's zone; we read it ourselves.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function offsetMs(zone: string | undefined): number | null {
  if (zone === undefined) return IST_OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 14 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

function parseIso(text: string): number | null {
  const m = ISO.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((part) => Number(part ?? 0));
  const milli = Number((m[7] ?? '').padEnd(3, '0'));
  const offset = offsetMs(m[8]);
  if (year === undefined || month === undefined || day === undefined || offset === null) return null;
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour ?? 0, minute ?? 0, second ?? 0, milli);
  const sameDay =
    wall.getUTCFullYear() === year && wall.getUTCMonth() === month - 1 && wall.getUTCDate() === day;
  const sameTime = wall.getUTCHours() === (hour ?? 0) && wall.getUTCMinutes() === (minute ?? 0);
  return sameDay && sameTime && (second ?? 0) < 60 ? wall.getTime() - offset : null;
}

/**
 * Epoch milliseconds for `input`, or null when it is not a real instant.
 * Strings without a zone are wall-clock time in India, the app's only market.
 */
export function toEpochMs(input: DateInput): number | null {
  let ms: number | null = null;
  if (input instanceof Date) ms = input.getTime();
  else if (typeof input === 'number') ms = input;
  else if (typeof input === 'string') ms = /^\s*-?\d+\s*$/.test(input) ? Number(input) : parseIso(input);
  return ms !== null && Number.isFinite(ms) && Math.abs(ms) <= MAX_MS ? ms : null;
}
