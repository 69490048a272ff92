/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { App, Core } from '../../platform/core';
import type { RequireStaff } from '../../plugins/staff-guard';
import { reviewRoutes } from './review-routes';
import { createReviewService } from './review-service';

export { reviewRepository } from './review-repository';
export { reviewRoutes } from './review-routes';
export { isWaitingForReview } from './review-rules';
export { createReviewService } from './review-service';

type ReviewDeps = Parameters<typeof createReviewService>[0];

/** /api/staff/v1/review: the queue of referred applications. */
export async function reviewModule(
  app: App,
  { db, clock, cipher, signer }: Core,
  deps: Pick<ReviewDeps, 'decisions' | 'policy' | 'products'>,
  requireStaff: RequireStaff,
) {
  const review = createReviewService({ db, clock, cipher, signer, ...deps });
  await app.register(reviewRoutes, { prefix: '/api/staff/v1/review', review, requireStaff });
}
