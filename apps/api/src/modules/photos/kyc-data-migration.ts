import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { applications, photos } from '../../db/schema';
import type { FieldCipher } from '../../lib/field-cipher';
import { type CardMasker, createSealedImages, isSealed } from '../../platform/kyc-images';
import { maskIfCard } from './card-mask';

/** The application module's drafts column context (application-service). */
const DRAFTS_CONTEXT = 'application-drafts';
const BATCH = 200;

/**
 * Brings customers from before issue 31 to decision 075, idempotently: the
 * typed Aadhaar number leaves the encrypted drafts (aadhaar_enc itself is
 * dropped by migration 0025: the blind index already carries one owner per
 * Aadhaar), and every stored KYC photo still in plain JPEG is sealed, card
 * images masked first (found by OCR, the blind index telling the borrower's
 * own number) and their unmasked file overwritten. Runs at start and daily
 * (main.ts); a second run finds nothing to do.
 */
export function createKycDataMigration(deps: {
  db: Db;
  storage: FileStorage;
  dataKey: string;
  cipher: FieldCipher;
  masker: CardMasker;
}) {
  const { db, cipher } = deps;
  const sealed = createSealedImages(deps.storage, deps.dataKey);

  async function drafts(): Promise<number> {
    let changed = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await db
        .select({ id: applications.id, draftsEnc: applications.draftsEnc })
        .from(applications)
        .where(and(isNotNull(applications.draftsEnc), gt(applications.id, after)))
        .orderBy(asc(applications.id))
        .limit(BATCH);
      for (const row of rows) {
        let parsed: Record<string, Record<string, string>>;
        try {
          parsed = JSON.parse(cipher.decrypt(row.draftsEnc ?? '', DRAFTS_CONTEXT));
        } catch {
          continue;
        }
        const identity = parsed.identity;
        if (!identity || !('aadhaar' in identity)) continue;
        const { aadhaar: _dropped, ...kept } = identity;
        parsed.identity = kept;
        await db
          .update(applications)
          .set({ draftsEnc: cipher.encrypt(JSON.stringify(parsed), DRAFTS_CONTEXT) })
          .where(eq(applications.id, row.id));
        changed += 1;
      }
      if (rows.length < BATCH) return changed;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }

  async function files(): Promise<{ sealed: number; masked: number; unconfirmed: number }> {
    const counts = { sealed: 0, masked: 0, unconfirmed: 0 };
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await db
        .select({
          id: photos.id,
          kind: photos.kind,
          storageKey: photos.storageKey,
          aadhaarIndex: applications.aadhaarIndex,
        })
        .from(photos)
        .innerJoin(applications, eq(applications.id, photos.applicationId))
        .where(and(isNotNull(photos.storageKey), gt(photos.id, after)))
        .orderBy(asc(photos.id))
        .limit(BATCH);
      for (const row of rows) {
        const key = row.storageKey ?? '';
        const stored = await deps.storage.get(key);
        if (!stored || isSealed(stored)) continue;
        const card = await maskIfCard({ masker: deps.masker, cipher }, row.kind, stored, row.aadhaarIndex);
        // Overwritten in place (write then rename): the plain file is gone once this returns.
        await sealed.put(key, card.jpeg);
        await db
          .update(photos)
          .set({ masking: card.masking, bytes: card.jpeg.length })
          .where(eq(photos.id, row.id));
        counts.sealed += 1;
        if (card.masking === 'masked') counts.masked += 1;
        if (card.masking === 'unconfirmed') counts.unconfirmed += 1;
      }
      if (rows.length < BATCH) return counts;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }

  return {
    async run(): Promise<Record<string, number>> {
      return { drafts: await drafts(), ...(await files()) };
    },
  };
}
