import {
  FeedbackBodySchema,
  FeedbackListSchema,
  FeedbackViewSchema,
  IdempotencyHeadersSchema,
  SCREENSHOT_MAX_BYTES,
} from '@app/contract';
import type { FastifyError, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { sendError } from '../../http/error-handler';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { FeedbackService } from './feedback-service';

/** Room for the text and the multipart framing around the largest screenshot. */
const MULTIPART_LIMIT = SCREENSHOT_MAX_BYTES + 64 * 1024;

const common = { tags: ['feedback'], security: BEARER_SECURITY, headers: BearerHeadersSchema };

/**
 * A multipart form as the body schema sees it: `text` as sent, `screenshot`
 * as bytes. An empty file part (a form whose picker was left empty) is no
 * screenshot. Parsed by the runtime's own FormData reader (no dependency);
 * the whole body is already in memory, capped by MULTIPART_LIMIT.
 */
async function readForm(request: FastifyRequest, body: Buffer): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? '';
  const form = await new Response(body, { headers: { 'content-type': type } }).formData().catch(() => null);
  if (!form) throw new AppError('BODY_INVALID');
  const fields: Record<string, unknown> = {};
  const text = form.get('text');
  if (text !== null) fields.text = text;
  const screenshot = form.get('screenshot');
  if (typeof screenshot === 'string') fields.screenshot = screenshot;
  else if (screenshot && (screenshot.size > 0 || screenshot.name !== '')) {
    fields.screenshot = Buffer.from(await screenshot.arrayBuffer());
  }
  return fields;
}

/** A multipart body over the limit can only be a screenshot too large: say so, rather than "request too large". */
function screenshotTooLarge(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && multipart) {
    return sendError(new AppError('SCREENSHOT_TOO_LARGE', { field: 'screenshot' }), request, reply);
  }
  throw error; // the app's error handler answers the rest
}

/**
 * POST /feedback (text, optional screenshot), GET /feedback (the history
 * with replies), GET /feedback/:id/screenshot (its owner only). Scoped to
 * the session's customer.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { feedback, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT },
    readForm,
  );

  app.post(
    '',
    {
      errorHandler: screenshotTooLarge,
      schema: {
        ...common,
        headers: BearerHeadersSchema.extend(IdempotencyHeadersSchema.shape),
        summary:
          'Send feedback: multipart/form-data with text (10-1000 characters after trimming) and an optional screenshot (JPEG, PNG or WebP by its bytes, at most 5 MB, kept without metadata), or JSON {text}. Needs an Idempotency-Key; a replay returns the first answer',
        consumes: ['multipart/form-data', 'application/json'],
        body: FeedbackBodySchema,
        response: {
          201: FeedbackViewSchema,
          ...errorResponses(400, 401, 413, 415, 422, 429, ...COMMON_ERRORS),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = currentCustomer(request);
      const view = await feedback.submit(customerId, request.headers['idempotency-key'], request.body);
      return reply.code(201).send(view);
    },
  );

  app.get(
    '',
    {
      schema: {
        ...common,
        summary: "The customer's feedback, newest first (at most 100), each open or answered, with replies",
        response: { 200: FeedbackListSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => feedback.list(currentCustomer(request).customerId),
  );

  app.get(
    '/:id/screenshot',
    {
      schema: {
        ...common,
        summary: "A feedback's screenshot, to its owner only (anyone else, or none: 404)",
        params: z.object({ id: z.uuid() }),
        response: { ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const shot = await feedback.screenshot(currentCustomer(request).customerId, request.params.id);
      if (!shot) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', shot.type)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(shot.bytes as never); // raw bytes: no 200 schema, so no serializer touches them
    },
  );
};
