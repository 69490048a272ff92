import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type LoanAccountRow, type LoanOrderRow, loanAccounts } from '../../db/schema';

/**
 * A loan's account row (decision 055): its accrual state and the terms the
 * daily accrual reads. Created with the order; a request that moves it holds
 * the order row first (lockOrder), then this one.
 */
export const loanAccountRepository = {
  /** The account of a new order, with the terms the accrual needs copied from its pricing. */
  async open(db: Executor, order: Pick<LoanOrderRow, 'id' | 'dailyRatePpm' | 'pricing'>): Promise<void> {
    const pricing: Partial<LoanOrderRow['pricing']> = order.pricing;
    await db.insert(loanAccounts).values({
      orderId: order.id,
      dailyRatePpm: order.dailyRatePpm,
      penalDailyPpm: pricing.penalDailyPpm ?? null,
      // An order priced before the penalty fee existed has none (bookTerms).
      penaltyFeePaise: pricing.penaltyFeePaise ?? 0,
    });
  },

  async find(db: Executor, orderId: string): Promise<LoanAccountRow | undefined> {
    const [row] = await db.select().from(loanAccounts).where(eq(loanAccounts.orderId, orderId)).limit(1);
    return row;
  },

  /** Locks the account of an order whose row the caller already holds. */
  async lock(db: Executor, orderId: string): Promise<LoanAccountRow | undefined> {
    const [row] = await db
      .select()
      .from(loanAccounts)
      .where(eq(loanAccounts.orderId, orderId))
      .limit(1)
      .for('update');
    return row;
  },

  async update(
    db: Executor,
    orderId: string,
    patch: Partial<Pick<LoanAccountRow, 'accruing' | 'accruedThrough' | 'everOverdue'>>,
  ): Promise<void> {
    await db.update(loanAccounts).set(patch).where(eq(loanAccounts.orderId, orderId));
  },
};
