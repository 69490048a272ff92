import { KycViewSchema, PanBodySchema } from '@app/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CkycError, type CkycRecord } from '../../adapters/ckyc';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema';
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

/** The date of birth the borrower gave first (the age step), the registry's authentication factor; null before it. */
async function typedBirth(db: Executor, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ steps: applications.steps })
    .from(applications)
    .where(and(eq(applications.customerId, customerId), inArray(applications.state, ['draft', 'submitted'])))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  const birth = row?.steps.age?.birth;
  return typeof birth === 'string' && isCalendarDate(birth) ? birth : null;
}

/**
 * POST /kyc/ckyc (issue 31, K3): the central KYC registry searched by PAN and
 * the record found downloaded and recorded (mode 'ckyc'); the identity step
 * tries it first. No record: 404 CKYC_NOT_FOUND, nothing recorded.
 */
export function registerCkycRoutes(app: KycApp, { core, requireCustomer, caps }: KycDeps): void {
  const registry = core.parties.ckyc;

  app.post(
    '/ckyc',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['kyc'],
        summary:
          'Identity from the central KYC registry: search by PAN, download the record (name, date of birth, gender, address, photo), record it; 404 CKYC_NOT_FOUND when there is none, 409 CKYC_DETAILS_MISMATCH when the date of birth given first (the age step) does not open it',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        body: PanBodySchema,
        response: { 200: KycViewSchema, ...errorResponses(400, 401, 404, 409, 422, 429, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { customerId } = currentCustomer(request);
      const { pan } = request.body;
      // The registry's search and download are paid for: counted before the call.
      await caps.take(customerId, 'ckyc', true);
      let record: CkycRecord | null = null;
      let ckycNumberMasked = '';
      let birth: string | null = null;
      try {
        const match = await registry.search(pan);
        if (match) {
          ckycNumberMasked = match.ckycNumberMasked;
          birth = await typedBirth(core.db, customerId);
          record = await registry.download(match, birth);
        }
      } catch (err) {
        request.log.warn(
          { kyc: 'ckyc', reason: err instanceof CkycError ? err.reason : 'error' },
          'CKYC did not answer',
        );
        throw new AppError('KYC_SERVICE_UNAVAILABLE');
      }
      request.log.info({ kyc: 'ckyc', found: record !== null }, 'CKYC search');
      // A record found whose download the typed date of birth does not open: say so, not 'no record'.
      if (!record) throw new AppError(ckycNumberMasked && birth ? 'CKYC_DETAILS_MISMATCH' : 'CKYC_NOT_FOUND');
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
