/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import { createRequireStaff, type RequireStaff } from '../../plugins/staff-guard';
import { createStaffAdminService } from './staff-admin-service';
import { createStaffAuthService, type StaffAuthService } from './staff-auth-service';
import { staffAdminRoutes, staffAuthRoutes } from './staff-routes';

export { createStaffAdminService, ensureFirstAdmin } from './staff-admin-service';
export { type AuthenticatedStaff, createStaffAuthService, type StaffAuthService } from './staff-auth-service';
export { STAFF_SECURITY, staffAdminRoutes, staffAuthRoutes } from './staff-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff sign-in (the plugin `staff`). */
    staffAuth: StaffAuthService;
    /** The guard of every console route. */
    requireStaff: RequireStaff;
  }
}

/** The plugin `staff`: the staff sign-in and the guard of every console route. */
export const staffServices = modulePlugin('staff', ['core'], (app, core) => {
  const { db, clock, cipher, config } = core;
  const staffAuth = createStaffAuthService({
    db,
    clock,
    cipher,
    issuer: config.PRO_NAME,
    sessionHours: config.STAFF_SESSION_HOURS,
    idleMinutes: config.STAFF_IDLE_MINUTES,
    logger: core.log.child({ module: 'staff' }),
  });
  app.decorate('staffAuth', staffAuth);
  app.decorate('requireStaff', createRequireStaff(staffAuth));
});

/** /api/staff/v1/auth */
export const staffAuthModule = modulePlugin('staff-auth', ['staff'], async (app) => {
  await app.register(staffAuthRoutes, {
    prefix: '/api/staff/v1/auth',
    auth: app.staffAuth,
    requireStaff: app.requireStaff,
  });
});

/** The staff accounts, under /api/staff/v1. */
export const staffAdminModule = modulePlugin('staff-admin', ['core', 'staff'], async (app, { db, clock }) => {
  await app.register(staffAdminRoutes, {
    prefix: '/api/staff/v1',
    admin: createStaffAdminService({ db, clock }),
    requireStaff: app.requireStaff,
  });
});
