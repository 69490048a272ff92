import { eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { feedback, kycVerifications, loanOrders, orderSignatures, photos } from '../../db/schema';

const HOUR_MS = 3_600_000;
/**
 * A file this young is never an orphan: every writer puts its file, then
 * commits the row that names it, seconds apart (the signed PDFs: a job's
 * run). A day also covers a job retried later and clocks that disagree.
 */
export const ORPHAN_GRACE_MS = 24 * HOUR_MS;
/** Every six hours: orphans cost disk, not correctness, and each run reads every folder. */
export const ORPHAN_SWEEP_INTERVAL_MS = 6 * HOUR_MS;
const BATCH = 500;

type Referenced = (db: Db, keys: string[]) => Promise<Set<string>>;

const column =
  (lookup: (db: Db, keys: string[]) => Promise<{ key: string | null }[]>): Referenced =>
  async (db, keys) =>
    new Set((await lookup(db, keys)).flatMap((row) => (row.key ? [row.key] : [])));

/** The signed PDFs' keys begin with their order's number: documents/<orderNo><KIND><12 random>.pdf. */
const orderNoOf = (key: string) =>
  key.replace(/^documents\//, '').replace(/(KFS|LETTER|LOAN)[A-Z0-9]{12}\.pdf$/, '');

/** Each folder the API writes, and which of a batch of its keys a row still names. */
const FOLDERS: Record<string, Referenced> = {
  signatures: column((db, keys) =>
    db
      .select({ key: orderSignatures.signatureKey })
      .from(orderSignatures)
      .where(inArray(orderSignatures.signatureKey, keys)),
  ),
  photos: column((db, keys) =>
    db.select({ key: photos.storageKey }).from(photos).where(inArray(photos.storageKey, keys)),
  ),
  // The verified source's photo (issue 31): a file whose verification row is gone (an erased account).
  kyc: column((db, keys) =>
    db
      .select({ key: kycVerifications.photoKey })
      .from(kycVerifications)
      .where(inArray(kycVerifications.photoKey, keys)),
  ),
  feedback: column((db, keys) =>
    db.select({ key: feedback.screenshotKey }).from(feedback).where(inArray(feedback.screenshotKey, keys)),
  ),
  documents: async (db, keys) => {
    const rows = await db
      .select({ pdfKeys: orderSignatures.pdfKeys })
      .from(orderSignatures)
      .innerJoin(loanOrders, eq(loanOrders.id, orderSignatures.orderId))
      .where(inArray(loanOrders.orderNo, [...new Set(keys.map(orderNoOf))]));
    return new Set(
      rows.flatMap((row) => Object.values(row.pdfKeys ?? {}).filter((k) => typeof k === 'string')),
    );
  },
};

/**
 * Deletes stored files that no row names, once past the grace period: a
 * refused or lost race's upload, a job's half-done output, a file an account
 * erasure could not delete. Ages are the files' own write times against the
 * system clock (never the test clock a journey moves). Safe with several
 * instances: a delete of a file already gone is no error.
 */
export function createOrphanFileSweep(deps: {
  db: Db;
  storage: FileStorage;
  now?: () => Date;
  graceMs?: number;
}) {
  const { db, storage, now = () => new Date(), graceMs = ORPHAN_GRACE_MS } = deps;

  async function sweepBatch(referenced: Referenced, keys: string[]): Promise<number> {
    const kept = await referenced(db, keys);
    const orphans = keys.filter((key) => !kept.has(key));
    for (const key of orphans) await storage.delete(key);
    return orphans.length;
  }

  return {
    async sweep(): Promise<{ orphanFiles: number }> {
      const before = now().getTime() - graceMs;
      let orphanFiles = 0;
      for (const [folder, referenced] of Object.entries(FOLDERS)) {
        let batch: string[] = [];
        for await (const file of storage.list(folder)) {
          if (file.modifiedAt.getTime() >= before) continue;
          batch.push(file.key);
          if (batch.length < BATCH) continue;
          orphanFiles += await sweepBatch(referenced, batch);
          batch = [];
        }
        if (batch.length > 0) orphanFiles += await sweepBatch(referenced, batch);
      }
      return { orphanFiles };
    },
  };
}
