/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { moneyRoutes } from './money-routes';
export { createMoneyService, PAYOUT_STUCK_MINUTES } from './money-service';
