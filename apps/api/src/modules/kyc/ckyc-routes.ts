import { KycViewSchema, PanBodySchema } from '@app/contract';
import { CkycError, type CkycRecord } from '../../adapters/ckyc';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { maskPan } from './digilocker-service';
import type { KycApp, KycDeps } from './kyc-deps';
import { toKycView } from './kyc-view';
import { isCalendarDate } from './source-fields';
import { recordSourceIdentity } from './source-photo';
import type { VerifiedIdentity } from './verified-identity';

/** The registry's record as an identity, if its fields fit what the table and the later checks expect. */
function identityOf(record: CkycRecord): VerifiedIdentity | null {
  const name = record.name.trim();
  const validDate = isCalendarDate(record.dob);
  if (name === '' || name.length > 200 || !validDate || !['M', 'F', 'T'].includes(record.gender)) return null;
  if (record.address.line.length > 500) return null;
  return {
    mode: 'ckyc',
    name,
    dob: record.dob,
    gender: record.gender,
    address: record.address,
    aadhaarLast4: null,
    referenceKey: null,
    photoJpeg: record.photoJpeg,
    // The registry's own answer over the lender's authenticated connection: its source is checked.
    signatureValid: true,
    mobileMatched: null,
    issuedAt: record.updatedAt,
  };
}

/**
 * POST /kyc/ckyc (issue 31, K3): the central KYC registry searched by PAN and
 * the record found downloaded and recorded (mode 'ckyc'); the identity step
 * tries it first. No record: 404 CKYC_NOT_FOUND, nothing recorded.
 */
export function registerCkycRoutes(app: KycApp, { core, requireCustomer }: KycDeps): void {
  const registry = core.parties.ckyc;

  app.post(
    '/ckyc',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['kyc'],
        summary:
          'Identity from the central KYC registry: search by PAN, download the record (name, date of birth, gender, address, photo), record it; 404 CKYC_NOT_FOUND when there is none',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        body: PanBodySchema,
        response: { 200: KycViewSchema, ...errorResponses(400, 401, 404, 422, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { customerId } = currentCustomer(request);
      const { pan } = request.body;
      let record: CkycRecord | null = null;
      let ckycNumberMasked = '';
      try {
        const match = await registry.search(pan);
        if (match) {
          ckycNumberMasked = match.ckycNumberMasked;
          record = await registry.download(match, null);
        }
      } catch (err) {
        request.log.warn(
          { kyc: 'ckyc', reason: err instanceof CkycError ? err.reason : 'error' },
          'CKYC did not answer',
        );
        throw new AppError('KYC_SERVICE_UNAVAILABLE');
      }
      request.log.info({ kyc: 'ckyc', found: record !== null }, 'CKYC search');
      if (!record) throw new AppError('CKYC_NOT_FOUND');
      const identity = identityOf(record);
      if (!identity) throw new AppError('KYC_DATA_INVALID');
      const row = await recordSourceIdentity(core, customerId, identity, {
        source: 'ckyc',
        ckycNumberMasked: record.ckycNumberMasked || ckycNumberMasked,
        panMasked: maskPan(pan),
      });
      return toKycView(row);
    },
  );
}
