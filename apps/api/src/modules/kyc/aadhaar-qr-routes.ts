import { AADHAAR_QR_IMAGE_MAX_BYTES, AadhaarQrBodySchema, KycViewSchema } from '@app/contract';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { aadhaarKycService } from './aadhaar/aadhaar-wiring';
import type { KycApp, KycDeps } from './kyc-deps';
import { kycFileTooLarge } from './kyc-form';

/** POST /kyc/aadhaar-qr: a photo of the Aadhaar card's (or e-Aadhaar's) Secure QR code. */
export function registerAadhaarQrRoutes(app: KycApp, { core, requireCustomer, caps }: KycDeps): void {
  const aadhaar = aadhaarKycService(core);
  app.post(
    '/aadhaar-qr',
    {
      onRequest: requireCustomer,
      bodyLimit: AADHAAR_QR_IMAGE_MAX_BYTES + 64 * 1024,
      errorHandler: kycFileTooLarge,
      schema: {
        tags: ['kyc'],
        summary:
          "Aadhaar Secure QR: multipart/form-data with image (JPEG or PNG of the card's QR side, at most 8 MB) and optionally name (as the borrower typed it; else the identity step's). The QR is read and UIDAI's signature verified; a QR of another person than the name is refused; records the same fields as the offline e-KYC",
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        consumes: ['multipart/form-data'],
        body: AadhaarQrBodySchema,
        response: {
          200: KycViewSchema,
          ...errorResponses(400, 401, 409, 413, 415, 422, 429, ...COMMON_ERRORS),
        },
      },
    },
    async (request) => {
      const { customerId, phone } = currentCustomer(request);
      await caps.take(customerId, 'aadhaar_qr', false);
      return aadhaar.verifyQr({ customerId, phone }, request.body.image, request.body.name ?? null);
    },
  );
}
