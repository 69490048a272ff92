/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { createServiceDesk } from './service-desk';
export { serviceRoutes } from './service-routes';
