import type { StaffMandateDebitState, StaffMandateState } from './money-api';

/** Words and colours for the auto-debit lists (issue 32), shared by both tabs. */
export const RAILS: Record<'upi_autopay' | 'enach', string> = { upi_autopay: 'UPI AutoPay', enach: 'e-NACH' };

export const MANDATE_STATES: Record<StaffMandateState, { color: string; label: string }> = {
  pending: { color: 'blue', label: 'Pending' },
  active: { color: 'green', label: 'Active' },
  paused: { color: 'orange', label: 'Paused' },
  revoked: { color: 'default', label: 'Revoked' },
  expired: { color: 'default', label: 'Expired' },
  failed: { color: 'red', label: 'Failed' },
};

export const DEBIT_STATES: Record<StaffMandateDebitState, { color: string; label: string }> = {
  notified: { color: 'blue', label: 'Notified' },
  requested: { color: 'gold', label: 'Requested' },
  succeeded: { color: 'green', label: 'Succeeded' },
  failed: { color: 'red', label: 'Failed' },
  cancelled: { color: 'default', label: 'Cancelled' },
};

/** The gateway's failure reasons (a debit's, or a mandate's at approval), in words finance can act on. */
export const FAILURE_REASONS: Record<string, string> = {
  declined: 'Declined by the payer',
  account_rejected: 'Account rejected',
  insufficient_funds: 'Insufficient funds',
  mandate_inactive: 'Mandate not active',
  bank_declined: 'Bank declined',
  gateway_error: 'Gateway error',
};

/** A day key (YYYY-MM-DD, India time) as the console writes dates: '30 Jan 2025'. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '—';
  const date = new Date(`${day}T00:00:00+05:30`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(date);
}
