/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { reviewRepository } from './review-repository';
export { reviewRoutes } from './review-routes';
export { isWaitingForReview } from './review-rules';
export { createReviewService } from './review-service';
