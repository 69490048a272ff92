import { istParts } from '../format/ist-parts';
import { IST_OFFSET_MINUTES } from '../util/to-epoch-ms';

/** Customer service answers from 09:00 to 18:00 India time, every day (spec §9). */
export const SERVICE_HOURS = { from: 9, until: 18 } as const;

export interface ServiceHours {
  /** Hour of the IST day at which service opens (inclusive). */
  from: number;
  /** Hour of the IST day at which service closes (exclusive). */
  until: number;
}

export interface ServiceStatus {
  open: boolean;
  /** The instant the status next changes: closing time when open, the next opening when closed. */
  changesAt: Date;
  /** Closed now and opening on the next IST calendar day, not later today. */
  opensTomorrow: boolean;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Whether customer service is open at `now`, read on the Indian clock
 * whatever zone the device is in: a borrower abroad, or a phone set to UTC,
 * still sees the desk's real hours.
 */
export function serviceStatus(now: Date, hours: ServiceHours = SERVICE_HOURS): ServiceStatus {
  const epochMs = now.getTime();
  const { hour } = istParts(epochMs);
  // The instant the IST calendar day of `now` began.
  const offsetMs = IST_OFFSET_MINUTES * 60_000;
  const dayStart = Math.floor((epochMs + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  const at = (dayOffset: number, h: number) => new Date(dayStart + dayOffset * DAY_MS + h * HOUR_MS);
  if (hour < hours.from) return { open: false, changesAt: at(0, hours.from), opensTomorrow: false };
  if (hour < hours.until) return { open: true, changesAt: at(0, hours.until), opensTomorrow: false };
  return { open: false, changesAt: at(1, hours.from), opensTomorrow: true };
}
