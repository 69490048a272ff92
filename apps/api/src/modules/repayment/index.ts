/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { createReminders } from './reminders';
export { collectionEventRepository } from './repayment-repository';
export { collectionSimulatorRoutes, collectionWebhookRoutes, repaymentRoutes } from './repayment-routes';
export { createRepaymentService, type RepaymentService } from './repayment-service';
export { testClockRoutes } from './test-clock-routes';
