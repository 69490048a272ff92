/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import { feedbackRoutes } from './feedback-routes';
import { createFeedbackService } from './feedback-service';
import { testStaffRoutes } from './test-staff-routes';

export { feedbackRoutes } from './feedback-routes';
export { addFeedbackReply, createFeedbackService } from './feedback-service';
export { testStaffRoutes } from './test-staff-routes';

/** /api/v1/feedback, and the test-only staff routes when TEST_STAFF_ROUTES is set. */
export const feedbackModule = modulePlugin('feedback', ['core', 'auth'], async (app, core) => {
  const { db, clock, storage, sms, config } = core;
  const feedback = createFeedbackService({
    db,
    clock,
    storage,
    dailyLimit: config.FEEDBACK_DAILY_LIMIT,
    sms,
    proName: config.PRO_NAME,
    logger: core.log.child({ module: 'feedback' }),
  });
  await app.register(feedbackRoutes, {
    prefix: '/api/v1/feedback',
    feedback,
    requireCustomer: app.requireCustomer,
  });
  if (config.TEST_STAFF_ROUTES) await app.register(testStaffRoutes, { feedback });
});
