/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { App, Core } from '../../platform/core';
import type { RequireStaff } from '../../plugins/staff-guard';
import { dashboardRoutes } from './dashboard-routes';
import { createDashboardService } from './dashboard-service';

export { dashboardRoutes } from './dashboard-routes';
export { createDashboardService } from './dashboard-service';

/** /api/staff/v1/dashboard */
export async function dashboardModule(app: App, { db, clock }: Core, requireStaff: RequireStaff) {
  const dashboard = createDashboardService({ db, clock });
  await app.register(dashboardRoutes, { prefix: '/api/staff/v1/dashboard', dashboard, requireStaff });
}
