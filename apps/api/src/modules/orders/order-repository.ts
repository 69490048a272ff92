import type { OrderState } from '@app/contract';
import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import {
  type LoanInstalmentRow,
  type LoanOrderRow,
  loanAccounts,
  loanInstalments,
  loanOrders,
} from '../../db/schema';
import { outstandingOf } from '../../platform/ledger-repository';
import { loanAccountRepository } from './loan-account-repository';

/** States in which an order is still the customer's business: at most one at a time. */
export const OPEN_ORDER_STATES = ['created', 'signed', 'disbursing', 'disbursed', 'disburse_failed'] as const;

type Later =
  | 'payoutAccountEnc'
  | 'payoutIfsc'
  | 'signedAt'
  | 'disbursedAt'
  | 'utr'
  | 'fixBy'
  | 'closedAt'
  | 'documentsRead';
export type NewLoanOrder = Omit<LoanOrderRow, 'id' | 'createdAt' | 'updatedAt' | Later> &
  Partial<Pick<LoanOrderRow, Later>>;

export const orderRepository = {
  async findOpen(db: Executor, customerId: string): Promise<LoanOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(loanOrders)
      .where(and(eq(loanOrders.customerId, customerId), inArray(loanOrders.state, [...OPEN_ORDER_STATES])))
      .limit(1);
    return row;
  },

  /**
   * What was paid out to the customer since `since`: the term loans sanctioned
   * (decision 076's yearly limit), and when the first of them was.
   */
  async disbursedSince(
    db: Executor,
    customerId: string,
    since: Date,
  ): Promise<{ paise: number; firstAt: Date | null }> {
    const [row] = await db
      .select({
        total: sql<string>`coalesce(sum(${loanOrders.amountPaise}), 0)`,
        first: sql<Date | string | null>`min(${loanOrders.disbursedAt})`,
      })
      .from(loanOrders)
      .where(and(eq(loanOrders.customerId, customerId), gt(loanOrders.disbursedAt, since)));
    const first = row?.first ?? null;
    return { paise: Number(row?.total ?? 0), firstAt: first === null ? null : new Date(first) };
  },

  async findById(db: Executor, id: string): Promise<LoanOrderRow | undefined> {
    const [row] = await db.select().from(loanOrders).where(eq(loanOrders.id, id)).limit(1);
    return row;
  },

  /** One of the customer's orders; another customer's id finds nothing. */
  async findOwn(db: Executor, customerId: string, id: string): Promise<LoanOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(loanOrders)
      .where(and(eq(loanOrders.id, id), eq(loanOrders.customerId, customerId)))
      .limit(1);
    return row;
  },

  /** The id of one of the customer's orders by its number (messages name orders by number). */
  async findOwnIdByOrderNo(db: Executor, customerId: string, orderNo: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(and(eq(loanOrders.orderNo, orderNo), eq(loanOrders.customerId, customerId)))
      .limit(1);
    return row?.id;
  },

  async listOwn(db: Executor, customerId: string): Promise<LoanOrderRow[]> {
    return db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.customerId, customerId))
      .orderBy(desc(loanOrders.createdAt));
  },

  /**
   * The customer's orders, newest first, each with what its borrower owes now
   * (the ledger's receivables). My Loan reads this on every visit, so it is
   * one prepared statement rather than the orders and then their balances.
   */
  async listOwnWithOutstanding(
    db: Db,
    customerId: string,
  ): Promise<{ order: LoanOrderRow; outstandingPaise: number }[]> {
    return ownWithOutstanding(db).execute({ customerId });
  },

  /** The books of these orders (their instalment rows, in order) by order id: none before disbursal. */
  async booksOf(db: Executor, ids: readonly string[]): Promise<Map<string, LoanInstalmentRow[]>> {
    const books = new Map<string, LoanInstalmentRow[]>();
    if (ids.length === 0) return books;
    const rows = await db
      .select()
      .from(loanInstalments)
      .where(inArray(loanInstalments.orderId, [...ids]))
      .orderBy(loanInstalments.orderId, loanInstalments.number);
    for (const row of rows) books.set(row.orderId, [...(books.get(row.orderId) ?? []), row]);
    return books;
  },

  /** Disbursed orders whose books are not yet accrued through `day`, oldest first. */
  async listToAccrue(db: Executor, day: string, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: loanAccounts.orderId })
      .from(loanAccounts)
      .innerJoin(loanOrders, eq(loanOrders.id, loanAccounts.orderId))
      .where(
        and(
          eq(loanAccounts.accruing, true),
          or(isNull(loanAccounts.accruedThrough), lt(loanAccounts.accruedThrough, day)),
        ),
      )
      .orderBy(loanOrders.disbursedAt)
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** Disbursed orders (for the reminders), with their customer. */
  async listDisbursed(db: Executor, afterId: string, limit: number): Promise<LoanOrderRow[]> {
    return db
      .select()
      .from(loanOrders)
      .where(and(eq(loanOrders.state, 'disbursed'), gt(loanOrders.id, afterId)))
      .orderBy(loanOrders.id)
      .limit(limit);
  },

  /** Changes fields that are not the state (the state moves only through transitionOrder). */
  async update(db: Executor, id: string, patch: Partial<Pick<LoanOrderRow, 'documentsRead'>>): Promise<void> {
    await db.update(loanOrders).set(patch).where(eq(loanOrders.id, id));
  },

  async insert(db: Executor, values: NewLoanOrder, now: Date): Promise<LoanOrderRow> {
    const [row] = await db
      .insert(loanOrders)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('loan order not inserted');
    await loanAccountRepository.open(db, row);
    return row;
  },
};

const ownWithOutstanding = preparedPerDb((db: Db) =>
  db
    .select({ order: loanOrders, outstandingPaise: outstandingOf(loanOrders.id) })
    .from(loanOrders)
    .where(eq(loanOrders.customerId, sql.placeholder('customerId')))
    .orderBy(desc(loanOrders.createdAt))
    .prepare('orders_with_outstanding'),
);

/** Moves an order from one of `from` to a new state with `patch`; false when it was not in `from`. */
export async function transitionOrder(
  db: Executor,
  id: string,
  from: readonly OrderState[],
  patch: Partial<Omit<LoanOrderRow, 'id' | 'customerId' | 'createdAt'>>,
): Promise<boolean> {
  const moved = await db
    .update(loanOrders)
    .set(patch)
    .where(and(eq(loanOrders.id, id), inArray(loanOrders.state, [...from])))
    .returning({ id: loanOrders.id });
  return moved.length > 0;
}

/** Locks an order for the rest of the transaction. */
export async function lockOrder(db: Executor, id: string): Promise<LoanOrderRow | undefined> {
  const [row] = await db.select().from(loanOrders).where(eq(loanOrders.id, id)).limit(1).for('update');
  return row;
}
