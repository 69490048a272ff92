import { istParts } from '../format/ist-parts';
import { daysBetween } from '../pricing/day-key';

/** Days before the due day (positive) or after it (negative) on which a reminder goes: D-3, D-1, D0, overdue 1, 3 and 7. */
export const REMINDER_OFFSETS = [3, 1, 0, -1, -3, -7] as const;

/** Reminders go out only between 08:00 and 19:00 in India (fair practices: no calls or messages at odd hours). */
export const REMINDER_HOURS = { from: 8, until: 19 } as const;

export function inReminderWindow(now: Date): boolean {
  const { hour } = istParts(now.getTime());
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.until;
}

/** The reminder due on `today` for a bill due on `dueDay`: its offset, or null when none is. */
export function reminderOffset(dueDay: string, today: string): number | null {
  const offset = daysBetween(today, dueDay);
  return (REMINDER_OFFSETS as readonly number[]).includes(offset) ? offset : null;
}
