import {
  EsignSimulatorDecisionSchema,
  EsignSimulatorParamsSchema,
  EsignSimulatorSessionSchema,
} from '@app/contract';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EsignSimulator, SimulatorSessionView } from '../../adapters/esign';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema } from '../../plugins/authenticate';

const common = {
  tags: ['esign-simulator'],
  security: BEARER_SECURITY,
  headers: BearerHeadersSchema,
  params: EsignSimulatorParamsSchema,
};

const found = (view: SimulatorSessionView | null): SimulatorSessionView => {
  if (!view) throw new AppError('NOT_FOUND');
  return view;
};

/**
 * The e-sign simulator's side (ESIGN_PROVIDER=esp_simulator only): what a
 * real ESP's page does on its own site, here for the app's /Esign page. Behind
 * the app's login; a session id is 128 random bits and says nothing of the order.
 */
export const esignSimulatorRoutes: FastifyPluginAsyncZod<{
  simulator: EsignSimulator;
  requireCustomer: onRequestHookHandler;
}> = async (app, { simulator, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/esign-simulator/sessions/:sessionId',
    {
      schema: {
        ...common,
        summary: "Simulator: a session as the provider received it (signer, documents' hashes, status)",
        response: { 200: EsignSimulatorSessionSchema, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) => found(simulator.view(request.params.sessionId)),
  );

  app.post(
    '/esign-simulator/sessions/:sessionId/decision',
    {
      schema: {
        ...common,
        summary: 'Simulator: the borrower consents and enters the Aadhaar OTP (000000 fails), or cancels',
        body: EsignSimulatorDecisionSchema,
        response: { 200: EsignSimulatorSessionSchema, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) => found(simulator.decide(request.params.sessionId, request.body)),
  );
};
