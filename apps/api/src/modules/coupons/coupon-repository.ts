import type { CouponKind } from '@app/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type CouponRow, coupons } from '../../db/schema';

export const couponRepository = {
  /** Gives a coupon; a second one from the same source for the same customer is a no-op (false). */
  async issue(
    db: Executor,
    values: {
      customerId: string;
      kind: CouponKind;
      source: string;
      facePaise: number;
      minAmountPaise: number;
      validFrom: Date;
      validUntil: Date;
    },
  ): Promise<boolean> {
    const rows = await db
      .insert(coupons)
      .values({ ...values, createdAt: values.validFrom })
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    return rows.length > 0;
  },

  async listOwn(db: Executor, customerId: string): Promise<CouponRow[]> {
    return db
      .select()
      .from(coupons)
      .where(eq(coupons.customerId, customerId))
      .orderBy(desc(coupons.validUntil));
  },

  async lockOwn(db: Executor, customerId: string, id: string): Promise<CouponRow | undefined> {
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), eq(coupons.customerId, customerId)))
      .limit(1)
      .for('update');
    return row;
  },

  async findOwn(db: Executor, customerId: string, id: string): Promise<CouponRow | undefined> {
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), eq(coupons.customerId, customerId)))
      .limit(1);
    return row;
  },

  async markUsed(db: Executor, id: string, orderId: string, now: Date): Promise<void> {
    await db.update(coupons).set({ usedAt: now, orderId }).where(eq(coupons.id, id));
  },

  /** A repayment that was never paid gives its coupon back. */
  async releaseOne(db: Executor, id: string): Promise<void> {
    await db.update(coupons).set({ usedAt: null, orderId: null }).where(eq(coupons.id, id));
  },

  /** A withdrawal that never paid out gives its coupon back. */
  async release(db: Executor, orderId: string): Promise<void> {
    await db.update(coupons).set({ usedAt: null, orderId: null }).where(eq(coupons.orderId, orderId));
  },
};
