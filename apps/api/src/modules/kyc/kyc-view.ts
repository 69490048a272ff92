import type { KycView } from '@app/contract';
import type { KycVerificationRow } from './kyc-repository';

/** A verification as the borrower sees it: no reference key, no photo key, never more than the last four digits. */
export function toKycView(row: KycVerificationRow): KycView {
  const view: KycView = {
    mode: row.mode,
    state: row.state,
    name: row.name,
    dob: row.dob,
    gender: row.gender,
    address: row.address,
    aadhaarLast4: row.aadhaarLast4,
    hasPhoto: row.photoKey !== null,
    signatureValid: row.signatureValid,
    mobileMatched: row.mobileMatched,
  };
  if (row.panStatus) view.pan = { status: row.panStatus, nameScore: row.panNameScore };
  if (row.faceScore !== null && row.livenessScore !== null && row.faceDecision) {
    view.face = { score: row.faceScore, liveness: row.livenessScore, decision: row.faceDecision };
  }
  return view;
}
