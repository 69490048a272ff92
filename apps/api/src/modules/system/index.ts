/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { systemRoutes } from './system-routes';
export { createSystemService } from './system-service';
