import {
  AgeBodySchema,
  ApplicationStepSchema,
  ApplicationViewSchema,
  ConsentBodySchema,
  SaveDraftBodySchema,
  SaveStepBodySchema,
  STEP_BODY_SCHEMAS,
} from '@app/contract';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { ApplicationService } from './application-service';

const FormStepSchema = z.enum(Object.keys(STEP_BODY_SCHEMAS) as [keyof typeof STEP_BODY_SCHEMAS]);
const Saved = z.null().meta({ description: 'Saved' });
const common = { tags: ['application'], security: BEARER_SECURITY, headers: BearerHeadersSchema };

/** The borrower's application (spec §1 steps 2-4). Everything is scoped to the session's customer. */
export const applicationRoutes: FastifyPluginAsyncZod<{
  applications: ApplicationService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { applications, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '',
    {
      schema: {
        ...common,
        summary: "The customer's current application (a draft is opened on first use)",
        response: { 200: ApplicationViewSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => applications.view(currentCustomer(request).customerId),
  );

  app.post(
    '/consent',
    {
      schema: {
        ...common,
        summary: 'Record the consent to collect and use the application data (time and notice version)',
        body: ConsentBodySchema,
        response: {
          200: ApplicationViewSchema,
          ...errorResponses(400, 401, 409, 413, 415, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => applications.consent(currentCustomer(request).customerId, request.body.version),
  );

  app.put(
    '/steps/:step',
    {
      schema: {
        ...common,
        summary:
          'Save one step (identity, basic, career, address, contacts, bank) with its form telemetry; bad values answer the spec §5 message and the field',
        params: z.object({ step: FormStepSchema }),
        body: SaveStepBodySchema,
        response: {
          200: ApplicationViewSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 422, ...COMMON_ERRORS),
        },
      },
    },
    async (request) =>
      applications.saveStep(
        currentCustomer(request),
        request.params.step,
        request.body.values,
        request.body.telemetry,
      ),
  );

  app.put(
    '/age',
    {
      schema: {
        ...common,
        summary:
          'The date of birth, asked before anything else; under 18 every later step answers UNDERAGE (issue 31)',
        body: AgeBodySchema,
        response: {
          200: ApplicationViewSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => applications.saveAge(currentCustomer(request).customerId, request.body.birth),
  );

  app.put(
    '/drafts/:step',
    {
      schema: {
        ...common,
        summary: "Keep a step's unfinished values (encrypted) so an interrupted user resumes",
        params: z.object({ step: ApplicationStepSchema }),
        body: SaveDraftBodySchema,
        response: { 204: Saved, ...errorResponses(400, 401, 409, 413, 415, 422, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await applications.saveDraft(
        currentCustomer(request).customerId,
        request.params.step,
        request.body.values,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/submit',
    {
      schema: {
        ...common,
        summary: 'Submit for review; the decision follows from the underwriting job',
        response: { 200: ApplicationViewSchema, ...errorResponses(401, 409, 422, ...COMMON_ERRORS) },
      },
    },
    async (request) => applications.submit(currentCustomer(request).customerId),
  );

  app.post(
    '/reapply',
    {
      schema: {
        ...common,
        summary: 'After a rejection and its reapply date: a new application prefilled from the last',
        response: { 200: ApplicationViewSchema, ...errorResponses(401, 409, ...COMMON_ERRORS) },
      },
    },
    async (request) => applications.reapply(currentCustomer(request).customerId),
  );
};
