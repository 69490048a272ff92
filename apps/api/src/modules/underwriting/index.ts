/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { createUnderwritingJob, WELCOME_COUPON_DAYS, WELCOME_COUPON_MIN_PAISE } from './underwriting-job';
