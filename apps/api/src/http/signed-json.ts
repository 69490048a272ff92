import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Makes `app` (a webhook plugin's scope) accept only JSON bodies signed with
 * HMAC-SHA256 of the raw bytes under `secret` (header x-signature, hex),
 * compared in constant time: a wrong or missing signature is
 * WEBHOOK_SIGNATURE_INVALID before anything is parsed.
 */
export function acceptSignedJson(app: FastifyInstance, secret: string): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    const expected = createHmac('sha256', secret).update(raw).digest();
    const given = Buffer.from(String(request.headers['x-signature'] ?? ''), 'hex');
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
}
