import { and, desc, eq, gte, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  collectionEvents,
  type RepaymentRow,
  type RepaymentState,
  repaymentReminders,
  repayments,
} from '../../db/schema';

export type NewRepayment = Pick<
  RepaymentRow,
  | 'orderId'
  | 'customerId'
  | 'kind'
  | 'method'
  | 'amountPaise'
  | 'couponId'
  | 'couponPaise'
  | 'reference'
  | 'quotedDay'
  | 'newDueDay'
>;

/** At most one repayment of an order is open at a time (unique index repayments_one_open_idx). */
export const OPEN_REPAYMENT: RepaymentState[] = ['initiated', 'processing'];

const paid = alias(repayments, 'paid');
/** What the borrower paid for extensions of the outer query's order `orderId` (coupons included), as a subquery. */
export function extensionsPaidOf(orderId: SQLWrapper): SQL<number> {
  return sql`(select coalesce(sum(${paid.amountPaise} + ${paid.couponPaise}), 0) from ${repayments} as ${paid}
    where ${and(eq(paid.orderId, orderId), eq(paid.state, 'succeeded'), eq(paid.kind, 'extension'))})`.mapWith(
    Number,
  );
}

export const repaymentRepository = {
  async insert(db: Executor, values: NewRepayment, now: Date): Promise<RepaymentRow> {
    const [row] = await db
      .insert(repayments)
      .values({ ...values, state: 'initiated', createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('repayment not inserted');
    return row;
  },

  async findOwn(db: Executor, customerId: string, id: string): Promise<RepaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(repayments)
      .where(and(eq(repayments.id, id), eq(repayments.customerId, customerId)))
      .limit(1);
    return row;
  },

  async lockOwn(db: Executor, customerId: string, id: string): Promise<RepaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(repayments)
      .where(and(eq(repayments.id, id), eq(repayments.customerId, customerId)))
      .limit(1)
      .for('update');
    return row;
  },

  async lockByReference(db: Executor, reference: string): Promise<RepaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(repayments)
      .where(eq(repayments.reference, reference))
      .limit(1)
      .for('update');
    return row;
  },

  async findByReference(db: Executor, reference: string): Promise<RepaymentRow | undefined> {
    const [row] = await db.select().from(repayments).where(eq(repayments.reference, reference)).limit(1);
    return row;
  },

  async findByUtr(db: Executor, utr: string): Promise<RepaymentRow | undefined> {
    const [row] = await db.select().from(repayments).where(eq(repayments.utr, utr)).limit(1);
    return row;
  },

  async findOpen(db: Executor, orderId: string): Promise<RepaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(repayments)
      .where(and(eq(repayments.orderId, orderId), inArray(repayments.state, OPEN_REPAYMENT)))
      .limit(1);
    return row;
  },

  async listOwnSince(db: Executor, customerId: string, since: Date): Promise<RepaymentRow[]> {
    return db
      .select()
      .from(repayments)
      .where(and(eq(repayments.customerId, customerId), gte(repayments.createdAt, since)))
      .orderBy(desc(repayments.createdAt));
  },

  /** Moves a repayment from one of `from`; false when it was not there (a late or replayed result). */
  async transition(
    db: Executor,
    id: string,
    from: readonly RepaymentState[],
    patch: Partial<Omit<RepaymentRow, 'id' | 'orderId' | 'customerId' | 'createdAt'>>,
  ): Promise<boolean> {
    const moved = await db
      .update(repayments)
      .set(patch)
      .where(and(eq(repayments.id, id), inArray(repayments.state, [...from])))
      .returning({ id: repayments.id });
    return moved.length > 0;
  },
};

/** The collection gateway's webhook events already handled (by event id). */
export const collectionEventRepository = {
  async seen(db: Executor, eventId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: collectionEvents.eventId })
      .from(collectionEvents)
      .where(eq(collectionEvents.eventId, eventId))
      .limit(1);
    return row !== undefined;
  },

  async remember(
    db: Executor,
    event: { eventId: string; reference: string; status: string },
    now: Date,
  ): Promise<void> {
    await db
      .insert(collectionEvents)
      .values({ ...event, receivedAt: now })
      .onConflictDoNothing();
  },
};

/** Reminders sent, one per order, due day and offset. */
export const reminderRepository = {
  /** Claims a reminder before it is sent: false when it was already claimed (sent, or being sent elsewhere). */
  async claim(
    db: Executor,
    orderId: string,
    dueDay: string,
    offsetDays: number,
    now: Date,
  ): Promise<boolean> {
    const claimed = await db
      .insert(repaymentReminders)
      .values({ orderId, dueDay, offsetDays, sentAt: now })
      .onConflictDoNothing()
      .returning({ orderId: repaymentReminders.orderId });
    return claimed.length > 0;
  },
};
