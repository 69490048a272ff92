/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { feedbackRoutes } from './feedback-routes';
export { addFeedbackReply, createFeedbackService } from './feedback-service';
export { testStaffRoutes } from './test-staff-routes';
