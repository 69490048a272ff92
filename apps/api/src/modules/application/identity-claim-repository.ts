import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, identityClaims } from '../../db/schema';

/** The blind indexes of an Aadhaar and a PAN (FieldCipher.blindIndex). */
export interface IdentityIndex {
  aadhaar: string;
  pan: string;
}

/**
 * Who owns an Aadhaar or a PAN (decision 064). The unique key on (kind, index)
 * decides a race: of customers saving one value at once, exactly one insert
 * lands; the others find its owner.
 */
export const identityClaimRepository = {
  /**
   * Claims each index that nobody owns for `customerId`; true when the
   * customer owns both afterwards, false when another customer owns either.
   */
  async claim(db: Executor, customerId: string, index: IdentityIndex, now: Date): Promise<boolean> {
    const wanted = [
      { kind: 'aadhaar' as const, blindIndex: index.aadhaar },
      { kind: 'pan' as const, blindIndex: index.pan },
    ];
    await db
      .insert(identityClaims)
      .values(wanted.map((w) => ({ ...w, customerId, createdAt: now })))
      .onConflictDoNothing();
    // A new statement: under READ COMMITTED it sees the claim a racing transaction committed.
    const owners = await db
      .select({ customerId: identityClaims.customerId })
      .from(identityClaims)
      .where(
        sql`(${identityClaims.kind}, ${identityClaims.blindIndex}) in (('aadhaar', ${index.aadhaar}), ('pan', ${index.pan}))`,
      );
    // Missing (released by an erasure between the two statements) counts as not owned: a person looks.
    return owners.length === 2 && owners.every((o) => o.customerId === customerId);
  },

  /** Drops the customer's claims that none of their applications holds any more (a value typed, then changed). */
  async releaseUnused(db: Executor, customerId: string): Promise<void> {
    const held = db
      .select({ id: sql`1` })
      .from(applications)
      .where(
        and(
          eq(applications.customerId, customerId),
          sql`case ${identityClaims.kind} when 'aadhaar' then ${applications.aadhaarIndex} else ${applications.panIndex} end = ${identityClaims.blindIndex}`,
        ),
      );
    await db
      .delete(identityClaims)
      .where(and(eq(identityClaims.customerId, customerId), sql`not exists ${held}`));
  },

  /** Every claim of the customer: an erased account that never borrowed owns no identity. */
  async releaseAll(db: Executor, customerId: string): Promise<void> {
    await db.delete(identityClaims).where(eq(identityClaims.customerId, customerId));
  },
};
