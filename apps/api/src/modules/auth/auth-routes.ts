import {
  CaptchaResponseSchema,
  OtpLoginBodySchema,
  PasswordLoginBodySchema,
  SendOtpBodySchema,
  SendOtpResponseSchema,
  SessionResponseSchema,
} from '@app/contract';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { ANONYMOUS_RATE_LIMIT } from '../../plugins/rate-limit';
import type { AuthService, ClientInfo } from './auth-service';

const client = (request: FastifyRequest): ClientInfo => ({
  clientKey: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { auth, requireCustomer }) => {
  app.get(
    '/captcha',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        summary:
          'A proof-of-work challenge (ALTCHA, SHA-256), asked for when behaviour looks abnormal (5 min, single use)',
        response: { 200: CaptchaResponseSchema, ...errorResponses(429, ...COMMON_ERRORS) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.createCaptcha();
    },
  );

  app.post(
    '/otp',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Send a login code by SMS (same answer for registered and new phones)',
        body: SendOtpBodySchema,
        response: { 200: SendOtpResponseSchema, ...errorResponses(400, 413, 415, 429, ...COMMON_ERRORS) },
      },
    },
    async (request) =>
      auth.sendOtp({ phone: request.body.phone, captcha: request.body.captcha, client: client(request) }),
  );

  app.post(
    '/login/otp',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Log in (or sign up) with the SMS code',
        body: OtpLoginBodySchema,
        response: { 200: SessionResponseSchema, ...errorResponses(400, 413, 415, 429, ...COMMON_ERRORS) },
      },
    },
    async (request) =>
      auth.loginWithOtp({
        phone: request.body.phone,
        code: request.body.code,
        captcha: request.body.captcha,
        promotionChannel: request.body.promotionChannel,
        language: request.body.language,
        referralCode: request.body.referralCode,
        client: client(request),
      }),
  );

  app.post(
    '/login/password',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Log in with the password set under /me/password',
        body: PasswordLoginBodySchema,
        response: { 200: SessionResponseSchema, ...errorResponses(400, 413, 415, 429, ...COMMON_ERRORS) },
      },
    },
    async (request) =>
      auth.loginWithPassword({
        phone: request.body.phone,
        password: request.body.password,
        captcha: request.body.captcha,
        client: client(request),
      }),
  );

  app.post(
    '/logout',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: {
          204: z.null().meta({ description: 'Logged out' }),
          ...errorResponses(401, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      await auth.logout(currentCustomer(request).sessionId);
      return reply.code(204).send(null);
    },
  );
};
