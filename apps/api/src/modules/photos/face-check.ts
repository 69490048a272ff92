import type { ErrorCode } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage';
import type { Db, Executor } from '../../db/client';
import { kycVerifications } from '../../db/schema';
import type { FaceJobs, FaceMatch } from '../../platform/face';
import { kycRepository } from '../kyc';

/** The borrower's fault in a face photo, as the code they are shown (en/hi/zh in the catalogue). */
const REFUSALS = {
  NO_FACE: { code: 'FACE_NOT_FOUND', refusal: 'no_face' },
  MANY_FACES: { code: 'FACE_MANY', refusal: 'many_faces' },
  NOT_LIVE: { code: 'FACE_NOT_LIVE', refusal: 'not_live' },
} as const satisfies Record<string, { code: ErrorCode; refusal: string }>;

export type FaceOutcome =
  /** No verified source photo to match against (card photos, or no KYC yet): a person looks. */
  | { kind: 'unmatched' }
  /** Refused: no face, two faces, not live, or another person. Nothing is recorded on the verification. */
  | { kind: 'refused'; code: ErrorCode; refusal: string; match: FaceMatch }
  /** Scored: match, or review (the doubtful band, or the models could not run). */
  | { kind: 'scored'; verificationId: string; match: FaceMatch };

/**
 * The photo holding the Aadhaar card against the photo of the customer's
 * newest verified source (issue 31 point 2, decision 074). Runs before the
 * upload's transaction: the match takes a second or two in the face worker.
 */
export async function checkFace(
  deps: { db: Db; storage: FileStorage; faces: FaceJobs },
  customerId: string,
  liveJpeg: Buffer,
): Promise<FaceOutcome> {
  const verification = await kycRepository.latest(deps.db, customerId);
  if (!verification?.photoKey || verification.state === 'failed') return { kind: 'unmatched' };
  const reference = await deps.storage.get(verification.photoKey).catch(() => null);
  const match: FaceMatch = reference
    ? await deps.faces.matchFace(liveJpeg, reference)
    : { faceScore: 0, livenessScore: 0, decision: 'review', reason: 'REFERENCE_UNREADABLE' };
  if (match.reason === 'NO_FACE' || match.reason === 'MANY_FACES' || match.reason === 'NOT_LIVE') {
    return { kind: 'refused', ...REFUSALS[match.reason], match };
  }
  if (match.decision === 'mismatch')
    return { kind: 'refused', code: 'FACE_MISMATCH', refusal: 'face_mismatch', match };
  return { kind: 'scored', verificationId: verification.id, match };
}

/**
 * The scores and the decision on the verification, never a face template.
 * A review (doubtful score or liveness, models unavailable) puts a verified
 * identity in the console's review queue.
 */
export async function recordFace(
  tx: Executor,
  verificationId: string,
  match: FaceMatch,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({ state: kycVerifications.state, details: kycVerifications.details })
    .from(kycVerifications)
    .where(eq(kycVerifications.id, verificationId))
    .for('update');
  if (!row) return;
  const details = { ...row.details };
  if (match.reason) details.faceReason = match.reason;
  else delete details.faceReason;
  await tx
    .update(kycVerifications)
    .set({
      faceScore: match.faceScore,
      livenessScore: match.livenessScore,
      faceDecision: match.decision,
      state: match.decision === 'review' && row.state === 'verified' ? 'review' : row.state,
      details,
      updatedAt: now,
    })
    .where(eq(kycVerifications.id, verificationId));
}
