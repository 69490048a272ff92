/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { listenForCustomerChanges } from './home-cache';
export { homeRoutes } from './home-routes';
export { createHomeService } from './home-service';
