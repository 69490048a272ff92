import { istParts } from '../format/ist-parts';

/**
 * Borrowers may be called from 08:00 to 19:00 India time only (RBI's Fair
 * Practices Code for recovery and its directions on recovery agents): the
 * hour is read on the Indian clock, whoever logs the attempt and wherever.
 */
export const CONTACT_HOURS = { from: 8, until: 19 } as const;

/** True when `now` is inside the contact hours: 08:00:00 up to, not including, 19:00:00 IST. */
export function withinContactHours(now: Date): boolean {
  const { hour } = istParts(now.getTime());
  return hour >= CONTACT_HOURS.from && hour < CONTACT_HOURS.until;
}
