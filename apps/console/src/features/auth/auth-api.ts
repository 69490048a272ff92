import { api } from '@/lib/api';
import type { StaffMember } from '@/lib/session';

/** Present on the first sign-in (or after a reset): the authenticator to set up. */
export interface Enrolment {
  secret: string;
  otpauthUrl: string;
}

export interface PasswordStep {
  challenge: string;
  enrolment: Enrolment | null;
}

export interface SignedIn {
  token: string;
  expiresAt: string;
  staff: StaffMember;
  /** A one-time password: the token is good only for changePassword. */
  passwordChangeRequired: boolean;
}

export const authApi = {
  password: (email: string, password: string) =>
    api.post<PasswordStep>('/api/staff/v1/auth/login', { email, password }),
  totp: (challenge: string, code: string) =>
    api.post<SignedIn>('/api/staff/v1/auth/totp', { challenge, code }),
  /** A new password for a sign-in with a one-time one; the answer is a normal session. */
  changePassword: (password: string) => api.post<SignedIn>('/api/staff/v1/auth/password', { password }),
  signOut: () => api.post<void>('/api/staff/v1/auth/logout'),
  /** The staff member the stored token belongs to. */
  me: () => api.get<StaffMember>('/api/staff/v1/auth/me'),
};
