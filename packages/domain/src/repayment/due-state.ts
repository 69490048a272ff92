import { daysBetween } from '../pricing/day-key';

/**
 * The spec's display states of an unpaid bill (§4), derived from its due day
 * and the business day in India, never stored (ARCHITECTURE "The model").
 */
export type DueState =
  | { state: 'pending_repayment'; days: number }
  | { state: 'expires_in'; days: number }
  | { state: 'due_today'; days: 0 }
  | { state: 'overdue'; days: number };

/** Bills further away than this read "pending repayment" rather than "expires in N days". */
export const EXPIRES_SOON_DAYS = 7;

export function dueState(dueDay: string, today: string): DueState {
  const days = daysBetween(today, dueDay);
  if (days === 0) return { state: 'due_today', days: 0 };
  if (days < 0) return { state: 'overdue', days: -days };
  return days <= EXPIRES_SOON_DAYS ? { state: 'expires_in', days } : { state: 'pending_repayment', days };
}
