import { AADHAAR_ZIP_MAX_BYTES, AadhaarOfflineBodySchema, KycViewSchema } from '@app/contract';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { aadhaarKycService } from './aadhaar/aadhaar-wiring';
import type { KycApp, KycDeps } from './kyc-deps';
import { kycFileTooLarge } from './kyc-form';

/** POST /kyc/aadhaar-offline: UIDAI's Paperless Offline e-KYC ZIP and its share code. */
export function registerAadhaarOfflineRoutes(app: KycApp, { core, requireCustomer, caps }: KycDeps): void {
  const aadhaar = aadhaarKycService(core);
  app.post(
    '/aadhaar-offline',
    {
      onRequest: requireCustomer,
      // The ZIP's limit and the multipart framing: a larger body is refused before it is read.
      bodyLimit: AADHAAR_ZIP_MAX_BYTES + 64 * 1024,
      errorHandler: kycFileTooLarge,
      schema: {
        tags: ['kyc'],
        summary:
          "Aadhaar Paperless Offline e-KYC: multipart/form-data with file (UIDAI's ZIP, at most 5 MB) and shareCode (4 digits). Opened with the share code, UIDAI's signature verified, refused when older than AADHAAR_OFFLINE_MAX_AGE_HOURS; records name, date of birth, gender, address, photo, the last four digits and whether the borrower's mobile is the file's",
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        consumes: ['multipart/form-data'],
        body: AadhaarOfflineBodySchema,
        response: { 200: KycViewSchema, ...errorResponses(400, 401, 413, 415, 422, 429, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { customerId, phone } = currentCustomer(request);
      await caps.take(customerId, 'aadhaar_offline', false);
      return aadhaar.verifyOffline({ customerId, phone }, request.body.file, request.body.shareCode);
    },
  );
}
