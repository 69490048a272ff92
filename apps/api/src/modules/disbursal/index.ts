/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { changeBankRoutes, payoutWebhookRoutes } from './disbursal-routes';
export { createDisbursal, type Disbursal, startDisbursal } from './disbursal-service';
