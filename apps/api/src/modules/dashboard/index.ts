/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { dashboardRoutes } from './dashboard-routes';
export { createDashboardService } from './dashboard-service';
