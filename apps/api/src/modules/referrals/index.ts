/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { referralRoutes } from './referral-routes';
export { createReferrals } from './referral-service';
