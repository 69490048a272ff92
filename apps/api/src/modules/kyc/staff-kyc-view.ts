import type { StaffKyc } from '@app/contract';
import type { KycVerificationRow } from './kyc-repository';

/** The console's view of a verification (issue 31 point 6): results and scores, never a number or a photo. */
export function toStaffKyc(row: KycVerificationRow | null): StaffKyc | null {
  if (!row) return null;
  return {
    mode: row.mode,
    state: row.state,
    signatureValid: row.signatureValid,
    mobileMatched: row.mobileMatched,
    aadhaarLast4: row.aadhaarLast4,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    verifiedAt: row.createdAt.toISOString(),
    pan: row.panStatus ? { status: row.panStatus, nameScore: row.panNameScore } : null,
    face: row.faceDecision
      ? { score: row.faceScore, liveness: row.livenessScore, decision: row.faceDecision }
      : null,
  };
}
