import type { KycApp, KycDeps } from './kyc-deps';

/** POST /kyc/aadhaar-offline (K1): being built. */
export function registerAadhaarOfflineRoutes(_app: KycApp, _deps: KycDeps): void {}
