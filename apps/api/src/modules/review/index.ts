/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../application';
import type {} from '../configuration';
import type {} from '../staff';
import { reviewRoutes } from './review-routes';
import { createReviewService } from './review-service';

export { reviewRepository } from './review-repository';
export { reviewRoutes } from './review-routes';
export { isWaitingForReview } from './review-rules';
export { createReviewService } from './review-service';

type ReviewDeps = Parameters<typeof createReviewService>[0];

/** /api/staff/v1/review: the queue of referred applications, under the engine's `policy` (app.ts hands it over). */
export const reviewModule = modulePlugin<Pick<ReviewDeps, 'policy'>>(
  'review',
  ['core', 'application', 'underwriting', 'configuration', 'staff'],
  async (app, { db, clock, cipher, signer }, { policy }) => {
    const review = createReviewService({
      db,
      clock,
      cipher,
      signer,
      decisions: app.decisions,
      policy,
      products: async () => (await app.productConfig.current()).products,
    });
    await app.register(reviewRoutes, {
      prefix: '/api/staff/v1/review',
      review,
      requireStaff: app.requireStaff,
    });
  },
);
