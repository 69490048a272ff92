import {
  DOCUMENT_KINDS,
  DocumentListSchema,
  DocumentQuerySchema,
  DocumentViewSchema,
  EsignCompleteBodySchema,
  EsignSessionSchema,
  IdempotencyHeadersSchema,
  OrderViewSchema,
  SIGNED_DOCUMENT_KINDS,
  SignBodySchema,
  SignCodeResponseSchema,
} from '@app/contract';
import { pickLang } from '@app/domain';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { OrderService } from '../orders';
import type { DocumentService } from './document-service';
import type { EsignService } from './esign-service';

const common = { tags: ['documents'], security: BEARER_SECURITY, headers: BearerHeadersSchema };
const OrderParams = z.object({ id: z.uuid() });
const DocumentParams = z.object({ id: z.uuid(), kind: z.enum(DOCUMENT_KINDS) });
const SignedDocumentParams = z.object({ id: z.uuid(), kind: z.enum(SIGNED_DOCUMENT_KINDS) });
const Done = z.null().meta({ description: 'Recorded' });
const langOf = (request: FastifyRequest) => pickLang(request.headers['accept-language']);
const evidenceOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** The loan documents of an order and their signature (spec §2 agreements and signing routes). */
export const documentRoutes: FastifyPluginAsyncZod<{
  documents: DocumentService;
  esign: EsignService;
  orders: OrderService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { documents, esign, orders, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/orders/:id/documents',
    {
      schema: {
        ...common,
        summary:
          "The order's documents: the signed Key Fact Statement, sanction letter and loan agreement (read or not), and the statement, foreclosure letter, no-dues certificate and schedule (available or not)",
        params: OrderParams,
        response: { 200: DocumentListSchema, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) =>
      documents.list(currentCustomer(request).customerId, request.params.id, langOf(request)),
  );

  app.get(
    '/orders/:id/documents/:kind',
    {
      schema: {
        ...common,
        summary:
          "One document built from the order's figures or its books, in the Accept-Language language; statement: from/to, foreclosure: date",
        params: DocumentParams,
        querystring: DocumentQuerySchema,
        response: { 200: DocumentViewSchema, ...errorResponses(400, 401, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request) =>
      documents.view(
        currentCustomer(request).customerId,
        request.params.id,
        request.params.kind,
        langOf(request),
        request.query,
      ),
  );

  app.post(
    '/orders/:id/documents/:kind/read',
    {
      schema: {
        ...common,
        summary: 'Record that the borrower opened the document (signing needs all three)',
        params: SignedDocumentParams,
        response: { 204: Done, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      await documents.markRead(currentCustomer(request).customerId, request.params.id, request.params.kind);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/orders/:id/documents/:kind/pdf',
    {
      schema: {
        ...common,
        summary:
          'The document as a PDF: a loan document as signed once issued, else rendered from the order; the others from the books (same query as the page)',
        params: DocumentParams,
        querystring: DocumentQuerySchema,
        response: { ...errorResponses(400, 401, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) => {
      const { id, kind } = request.params;
      const customerId = currentCustomer(request).customerId;
      const pdf = await documents.pdf(customerId, id, kind, langOf(request), request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${kind}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf as never); // raw bytes: no 200 schema, so no serializer touches them
    },
  );

  app.post(
    '/orders/:id/sign/code',
    {
      schema: {
        ...common,
        summary: 'Send the code that confirms the signature (after every document was opened)',
        params: OrderParams,
        response: {
          200: SignCodeResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => documents.sendSignCode(currentCustomer(request), request.params.id),
  );

  app.post(
    '/orders/:id/sign',
    {
      schema: {
        ...common,
        summary:
          'Sign: the drawn signature (PNG, base64) and the SMS code; the order goes to disbursal. An optional Idempotency-Key makes a retry after success answer the same',
        headers: BearerHeadersSchema.extend({
          'idempotency-key': IdempotencyHeadersSchema.shape['idempotency-key'].optional(),
        }),
        params: OrderParams,
        body: SignBodySchema,
        response: { 200: OrderViewSchema, ...errorResponses(400, 401, 404, 409, 413, 415, ...COMMON_ERRORS) },
      },
      bodyLimit: 512 * 1024,
    },
    async (request) => {
      const customer = currentCustomer(request);
      await documents.sign(customer, request.params.id, request.body, {
        ...evidenceOf(request),
        lang: langOf(request),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return orders.get(customer.customerId, request.params.id);
    },
  );

  app.post(
    '/orders/:id/esign',
    {
      schema: {
        ...common,
        summary:
          "Start signing at the e-sign provider (ESIGN_PROVIDER): the documents' hashes go to it and the borrower to redirectUrl. The same Idempotency-Key gets the same session",
        headers: BearerHeadersSchema.extend(IdempotencyHeadersSchema.shape),
        params: OrderParams,
        response: { 200: EsignSessionSchema, ...errorResponses(400, 401, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request) =>
      esign.start(currentCustomer(request), request.params.id, {
        lang: langOf(request),
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );

  app.post(
    '/orders/:id/esign/complete',
    {
      schema: {
        ...common,
        summary:
          'Back from the e-sign provider (/triLink): once it reports the session signed, the signature is recorded and the order goes to disbursal; completing again answers the same',
        params: OrderParams,
        body: EsignCompleteBodySchema,
        response: { 200: OrderViewSchema, ...errorResponses(400, 401, 404, 409, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const customer = currentCustomer(request);
      await esign.complete(customer, request.params.id, request.body.sessionId, evidenceOf(request));
      return orders.get(customer.customerId, request.params.id);
    },
  );
};
