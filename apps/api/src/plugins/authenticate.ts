import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { AuthenticatedCustomer, AuthService } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireCustomer hook on bearer routes. */
    customer: AuthenticatedCustomer | null;
  }
}

/** Documents the bearer header on protected routes (checked by requireCustomer before validation). */
export const BearerHeadersSchema = z.object({
  authorization: z.string().meta({ description: 'Bearer <session token>' }),
});

export const BEARER_SECURITY = [{ bearerAuth: [] }];

/**
 * onRequest hook for bearer routes: runs before the body is even read, so an
 * anonymous caller cannot make us parse or validate anything.
 */
export function createRequireCustomer(auth: AuthService): onRequestHookHandler {
  return async (request) => {
    request.customer = await auth.authenticate(request.headers.authorization);
  };
}

/** The customer of a bearer route; only call it behind requireCustomer. */
export function currentCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw new Error('currentCustomer() used on a route without requireCustomer');
  return request.customer;
}
