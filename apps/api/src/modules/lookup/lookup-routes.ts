import { IfscLookupSchema, PinCodeLookupSchema } from '@app/contract';
import { checkIfsc, checkPinCode } from '@app/domain';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema } from '../../plugins/authenticate';
import { findIfsc } from './ifsc-directory';
import { findPinCode } from './pin-directory';

/** Address and bank helpers for the application forms (logged-in customers only). */
export const lookupRoutes: FastifyPluginAsyncZod<{ requireCustomer: onRequestHookHandler }> = async (
  app,
  { requireCustomer },
) => {
  app.addHook('onRequest', requireCustomer);

  app.get(
    '/pin-codes/:pinCode',
    {
      schema: {
        tags: ['application'],
        summary: 'State, city and post-office areas of an Indian PIN code',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        params: z.object({ pinCode: z.string().max(10) }),
        response: { 200: PinCodeLookupSchema, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { pinCode } = request.params;
      const invalid = checkPinCode(pinCode);
      if (invalid) throw new AppError(invalid, { field: 'pinCode' });
      const place = findPinCode(pinCode);
      if (!place) throw new AppError('PIN_NOT_FOUND', { field: 'pinCode' });
      return { pinCode, ...place };
    },
  );

  app.get(
    '/ifsc/:ifsc',
    {
      schema: {
        tags: ['application'],
        summary: 'The bank of an IFSC code',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        params: z.object({ ifsc: z.string().max(20) }),
        response: { 200: IfscLookupSchema, ...errorResponses(400, 401, 404, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const invalid = checkIfsc(request.params.ifsc);
      if (invalid) throw new AppError(invalid, { field: 'ifsc' });
      const bank = findIfsc(request.params.ifsc);
      if (!bank) throw new AppError('IFSC_NOT_FOUND', { field: 'ifsc' });
      return bank;
    },
  );
};
