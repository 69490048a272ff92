import type { StaffRole } from '@app/domain';
import { useSyncExternalStore } from 'react';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * The signed-in staff member and the bearer token. The token lives in
 * sessionStorage, not localStorage: a console tab closed is a console signed
 * out, and another tab (another staff member on a shared desk) starts clean.
 */
const TOKEN_KEY = 'staffToken';

let current: StaffMember | null = null;
/** Why the server ended the last session (idle, expired), shown once on the sign-in page. */
let endedReason: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const session = {
  token(): string | null {
    return sessionStorage.getItem(TOKEN_KEY);
  },
  staff(): StaffMember | null {
    return current;
  },
  signIn(token: string, staff: StaffMember): void {
    sessionStorage.setItem(TOKEN_KEY, token);
    current = staff;
    emit();
  },
  /** Known staff for the token already stored (after GET /auth/me on reload). */
  restore(staff: StaffMember): void {
    current = staff;
    emit();
  },
  /**
   * The token of a sign-in with a one-time password: good only to choose a
   * new password, so there is no staff member until then.
   */
  holdForPasswordChange(token: string): void {
    sessionStorage.setItem(TOKEN_KEY, token);
    current = null;
    emit();
  },
  /** Signed out; `reason` (the server's words) is shown on the sign-in page. */
  clear(reason?: string): void {
    sessionStorage.removeItem(TOKEN_KEY);
    current = null;
    if (reason) endedReason = reason;
    emit();
  },
  /** The reason the last session ended, once. */
  takeEndedReason(): string | null {
    const reason = endedReason;
    endedReason = null;
    return reason;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in staff member, re-rendering on sign-in and sign-out. */
export function useStaff(): StaffMember | null {
  return useSyncExternalStore(session.subscribe, session.staff, session.staff);
}
