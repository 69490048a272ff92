import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MandateSetupBodySchema,
  MandateTermsSchema,
  MandateViewSchema,
  MandateWebhookSchema,
} from '@app/contract';
import { pickLang } from '@app/domain';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { MandateService } from './mandate-service';
import type { createMandateWebhooks } from './mandate-webhook';

const common = { tags: ['auto-debit'], security: BEARER_SECURITY, headers: BearerHeadersSchema };
const IdParams = z.object({ id: z.uuid() });

/** The mandate gateway's signature header: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const MANDATE_SIGNATURE_HEADER = 'x-mandate-signature';

export function signMandateWebhook(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** An order's auto-debit mandate (issue 32): see it, set it up, pause, resume or revoke it. */
export const mandateRoutes: FastifyPluginAsyncZod<{
  mandates: MandateService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { mandates, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);
  const lang = (header: string | undefined) => pickLang(header);

  app.get(
    '/orders/:id/mandate',
    {
      schema: {
        ...common,
        summary: "The loan's auto-debit mandate (the open one, else the newest), or null",
        params: IdParams,
        response: { 200: MandateViewSchema.nullable(), ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) =>
      mandates.get(
        currentCustomer(request).customerId,
        request.params.id,
        lang(request.headers['accept-language']),
      ),
  );

  app.get(
    '/orders/:id/mandate/terms',
    {
      schema: {
        ...common,
        summary:
          "What a mandate for this loan would be, shown before set-up: the maximum, account, frequency, dates, the failed-debit charge and UPI AutoPay's limit",
        params: IdParams,
        response: { 200: MandateTermsSchema, ...errorResponses(400, 401, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request) => mandates.terms(currentCustomer(request).customerId, request.params.id),
  );

  app.post(
    '/orders/:id/mandate',
    {
      schema: {
        ...common,
        summary:
          'Set up auto-debit (UPI AutoPay or e-NACH) with consent: a pending mandate with its approval link; UPI above UPI_AUTOPAY_LIMIT_PAISE is 422 MANDATE_UPI_LIMIT',
        params: IdParams,
        body: MandateSetupBodySchema,
        response: {
          201: MandateViewSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 422, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const created = await mandates.setup(
        currentCustomer(request).customerId,
        request.params.id,
        request.body,
        lang(request.headers['accept-language']),
      );
      return reply.code(201).send(created);
    },
  );

  for (const action of ['pause', 'resume', 'revoke'] as const) {
    app.post(
      `/orders/:id/mandate/${action}`,
      {
        schema: {
          ...common,
          summary: {
            pause:
              'Pause auto-debit at once (here and at the gateway); a notified debit not yet requested is cancelled',
            resume: 'Resume a paused auto-debit (at the gateway first)',
            revoke: 'Revoke auto-debit at once: no debit is requested again',
          }[action],
          params: IdParams,
          response: { 200: MandateViewSchema, ...errorResponses(400, 401, 404, 409, ...COMMON_ERRORS) },
        },
      },
      async (request) =>
        mandates[action](
          currentCustomer(request).customerId,
          request.params.id,
          lang(request.headers['accept-language']),
        ),
    );
  }
};

/**
 * POST /webhooks/mandate: the mandate gateway's events, signed in
 * x-mandate-signature (sha256=<hex HMAC-SHA256 of the raw body>), compared in
 * constant time before anything is parsed: WEBHOOK_SIGNATURE_INVALID (401).
 * Replays answer 'duplicate'; out-of-order events change nothing.
 */
export function mandateWebhookRoutes(deps: {
  secret: string;
  apply: ReturnType<typeof createMandateWebhooks>;
}): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const raw = String(body);
      const expected = Buffer.from(signMandateWebhook(deps.secret, raw));
      const given = Buffer.from(String(request.headers[MANDATE_SIGNATURE_HEADER] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        done(new AppError('WEBHOOK_SIGNATURE_INVALID'), undefined);
        return;
      }
      try {
        done(null, JSON.parse(raw));
      } catch {
        done(new AppError('BODY_INVALID'), undefined);
      }
    });
    app.post('/webhooks/mandate', { schema: { hide: true } }, async (request) => {
      const event = MandateWebhookSchema.safeParse(request.body);
      if (!event.success) throw new AppError('VALIDATION_FAILED');
      return { outcome: await deps.apply(event.data) };
    });
  };
}
