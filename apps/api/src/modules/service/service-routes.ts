import {
  DeletionListSchema,
  DeletionProcessedSchema,
  DeletionQuerySchema,
  FeedbackReplyViewSchema,
  GrievanceCreateBodySchema,
  GrievanceEscalateBodySchema,
  GrievanceListSchema,
  GrievanceQuerySchema,
  GrievanceResolveBodySchema,
  GrievanceViewSchema,
  InboxListSchema,
  InboxQuerySchema,
  InboxReplyBodySchema,
  ServiceIdParamsSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { DeletionDesk } from './deletion-desk';
import type { FeedbackInbox } from './feedback-inbox';
import type { GrievanceService } from './grievance-service';

const PAGED = ' — a page at a time (offset, limit up to 200) with the total';

/**
 * Customer service in the console (section 'service': agent and admin), under
 * /api/staff/v1/service: account-deletion requests, the feedback inbox and
 * grievances. Every change is audited by its service, in its transaction.
 */
export const serviceRoutes: FastifyPluginAsyncZod<{
  deletions: DeletionDesk;
  inbox: FeedbackInbox;
  grievances: GrievanceService;
  requireStaff: RequireStaff;
}> = async (app, { deletions, inbox, grievances, requireStaff }) => {
  app.addHook('onRequest', requireStaff('service'));
  const common = { tags: ['staff-service'], security: STAFF_SECURITY };
  const read = errorResponses(400, 401, 403, ...COMMON_ERRORS);
  const write = errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS);

  app.get(
    '/deletion-requests',
    {
      schema: {
        ...common,
        summary: `Account-deletion requests: waiting (oldest first) or processed (latest first)${PAGED}`,
        querystring: DeletionQuerySchema,
        response: { 200: DeletionListSchema, ...read },
      },
    },
    ({ query: { state, ...page } }) => deletions.list(state, page),
  );
  app.post(
    '/deletion-requests/:id/process',
    {
      schema: {
        ...common,
        summary:
          'Processes a deletion request once (docs/decisions/027): erases what the law does not require keeping, ends the sessions, confirms by SMS. 409 DELETION_ALREADY_PROCESSED the second time, OUTSTANDING_ORDER while a loan is open',
        params: ServiceIdParamsSchema,
        response: { 200: DeletionProcessedSchema, ...write },
      },
    },
    (request) => deletions.process(request.params.id, currentStaff(request)),
  );

  app.get(
    '/feedback',
    {
      schema: {
        ...common,
        summary: `Borrowers' feedback, newest first, with replies; status=open for the unanswered${PAGED}`,
        querystring: InboxQuerySchema,
        response: { 200: InboxListSchema, ...read },
      },
    },
    ({ query: { status, ...page } }) => inbox.list(status, page),
  );
  app.get(
    '/feedback/:id/screenshot',
    {
      schema: {
        ...common,
        summary: "A feedback's screenshot (staff only, streamed from storage; none: 404)",
        params: ServiceIdParamsSchema,
        response: errorResponses(400, 401, 403, 404, ...COMMON_ERRORS),
      },
    },
    async (request, reply) => {
      const shot = await inbox.screenshot(request.params.id);
      if (!shot) throw new AppError('NOT_FOUND');
      return reply
        .header('content-type', shot.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(shot.bytes as never); // raw bytes: no 200 schema, so no serializer touches them
    },
  );
  app.post(
    '/feedback/:id/replies',
    {
      schema: {
        ...common,
        summary: "Replies to a feedback: the borrower's feedback history and message center show it",
        params: ServiceIdParamsSchema,
        body: InboxReplyBodySchema,
        response: { 201: FeedbackReplyViewSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inbox.reply(request.params.id, request.body.text, currentStaff(request))),
  );
  app.post(
    '/feedback/:id/grievance',
    {
      schema: {
        ...common,
        summary: 'Escalates a feedback to a grievance (received the day it was sent); once per feedback',
        params: ServiceIdParamsSchema,
        body: GrievanceEscalateBodySchema,
        response: { 201: GrievanceViewSchema, ...write },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await grievances.escalate(request.params.id, request.body.summary, currentStaff(request))),
  );

  app.get(
    '/grievances',
    {
      schema: {
        ...common,
        summary: `Grievances with their 30-day clock: open ones least days left first, then resolved ones${PAGED}`,
        querystring: GrievanceQuerySchema,
        response: { 200: GrievanceListSchema, ...read },
      },
    },
    ({ query: { state, ...page } }) => grievances.list(state, page),
  );
  app.post(
    '/grievances',
    {
      schema: {
        ...common,
        summary: 'Logs a grievance received by e-mail, phone or letter for the customer with this phone',
        body: GrievanceCreateBodySchema,
        response: { 201: GrievanceViewSchema, ...write },
      },
    },
    async (request, reply) => reply.code(201).send(await grievances.log(request.body, currentStaff(request))),
  );
  app.post(
    '/grievances/:id/resolve',
    {
      schema: {
        ...common,
        summary: "Resolves a grievance once; the resolution reaches the customer's message center",
        params: ServiceIdParamsSchema,
        body: GrievanceResolveBodySchema,
        response: { 200: GrievanceViewSchema, ...write },
      },
    },
    (request) => grievances.resolve(request.params.id, request.body.resolution, currentStaff(request)),
  );
};
