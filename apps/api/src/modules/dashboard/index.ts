/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../staff';
import { dashboardRoutes } from './dashboard-routes';
import { createDashboardService } from './dashboard-service';

export { dashboardRoutes } from './dashboard-routes';
export { createDashboardService } from './dashboard-service';

/** /api/staff/v1/dashboard */
export const dashboardModule = modulePlugin('dashboard', ['core', 'staff'], async (app, { db, clock }) => {
  const dashboard = createDashboardService({ db, clock });
  await app.register(dashboardRoutes, {
    prefix: '/api/staff/v1/dashboard',
    dashboard,
    requireStaff: app.requireStaff,
  });
});
