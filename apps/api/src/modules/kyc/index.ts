/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import { registerAadhaarOfflineRoutes } from './aadhaar-offline-routes';
import { registerAadhaarQrRoutes } from './aadhaar-qr-routes';
import { registerCkycRoutes } from './ckyc-routes';
import { registerDigilockerRoutes } from './digilocker-routes';
import { createKycDailyCaps } from './kyc-daily-caps';
import type { KycDeps } from './kyc-deps';
import { readKycForm } from './kyc-form';
import { registerKycStatusRoutes } from './kyc-status-routes';
import { registerPanRoutes } from './pan-routes';

export type { KycDeps } from './kyc-deps';
export { defaultKycState, type KycVerificationRow, kycRepository, type RecordMeta } from './kyc-repository';
export { toKycView } from './kyc-view';
export { toStaffKyc } from './staff-kyc-view';
export type { KycMode, KycState, VerifiedAddress, VerifiedIdentity } from './verified-identity';

/** Room for the largest upload (an 8 MB card photo) and the multipart framing around it. */
const MULTIPART_LIMIT = 8 * 1024 * 1024 + 64 * 1024;

/**
 * /api/v1/kyc (issue 31): one registration per sub-part, each a plain
 * function of the scoped app and the deps. Multipart bodies are parsed here
 * once, for every sub-part.
 */
export const kycModule = modulePlugin('kyc', ['core', 'auth'], async (app, core) => {
  const caps = createKycDailyCaps({
    db: core.db,
    clock: core.clock,
    limits: { attempts: core.config.KYC_DAILY_ATTEMPTS, paidLookups: core.config.KYC_DAILY_PAID_LOOKUPS },
    log: core.log.child({ module: 'kyc' }),
  });
  const deps: KycDeps = { core, requireCustomer: app.requireCustomer, caps };
  await app.register(
    async (scope) => {
      const kyc = scope.withTypeProvider<ZodTypeProvider>();
      kyc.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT },
        readKycForm,
      );
      registerKycStatusRoutes(kyc, deps);
      registerAadhaarOfflineRoutes(kyc, deps);
      registerAadhaarQrRoutes(kyc, deps);
      registerDigilockerRoutes(kyc, deps);
      registerCkycRoutes(kyc, deps);
      registerPanRoutes(kyc, deps);
    },
    { prefix: '/api/v1/kyc' },
  );
});
