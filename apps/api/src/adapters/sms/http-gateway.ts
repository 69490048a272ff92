import type { FastifyBaseLogger } from 'fastify';
import { e164, type SmsSender } from './sms-sender';

/**
 * Production SMS: POST {to, text} as JSON with a bearer token. Errors are
 * logged with the status only: the text holds a login code and never reaches a log.
 */
export function createHttpGatewaySender(options: {
  url: string;
  token: string;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
}): SmsSender {
  return {
    name: 'http',
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
          body: JSON.stringify({ to: e164(to), text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.name : 'unknown';
        options.logger.error({ reason }, 'sms gateway unreachable');
        throw new Error(`SMS gateway unreachable (${reason})`);
      }
      if (!response.ok) {
        options.logger.error({ status: response.status }, 'sms gateway refused a message');
        throw new Error(`SMS gateway answered ${response.status}`);
      }
    },
  };
}
