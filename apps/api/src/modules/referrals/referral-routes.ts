import { ReferralSummarySchema } from '@app/contract';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { ReferralService } from './referral-service';

/** GET /referrals/me: the customer's code and share link, the rules, friends and rewards (refer and earn). */
export const referralRoutes: FastifyPluginAsyncZod<{
  referrals: ReferralService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { referrals, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);
  app.get(
    '/me',
    {
      schema: {
        tags: ['referrals'],
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        summary:
          "The customer's referral code and share link (made on first ask, then stable), the reward rules, friends signed up, rewards credited and the history",
        response: { 200: ReferralSummarySchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const origin = `${request.protocol}://${request.host}/`;
      return referrals.summary(currentCustomer(request).customerId, origin);
    },
  );
};
