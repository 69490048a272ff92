/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { createStaffAdminService, ensureFirstAdmin } from './staff-admin-service';
export { type AuthenticatedStaff, createStaffAuthService, type StaffAuthService } from './staff-auth-service';
export { STAFF_SECURITY, staffAdminRoutes, staffAuthRoutes } from './staff-routes';
