import { PRICING_ADDED_LATER, type PricingConfig } from '@app/domain';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ProductConfigVersionRow, productConfigVersions, staffUsers } from '../../db/schema';

export type NewProductConfigVersion = Omit<ProductConfigVersionRow, 'createdAt'>;

/** A version saved before a pricing field existed reads with that field's default (decision 068). */
function complete<T extends { pricing: PricingConfig }>(row: T): T;
function complete<T extends { pricing: PricingConfig }>(row: T | undefined): T | undefined;
function complete<T extends { pricing: PricingConfig }>(row: T | undefined): T | undefined {
  return row && { ...row, pricing: { ...PRICING_ADDED_LATER, ...row.pricing } };
}

/** The append-only versions of the product configuration: read the newest, add one, list them. */
export const productConfigRepository = {
  async newest(db: Executor): Promise<ProductConfigVersionRow | undefined> {
    const [row] = await db
      .select()
      .from(productConfigVersions)
      .orderBy(desc(productConfigVersions.version))
      .limit(1);
    return complete(row);
  },

  async find(db: Executor, version: number): Promise<ProductConfigVersionRow | undefined> {
    const [row] = await db
      .select()
      .from(productConfigVersions)
      .where(eq(productConfigVersions.version, version));
    return complete(row);
  },

  /** False when that version number exists already (someone else saved first). */
  async insert(db: Executor, values: NewProductConfigVersion, now: Date): Promise<boolean> {
    const rows = await db
      .insert(productConfigVersions)
      .values({ ...values, createdAt: now })
      .onConflictDoNothing()
      .returning({ version: productConfigVersions.version });
    return rows.length === 1;
  },

  /** Newest first, with who saved each (null for the system's version 1). */
  async list(db: Executor, limit: number) {
    const rows = await db
      .select({
        version: productConfigVersions.version,
        pricing: productConfigVersions.pricing,
        products: productConfigVersions.products,
        note: productConfigVersions.note,
        createdAt: productConfigVersions.createdAt,
        staffEmail: staffUsers.email,
        staffName: staffUsers.name,
      })
      .from(productConfigVersions)
      .leftJoin(staffUsers, eq(staffUsers.id, productConfigVersions.staffId))
      .orderBy(desc(productConfigVersions.version))
      .limit(limit);
    return rows.map((row) => complete(row));
  },
};
