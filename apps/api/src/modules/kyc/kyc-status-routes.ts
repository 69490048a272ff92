import { KycStatusSchema } from '@app/contract';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import type { KycApp, KycDeps } from './kyc-deps';
import { kycRepository } from './kyc-repository';
import { toKycView } from './kyc-view';

/** GET /kyc: the customer's newest verification, or { state: 'none' }. */
export function registerKycStatusRoutes(app: KycApp, { core, requireCustomer }: KycDeps): void {
  app.get(
    '',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['kyc'],
        summary:
          "The customer's newest identity verification (mode, state, verified name, date of birth, gender, address, last four Aadhaar digits, signature and mobile checks), or state 'none'",
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        response: { 200: KycStatusSchema, ...errorResponses(401, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const row = await kycRepository.latest(core.db, currentCustomer(request).customerId);
      return row ? toKycView(row) : { state: 'none' as const };
    },
  );
}
