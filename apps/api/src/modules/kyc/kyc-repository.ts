import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, kycVerifications } from '../../db/schema';
import type { KycState, VerifiedIdentity } from './verified-identity';

export type KycVerificationRow = typeof kycVerifications.$inferSelect;

/** What a recording adds to the identity: when, and (when known) the state and the stored photo's key. */
export interface RecordMeta {
  now: Date;
  /** Default: failed without a valid signature, review when the mobile did not match, else verified. */
  state?: KycState;
  /** Storage key of the source's photo, already written. */
  photoKey?: string | null;
  details?: Record<string, unknown>;
}

export function defaultKycState(
  identity: Pick<VerifiedIdentity, 'signatureValid' | 'mobileMatched'>,
): KycState {
  if (!identity.signatureValid) return 'failed';
  return identity.mobileMatched === false ? 'review' : 'verified';
}

/** The customer's identity verifications (issue 31). Never the full Aadhaar number. */
export const kycRepository = {
  async record(
    tx: Executor,
    customerId: string,
    applicationId: string | null,
    identity: VerifiedIdentity,
    meta: RecordMeta,
  ): Promise<KycVerificationRow> {
    const [row] = await tx
      .insert(kycVerifications)
      .values({
        customerId,
        applicationId,
        mode: identity.mode,
        state: meta.state ?? defaultKycState(identity),
        signatureValid: identity.signatureValid,
        name: identity.name,
        dob: identity.dob,
        gender: identity.gender,
        address: identity.address,
        aadhaarLast4: identity.aadhaarLast4,
        referenceKey: identity.referenceKey,
        photoKey: meta.photoKey ?? null,
        mobileMatched: identity.mobileMatched,
        issuedAt: identity.issuedAt ? new Date(identity.issuedAt) : null,
        details: meta.details ?? {},
        createdAt: meta.now,
        updatedAt: meta.now,
      })
      .returning();
    if (!row) throw new Error('kyc_verifications insert returned no row');
    return row;
  },

  /**
   * The customer's open application (not rejected), its id and the name typed
   * on its identity step if any: a verification belongs to it.
   */
  async openApplication(
    db: Executor,
    customerId: string,
  ): Promise<{ id: string; typedName: string | null } | null> {
    const [row] = await db
      .select({ id: applications.id, steps: applications.steps })
      .from(applications)
      .where(
        and(
          eq(applications.customerId, customerId),
          inArray(applications.state, ['draft', 'submitted', 'identity_failed', 'approved']),
        ),
      )
      .orderBy(desc(applications.createdAt))
      .limit(1);
    if (!row) return null;
    const name = row.steps.identity?.name;
    return { id: row.id, typedName: typeof name === 'string' && name.trim() !== '' ? name : null };
  },

  /** The customer's newest verification, or null. */
  async latest(db: Executor, customerId: string): Promise<KycVerificationRow | null> {
    const [row] = await db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.customerId, customerId))
      .orderBy(desc(kycVerifications.createdAt), desc(kycVerifications.id))
      .limit(1);
    return row ?? null;
  },
};
