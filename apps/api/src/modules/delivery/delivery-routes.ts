import {
  DocumentLinkCodeSchema,
  DocumentLinkParamsSchema,
  ProfileEmailSchema,
  SetEmailBodySchema,
  VerifyEmailBodySchema,
} from '@app/contract';
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { ANONYMOUS_RATE_LIMIT } from '../../plugins/rate-limit';
import type { AuthService } from '../auth';
import type { DeliveryService } from './delivery-service';
import type { EmailService } from './email-service';

const sendPdf = (reply: FastifyReply, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', 'inline; filename="document.pdf"')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf as never); // raw bytes: no 200 schema, so no serializer touches them

/** GET/POST /api/v1/profile/email and /profile/email/verify: the borrower's e-mail address (decision 082). */
export const profileEmailRoutes: FastifyPluginAsyncZod<{
  emails: EmailService;
  requireCustomer: onRequestHookHandler;
}> = async (app, { emails, requireCustomer }) => {
  app.addHook('onRequest', requireCustomer);
  const common = { tags: ['me'], security: BEARER_SECURITY, headers: BearerHeadersSchema };
  app.get(
    '',
    {
      schema: {
        ...common,
        summary: "The borrower's e-mail address (masked) and whether it is verified",
        response: { 200: ProfileEmailSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => emails.get(currentCustomer(request).customerId),
  );
  app.post(
    '',
    {
      schema: {
        ...common,
        summary:
          'Add or change the e-mail address: saved unverified and a 6-digit code e-mailed to it (15 minutes, 5 tries; the login code cooldown)',
        body: SetEmailBodySchema,
        response: { 200: ProfileEmailSchema, ...errorResponses(400, 401, 413, 415, 429, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const customer = currentCustomer(request);
      return emails.set(customer, request.body.email, customer.language);
    },
  );
  app.post(
    '/verify',
    {
      schema: {
        ...common,
        summary:
          'Verify the e-mail address with the e-mailed code; documents are e-mailed only once verified',
        body: VerifyEmailBodySchema,
        response: { 200: ProfileEmailSchema, ...errorResponses(400, 401, 413, 415, ...COMMON_ERRORS) },
      },
    },
    async (request) => emails.verify(currentCustomer(request), request.body.code),
  );
};

/**
 * /api/v1/d/:token: the signed link an SMS carries to a sent document. It opens
 * the PDF with the borrower's session, or with a one-time code sent to their phone.
 */
export const documentLinkRoutes: FastifyPluginAsyncZod<{
  deliveries: DeliveryService;
  auth: AuthService;
}> = async (app, { deliveries, auth }) => {
  const common = { tags: ['documents'] };
  const linkErrors = errorResponses(400, 401, 403, 404, 410, 429, ...COMMON_ERRORS);
  app.get(
    '/:token',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        ...common,
        summary:
          "The linked document's PDF with the borrower's session (bearer); without one 401 DOCUMENT_LINK_CODE_REQUIRED (ask for a code); altered 403, expired 410, another customer's 404",
        params: DocumentLinkParamsSchema,
        headers: z.object({ authorization: z.string().optional() }),
        response: { ...linkErrors },
      },
    },
    async (request, reply) => {
      const header = request.headers.authorization;
      if (!header) {
        // The link is checked before anyone is told a code would open it.
        await deliveries.checkLink(request.params.token);
        throw new AppError('DOCUMENT_LINK_CODE_REQUIRED');
      }
      const customer = await auth.authenticate(header);
      return sendPdf(reply, await deliveries.openWithSession(request.params.token, customer));
    },
  );
  app.post(
    '/:token/code',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        ...common,
        summary:
          "Send a one-time code to the borrower's phone that opens this link once (10 minutes, 5 tries)",
        params: DocumentLinkParamsSchema,
        response: { 200: DocumentLinkCodeSchema, ...linkErrors },
      },
    },
    async (request) => deliveries.sendLinkCode(request.params.token),
  );
  app.post(
    '/:token/open',
    {
      config: ANONYMOUS_RATE_LIMIT,
      schema: {
        ...common,
        summary:
          "The linked document's PDF with the code sent to the phone (wrong or used: 400 DOCUMENT_LINK_CODE_INCORRECT)",
        params: DocumentLinkParamsSchema,
        body: z.object({ code: z.string().max(12) }).strict(),
        response: { ...errorResponses(400, 403, 404, 410, 413, 415, 429, ...COMMON_ERRORS) },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await deliveries.openWithCode(request.params.token, request.body.code)),
  );
};
