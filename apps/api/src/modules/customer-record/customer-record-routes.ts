import {
  CustomerFeedbackSchema,
  CustomerIdParamsSchema,
  CustomerLedgerSchema,
  CustomerMessagesSchema,
  CustomerNoteBodySchema,
  CustomerNoteSchema,
  CustomerNotesSchema,
  CustomerPageQuerySchema,
  CustomerRecordSchema,
  CustomerRepaymentsSchema,
  CustomerSearchQuerySchema,
  CustomerSearchSchema,
  StaffCustomerDocumentsSchema,
  StaffResendDocumentBodySchema,
  StaffResendDocumentSchema,
} from '@app/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { currentStaff, type RequireStaff } from '../../plugins/staff-guard';
import type { DeliveryService } from '../delivery';
import { STAFF_SECURITY } from '../staff';
import type { CustomerNotes } from './customer-notes';
import type { CustomerRecordService } from './customer-record-service';

/**
 * GET /customers?q=, GET /customers/:id and its tabs (/ledger, /repayments,
 * /messages, /feedback, /notes) under /api/staff/v1: every role with the
 * customers section; read-only but for staff notes (POST /:id/notes).
 */
export const customerRecordRoutes: FastifyPluginAsyncZod<{
  records: CustomerRecordService;
  notes: CustomerNotes;
  deliveries: DeliveryService;
  requireStaff: RequireStaff;
}> = async (app, { records, notes, deliveries, requireStaff }) => {
  const common = { tags: ['staff'], security: STAFF_SECURITY };
  const guard = { onRequest: requireStaff('customers') };
  app.get(
    '/',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          'Customers by phone (whole or its last 4-9 digits), order number or 3+ letters of a name (first 50; a name search is audited)',
        querystring: CustomerSearchQuerySchema,
        response: { 200: CustomerSearchSchema, ...errorResponses(400, 401, 403, ...COMMON_ERRORS) },
      },
    },
    (request) => {
      const { q, offset, limit } = request.query;
      return records.search(currentStaff(request), q, { offset, limit });
    },
  );
  app.get(
    '/:id',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "A customer's profile (masked KYC), applications and orders with their schedule; the view is audited",
        params: CustomerIdParamsSchema,
        response: { 200: CustomerRecordSchema, ...errorResponses(400, 401, 403, 404, ...COMMON_ERRORS) },
      },
    },
    (request) => records.record(currentStaff(request), request.params.id),
  );
  /** A tab of the record: one page of a list that grows with the customer's history. */
  const tab = (summary: string, response: object) => ({
    ...guard,
    schema: {
      ...common,
      summary,
      params: CustomerIdParamsSchema,
      querystring: CustomerPageQuerySchema,
      response: { 200: response, ...errorResponses(400, 401, 403, 404, ...COMMON_ERRORS) },
    },
  });
  app.get(
    '/:id/ledger',
    tab(
      'Ledger journals with their entries, newest first; the sums show the books balance',
      CustomerLedgerSchema,
    ),
    (request) => records.ledger(request.params.id, request.query),
  );
  app.get(
    '/:id/repayments',
    tab("The customer's repayments, newest first", CustomerRepaymentsSchema),
    (request) => records.repayments(request.params.id, request.query),
  );
  app.get(
    '/:id/messages',
    tab("The customer's message center, newest first", CustomerMessagesSchema),
    (request) => records.messages(request.params.id, request.query),
  );
  app.get(
    '/:id/notes',
    tab('Staff notes on the customer, newest first, with author and time', CustomerNotesSchema),
    async (request) => {
      await records.mustExist(request.params.id);
      return notes.list(request.params.id, request.query);
    },
  );
  app.post(
    '/:id/notes',
    {
      ...guard,
      schema: {
        ...common,
        summary: 'Add a dated note to the customer (1-2,000 characters); audited (customers.note_add)',
        params: CustomerIdParamsSchema,
        body: CustomerNoteBodySchema,
        response: { 200: CustomerNoteSchema, ...errorResponses(400, 401, 403, 404, ...COMMON_ERRORS) },
      },
    },
    (request) => notes.add(currentStaff(request), request.params.id, request.body.text),
  );
  app.get(
    '/:id/feedback',
    tab("The customer's feedback and the replies, newest first", CustomerFeedbackSchema),
    (request) => records.feedback(request.params.id, request.query),
  );
  app.get(
    '/:id/documents',
    {
      ...guard,
      schema: {
        ...common,
        summary:
          "The customer's documents per signed loan (as the borrower lists them), the e-mail address (masked, verified) and what was sent",
        params: CustomerIdParamsSchema,
        response: {
          200: StaffCustomerDocumentsSchema,
          ...errorResponses(400, 401, 403, 404, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => {
      await records.mustExist(request.params.id);
      return deliveries.staffDocuments(request.params.id);
    },
  );
  app.post(
    '/:id/documents/resend',
    {
      // Customer service (agent, admin) acts for the borrower; the other roles only read the record.
      onRequest: requireStaff('service'),
      schema: {
        ...common,
        summary:
          "Re-send one document of a customer's loan: e-mailed to the verified address, linked by SMS; audited (customers.resend_document) with the reason",
        params: CustomerIdParamsSchema,
        body: StaffResendDocumentBodySchema,
        response: {
          200: StaffResendDocumentSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => {
      await records.mustExist(request.params.id);
      return deliveries.resend(currentStaff(request), request.params.id, request.body);
    },
  );
};
