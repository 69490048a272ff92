import { randomBytes } from 'node:crypto';
import { LangSchema } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANDATE_SIMULATOR_PATH, type MandateSimulator } from '../../adapters/mandate';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { ANONYMOUS_RATE_LIMIT } from '../../plugins/rate-limit';
import { contentSecurityPolicy } from '../../plugins/security-headers';
import { mandateRepository } from './mandate-repository';
import { MANDATE_SIGNATURE_HEADER, signMandateWebhook } from './mandate-routes';
import { mandateSimulatorPage } from './mandate-simulator-page';

/** Where the simulator sends the browser back: the app's auto-debit page. */
export const MANDATE_RETURN_PATH = '/#/autoDebit';
export const MANDATE_WEBHOOK_PATH = '/api/v1/webhooks/mandate';

const FORM_LIMIT = 4 * 1024;
const RedirectSchema = z.null().meta({ description: 'See Other: Location is the next page' });
const Ref = z.string().regex(/^SIMM\d{1,20}$/);

/**
 * Delivers the simulator's due webhooks, signed, through our own webhook route
 * (so the signature check always runs). Delivered once answered 2xx, or 404
 * (a mandate we do not hold); anything else is tried again on the next run.
 */
export function simulatorDelivery(app: FastifyInstance, simulator: MandateSimulator, secret: string) {
  return async function deliver(): Promise<number> {
    let delivered = 0;
    for (const hook of await simulator.dueWebhooks(50)) {
      const answer = await app.inject({
        method: 'POST',
        url: MANDATE_WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          [MANDATE_SIGNATURE_HEADER]: signMandateWebhook(secret, hook.body),
        },
        payload: hook.body,
      });
      if (answer.statusCode < 300 || answer.statusCode === 404) {
        await simulator.webhookDelivered(hook.eventId);
        delivered += 1;
      }
    }
    return delivered;
  };
}

/** The simulator's approval page (MANDATE_GATEWAY=simulator only; never in production, decision 066). */
export async function mandateSimulatorRoutes(
  plain: FastifyInstance,
  opts: { simulator: MandateSimulator; db: Db; deliver: () => Promise<number> },
): Promise<void> {
  const { simulator, db, deliver } = opts;
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    MANDATE_SIMULATOR_PATH,
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['mandate-simulator'],
        summary: "Simulator: the bank's or UPI app's mandate approval page (HTML; Approve / Decline)",
        querystring: z.object({ ref: Ref, lang: LangSchema.default('en') }),
        response: { 200: z.string(), ...errorResponses(400, 404, 429, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const { ref, lang } = request.query;
      const held = await simulator.mandate(ref);
      const ours = await mandateRepository.byGatewayRef(db, ref);
      if (!held) throw new AppError('MANDATE_NOT_FOUND');
      const nonce = randomBytes(16).toString('base64');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', contentSecurityPolicy({ styleNonce: nonce }))
        .send(
          mandateSimulatorPage({
            action: MANDATE_SIMULATOR_PATH,
            gatewayRef: ref,
            lang,
            styleNonce: nonce,
            mandate: { ...held, endDay: ours?.endDay ?? null },
          }),
        );
    },
  );

  app.post(
    MANDATE_SIMULATOR_PATH,
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['mandate-simulator'],
        summary:
          'Simulator: the payer approves or declines; the result goes out as a signed webhook, then back to the app (an account ending 0000 fails, docs/auto-debit.md)',
        body: z.object({
          ref: Ref,
          lang: LangSchema.default('en'),
          account: z.string().max(60).default(''),
          decision: z.enum(['approve', 'decline']),
        }),
        response: { 303: RedirectSchema, ...errorResponses(400, 404, 415, 429, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const { ref, account, decision } = request.body;
      const ours = await mandateRepository.byGatewayRef(db, ref);
      if (!ours || !(await simulator.mandate(ref))) throw new AppError('MANDATE_NOT_FOUND');
      await simulator.simulateApproval(ref, decision === 'approve', account);
      await deliver();
      return reply.redirect(`${MANDATE_RETURN_PATH}?orderId=${ours.orderId}&mandate=done`, 303);
    },
  );
}
