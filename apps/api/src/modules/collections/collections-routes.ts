import {
  CollectionAssignBodySchema,
  CollectionAssignedSchema,
  CollectionContactBodySchema,
  CollectionContactSchema,
  CollectionLoanParamsSchema,
  CollectionLoanSchema,
  CollectionPromiseSchema,
  CollectionQueueQuerySchema,
  CollectionQueueSchema,
  CollectionReferencesSchema,
  CollectorListSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import { STAFF_SECURITY } from '../staff';
import type { CollectionsService } from './collections-service';

/**
 * Collections in the console (section 'collections': collector and admin),
 * under /api/staff/v1/collections. Assigning is an admin's (the supervisor);
 * a collector reaches only the loans assigned to them (403
 * COLLECTION_NOT_ASSIGNED, audited).
 */
export const collectionsRoutes: FastifyPluginAsyncZod<{
  collections: CollectionsService;
  requireStaff: RequireStaff;
}> = async (app, { collections, requireStaff }) => {
  app.addHook('onRequest', requireStaff('collections'));
  const common = { tags: ['staff-collections'], security: STAFF_SECURITY };
  const read = errorResponses(400, 401, 403, ...COMMON_ERRORS);
  const loanRead = errorResponses(400, 401, 403, 404, ...COMMON_ERRORS);
  const write = errorResponses(400, 401, 403, 404, 409, ...COMMON_ERRORS);
  const adminOnly = (role: string) => {
    if (role !== 'admin') throw new AppError('STAFF_FORBIDDEN');
  };

  app.get(
    '/queue',
    {
      schema: {
        ...common,
        summary:
          "Overdue open loans by bucket of days past due (1-30, 31-60, 61-90, 90+), filtered, sorted and paged, with each bucket's count; a collector sees only the loans assigned to them",
        querystring: CollectionQueueQuerySchema,
        response: { 200: CollectionQueueSchema, ...read },
      },
    },
    (request) => collections.queue(currentStaff(request), request.query),
  );
  app.get(
    '/collectors',
    {
      schema: {
        ...common,
        summary: 'Active collectors to assign loans to (admin)',
        response: { 200: CollectorListSchema, ...read },
      },
    },
    (request) => {
      adminOnly(currentStaff(request).role);
      return collections.collectors();
    },
  );
  app.post(
    '/assignments',
    {
      schema: {
        ...common,
        summary:
          'Assigns overdue loans to a collector (admin), audited per loan; 404 COLLECTOR_UNKNOWN for anyone but an active collector, 409 COLLECTION_LOAN_NOT_OVERDUE for a loan not in the queue',
        body: CollectionAssignBodySchema,
        response: { 200: CollectionAssignedSchema, ...write },
      },
    },
    (request) => {
      const staff = currentStaff(request);
      adminOnly(staff.role);
      return collections.assign(staff, request.body);
    },
  );
  app.get(
    '/loans/:orderId',
    {
      schema: {
        ...common,
        summary:
          "An overdue loan's collection file: the borrower, days past due, what is overdue, the contact history and promises to pay; 403 COLLECTION_NOT_ASSIGNED (audited) to a collector it is not assigned to",
        params: CollectionLoanParamsSchema,
        response: { 200: CollectionLoanSchema, ...loanRead },
      },
    },
    (request) => collections.loan(currentStaff(request), request.params.orderId),
  );
  app.get(
    '/loans/:orderId/references',
    {
      schema: {
        ...common,
        summary:
          "The borrower's references from the application, to the loan's collector and admins only, every view audited. References are never told of the debt: no message to them exists",
        params: CollectionLoanParamsSchema,
        response: { 200: CollectionReferencesSchema, ...loanRead },
      },
    },
    (request) => collections.references(currentStaff(request), request.params.orderId),
  );
  app.post(
    '/loans/:orderId/contacts',
    {
      schema: {
        ...common,
        summary:
          'Logs a call with its outcome (08:00-19:00 India time only: 409 OUTSIDE_CONTACT_HOURS, audited) or a note, with a follow-up day and, for the outcome promised, a promise to pay (today up to 30 days ahead: 400 PROMISE_IN_PAST, PROMISE_TOO_FAR)',
        params: CollectionLoanParamsSchema,
        body: CollectionContactBodySchema,
        response: {
          201: z.object({ contact: CollectionContactSchema, promise: CollectionPromiseSchema.nullable() }),
          ...write,
        },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await collections.logContact(currentStaff(request), request.params.orderId, request.body)),
  );
};
