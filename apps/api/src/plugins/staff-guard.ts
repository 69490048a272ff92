import { type ConsoleSection, canReach } from '@app/domain';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../http/app-error';
import type { AuthenticatedStaff, StaffAuthService } from '../modules/staff';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff on console routes. */
    staff: AuthenticatedStaff | null;
  }
}

export type RequireStaff = (
  section: ConsoleSection | 'any',
  options?: { passwordChange?: 'allowed' | 'only' },
) => onRequestHookHandler;

/**
 * onRequest hook factory for console routes: a live staff session (a
 * borrower's token is not one) whose role reaches `section`, checked on the
 * server whatever the console shows ('any': every signed-in staff member).
 * A session opened with a one-time password is refused everywhere
 * (STAFF_PASSWORD_CHANGE_REQUIRED) but where a route allows it, or needs it.
 */
export function createRequireStaff(auth: StaffAuthService): RequireStaff {
  return (section, options = {}) =>
    async (request) => {
      const staff = await auth.authenticate(request.headers.authorization);
      if (staff.passwordChangeRequired && !options.passwordChange) {
        throw new AppError('STAFF_PASSWORD_CHANGE_REQUIRED');
      }
      if (!staff.passwordChangeRequired && options.passwordChange === 'only') {
        throw new AppError('STAFF_FORBIDDEN');
      }
      if (section !== 'any' && !canReach(staff.role, section)) throw new AppError('STAFF_FORBIDDEN');
      request.staff = staff;
    };
}

/** The staff member of a console route; only call it behind requireStaff. */
export function currentStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new Error('currentStaff() used on a route without requireStaff');
  return request.staff;
}
