import { randomBytes } from 'node:crypto';
import {
  DigilockerCallbackQuerySchema,
  DigilockerSimulatorDecisionSchema,
  DigilockerSimulatorQuerySchema,
  DigilockerStartSchema,
} from '@app/contract';
import { pickLang } from '@app/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DIGILOCKER_SIMULATOR_PATH,
  type DigilockerSimulator,
  isDigilockerSimulator,
} from '../../adapters/digilocker';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { ANONYMOUS_RATE_LIMIT } from '../../plugins/rate-limit';
import { contentSecurityPolicy } from '../../plugins/security-headers';
import { createDigilockerService } from './digilocker-service';
import { digilockerSimulatorPage } from './digilocker-simulator-page';
import type { KycApp, KycDeps } from './kyc-deps';

/** Where the callback sends the browser: the app's identity page, with `digilocker=verified` or the refusal's code. */
export const DIGILOCKER_RETURN_PATH = '/#/identityInfo';

const FORM_LIMIT = 4 * 1024;
const RedirectSchema = z.null().meta({ description: 'See Other: Location is the next page' });

/**
 * DigiLocker (issue 31, K3): POST /kyc/digilocker answers the provider's
 * consent page; the provider sends the browser to /kyc/digilocker/callback
 * (no bearer: the signed, single-use state says whose it is), which records
 * the identity and sends the browser back to the app's identity page.
 */
export function registerDigilockerRoutes(app: KycApp, deps: KycDeps): void {
  const { core, requireCustomer, caps } = deps;
  const service = createDigilockerService(core);

  app.post(
    '/digilocker',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['kyc'],
        summary:
          "Start DigiLocker: the provider's consent page to open (the simulator's in development); valid 15 minutes",
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: { 200: DigilockerStartSchema, ...errorResponses(401, 429, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { customerId } = currentCustomer(request);
      // A consent started is a paid DigiLocker session: counted before it is opened.
      await caps.take(customerId, 'digilocker', true);
      const url = await service.start(customerId, pickLang(request.headers['accept-language']));
      return { url };
    },
  );

  app.get(
    '/digilocker/callback',
    {
      // No session: limited per address like every anonymous route (decision 062).
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        tags: ['kyc'],
        summary:
          "DigiLocker's return (OAuth 2 code and signed state): records the identity and redirects to the identity page with digilocker=verified or the refusal's code",
        querystring: DigilockerCallbackQuerySchema,
        response: { 303: RedirectSchema, ...errorResponses(400, 429, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const outcome = await service.complete(request.query);
      // No personal data: the outcome code only.
      request.log.info({ kyc: 'digilocker', outcome }, 'DigiLocker callback');
      return reply.redirect(`${DIGILOCKER_RETURN_PATH}?digilocker=${outcome}`, 303);
    },
  );

  const gateway = core.parties.digilocker;
  if (isDigilockerSimulator(gateway)) registerSimulatorPage(app, gateway);
}

/** The simulator's consent page (DIGILOCKER_GATEWAY=simulator only; absent in production with the simulator). */
function registerSimulatorPage(app: KycApp, simulator: DigilockerSimulator): void {
  const path = DIGILOCKER_SIMULATOR_PATH.replace(/^\/api\/v1\/kyc/, '');
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get(
      path,
      {
        config: ANONYMOUS_RATE_LIMIT,
        schema: {
          tags: ['digilocker-simulator'],
          summary:
            'Simulator: the consent page DigiLocker would show (HTML; Allow / Deny, a six-digit sign-in code)',
          querystring: DigilockerSimulatorQuerySchema,
          response: { 200: z.string(), ...errorResponses(400, 429, ...COMMON_ERRORS) },
        },
      },
      async (request, reply) => {
        const nonce = randomBytes(16).toString('base64');
        const { state, redirect_uri, lang } = request.query;
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', contentSecurityPolicy({ styleNonce: nonce }))
          .send(
            digilockerSimulatorPage({
              action: DIGILOCKER_SIMULATOR_PATH,
              state,
              redirectUri: redirect_uri,
              lang,
              styleNonce: nonce,
            }),
          );
      },
    );

    scope.post(
      path,
      {
        config: ANONYMOUS_RATE_LIMIT,
        schema: {
          tags: ['digilocker-simulator'],
          summary:
            'Simulator: the borrower allows or denies; redirects to the callback with a code or an error (sign-in codes 000000-333333 fail, docs/adapters.md)',
          body: DigilockerSimulatorDecisionSchema,
          response: { 303: RedirectSchema, ...errorResponses(400, 415, 429, ...COMMON_ERRORS) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        if (body.decision === 'allow' && !/^\d{6}$/.test(body.otp))
          throw new AppError('OTP_FORMAT', { params: { length: 6 } });
        const target = simulator.decide({
          state: body.state,
          redirectUri: body.redirect_uri,
          decision: body.decision,
          otp: body.otp,
          name: body.name.trim() || 'Asha Verma',
          dob: body.dob || '1994-03-18',
          gender: body.gender,
          pan: /^[A-Z]{5}\d{4}[A-Z]$/.test(body.pan.trim().toUpperCase())
            ? body.pan.trim().toUpperCase()
            : null,
        });
        if (!target) throw new AppError('VALIDATION_FAILED');
        return reply.redirect(target, 303);
      },
    );
  });
}
