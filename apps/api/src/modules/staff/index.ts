/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { App, Core } from '../../platform/core';
import { createRequireStaff, type RequireStaff } from '../../plugins/staff-guard';
import { createStaffAdminService } from './staff-admin-service';
import { createStaffAuthService, type StaffAuthService } from './staff-auth-service';
import { staffAdminRoutes, staffAuthRoutes } from './staff-routes';

export { createStaffAdminService, ensureFirstAdmin } from './staff-admin-service';
export { type AuthenticatedStaff, createStaffAuthService, type StaffAuthService } from './staff-auth-service';
export { STAFF_SECURITY, staffAdminRoutes, staffAuthRoutes } from './staff-routes';

/** The staff sign-in and the guard of every console route. */
export function staffServices(core: Core) {
  const { db, clock, cipher, config } = core;
  const staffAuth = createStaffAuthService({
    db,
    clock,
    cipher,
    issuer: config.PRO_NAME,
    sessionHours: config.STAFF_SESSION_HOURS,
    logger: core.log.child({ module: 'staff' }),
  });
  return { staffAuth, requireStaff: createRequireStaff(staffAuth) };
}

/** /api/staff/v1/auth */
export async function staffAuthModule(app: App, auth: StaffAuthService, requireStaff: RequireStaff) {
  await app.register(staffAuthRoutes, { prefix: '/api/staff/v1/auth', auth, requireStaff });
}

/** The staff accounts, under /api/staff/v1. */
export async function staffAdminModule(app: App, { db, clock }: Core, requireStaff: RequireStaff) {
  await app.register(staffAdminRoutes, {
    prefix: '/api/staff/v1',
    admin: createStaffAdminService({ db, clock }),
    requireStaff,
  });
}
