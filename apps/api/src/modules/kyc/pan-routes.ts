import { PanBodySchema, PanCheckSchema } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { PanServiceError } from '../../adapters/pan';
import { kycVerifications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { COMMON_ERRORS, errorResponses } from '../../http/error-responses';
import { BEARER_SECURITY, BearerHeadersSchema, currentCustomer } from '../../plugins/authenticate';
import { maskPan } from './digilocker-service';
import type { KycApp, KycDeps } from './kyc-deps';
import { kycRepository } from './kyc-repository';
import { nameMatchScore } from './name-match';

/**
 * POST /kyc/pan (issue 31, K3): the PAN's status from the PAN service and how
 * alike the name on it is to the verified name (0-100), kept on the
 * customer's newest verification. Needs a verified (or in review) identity first.
 */
export function registerPanRoutes(app: KycApp, { core, requireCustomer, caps }: KycDeps): void {
  const verifier = core.parties.pan;

  app.post(
    '/pan',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['kyc'],
        summary:
          'Verify the PAN: its status (valid, invalid, not_found, deactivated, deleted, deceased, event) and a 0-100 match of the name on it against the verified name; 409 KYC_IDENTITY_REQUIRED before an identity is verified',
        security: BEARER_SECURITY,
        headers: BearerHeadersSchema,
        body: PanBodySchema,
        response: { 200: PanCheckSchema, ...errorResponses(400, 401, 409, 429, ...COMMON_ERRORS) },
      },
    },
    async (request) => {
      const { customerId } = currentCustomer(request);
      const { pan } = request.body;
      const latest = await kycRepository.latest(core.db, customerId);
      const identified = latest !== null && latest.state !== 'failed';
      // An attempt either way; a paid lookup only when the PAN service will be asked.
      await caps.take(customerId, 'pan', identified);
      if (!latest || !identified) throw new AppError('KYC_IDENTITY_REQUIRED');
      let answer: Awaited<ReturnType<typeof verifier.verify>>;
      try {
        answer = await verifier.verify({ pan, name: latest.name, dob: latest.dob });
      } catch (err) {
        const reason = err instanceof PanServiceError ? err.reason : 'error';
        request.log.warn({ kyc: 'pan', reason }, 'PAN service did not answer');
        throw new AppError('KYC_SERVICE_UNAVAILABLE');
      }
      const nameScore = answer.nameOnPan ? nameMatchScore(answer.nameOnPan, latest.name) : null;
      await core.db
        .update(kycVerifications)
        .set({
          panStatus: answer.status,
          panNameScore: nameScore,
          details: sql`${kycVerifications.details} || ${JSON.stringify({ panMasked: maskPan(pan) })}::jsonb`,
          updatedAt: core.clock.now(),
        })
        .where(eq(kycVerifications.id, latest.id));
      request.log.info({ kyc: 'pan', status: answer.status, nameScore }, 'PAN verified');
      return { status: answer.status, nameScore };
    },
  );
}
