import type { KycApp, KycDeps } from './kyc-deps';

/** POST /kyc/aadhaar-qr (K1): being built. */
export function registerAadhaarQrRoutes(_app: KycApp, _deps: KycDeps): void {}
