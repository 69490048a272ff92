import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  loanInstalments,
  loanOrders,
  type MandateDebitState,
  mandateDebits,
  mandates,
  repayments,
} from '../../db/schema';

export type MandateDebitRow = typeof mandateDebits.$inferSelect;
export type MandateRow = typeof mandates.$inferSelect;

/** The debits of auto-debit mandates (issue 32): each state change is guarded by the state it leaves. */
export const debitRepository = {
  /** A notified debit; nothing when this instalment's attempt was already notified (another run, another instance). */
  async insertNotified(
    db: Executor,
    values: Pick<
      MandateDebitRow,
      | 'id'
      | 'mandateId'
      | 'orderId'
      | 'customerId'
      | 'instalmentNumber'
      | 'dueDay'
      | 'amountPaise'
      | 'attempt'
    >,
    now: Date,
  ): Promise<MandateDebitRow | undefined> {
    const [row] = await db
      .insert(mandateDebits)
      .values({
        ...values,
        state: 'notified',
        idempotencyKey: `${values.id}:${values.attempt}`,
        notifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async find(db: Executor, id: string): Promise<MandateDebitRow | undefined> {
    const [row] = await db.select().from(mandateDebits).where(eq(mandateDebits.id, id)).limit(1);
    return row;
  },

  async findByKey(db: Executor, idempotencyKey: string): Promise<MandateDebitRow | undefined> {
    const [row] = await db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.idempotencyKey, idempotencyKey))
      .limit(1);
    return row;
  },

  async lock(db: Executor, id: string): Promise<MandateDebitRow | undefined> {
    const [row] = await db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.id, id))
      .for('update')
      .limit(1);
    return row;
  },

  /** An order's debits in `states`, locked (the order is locked first, always). */
  async lockOfOrder(
    db: Executor,
    orderId: string,
    states: readonly MandateDebitState[],
  ): Promise<MandateDebitRow[]> {
    return db
      .select()
      .from(mandateDebits)
      .where(and(eq(mandateDebits.orderId, orderId), inArray(mandateDebits.state, [...states])))
      .orderBy(asc(mandateDebits.createdAt))
      .for('update');
  },

  async ofOrder(db: Executor, orderId: string): Promise<MandateDebitRow[]> {
    return db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.orderId, orderId))
      .orderBy(asc(mandateDebits.createdAt), asc(mandateDebits.attempt));
  },

  async transition(
    db: Executor,
    id: string,
    from: readonly MandateDebitState[],
    patch: Partial<Omit<MandateDebitRow, 'id' | 'mandateId' | 'orderId' | 'customerId' | 'createdAt'>>,
  ): Promise<MandateDebitRow | undefined> {
    const [row] = await db
      .update(mandateDebits)
      .set(patch)
      .where(and(eq(mandateDebits.id, id), inArray(mandateDebits.state, [...from])))
      .returning();
    return row;
  },

  /** A payment by hand of the order whose money is being checked (a UTR, a gateway checkout): an auto-debit's own rows aside. */
  async manualInProgress(db: Executor, orderId: string): Promise<boolean> {
    const rows = await db
      .select({ id: repayments.id })
      .from(repayments)
      .where(
        and(
          eq(repayments.orderId, orderId),
          eq(repayments.state, 'processing'),
          ne(repayments.method, 'mandate'),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** Notified debits whose day has come and whose notice is at least `noticeBefore` old. */
  async ready(db: Executor, today: string, noticeBefore: Date): Promise<MandateDebitRow[]> {
    return db
      .select()
      .from(mandateDebits)
      .where(
        and(
          eq(mandateDebits.state, 'notified'),
          lte(mandateDebits.dueDay, today),
          lte(mandateDebits.notifiedAt, noticeBefore),
        ),
      );
  },

  /** Requested debits asked before `before`: their result is asked for (a lost webhook, a crash after the request). */
  async requestedBefore(db: Executor, before: Date): Promise<MandateDebitRow[]> {
    return db
      .select()
      .from(mandateDebits)
      .where(and(eq(mandateDebits.state, 'requested'), lte(mandateDebits.requestedAt, before)));
  },

  /**
   * What the notice run presents: each active mandate's open instalment due
   * on `tomorrow` not yet notified (attempt 1), and each instalment whose
   * latest attempt failed, still open and due, with retries left.
   */
  async toNotify(
    db: Executor,
    tomorrow: string,
    maxAttempt: number,
  ): Promise<{ mandate: MandateRow; number: number; dueDay: string; attempt: number }[]> {
    const first = await db
      .select({ mandate: mandates, number: loanInstalments.number, dueDay: loanInstalments.dueDay })
      .from(mandates)
      .innerJoin(loanOrders, and(eq(loanOrders.id, mandates.orderId), eq(loanOrders.state, 'disbursed')))
      .innerJoin(loanInstalments, eq(loanInstalments.orderId, mandates.orderId))
      .where(
        and(
          eq(mandates.state, 'active'),
          eq(loanInstalments.dueDay, tomorrow),
          sql`${loanInstalments.paidDay} is null`,
          sql`not exists (select 1 from ${mandateDebits} d where d.mandate_id = ${mandates.id}
            and d.due_day = ${loanInstalments.dueDay})`,
        ),
      );
    const failed = await db
      .select({ mandate: mandates, debit: mandateDebits })
      .from(mandateDebits)
      .innerJoin(mandates, eq(mandates.id, mandateDebits.mandateId))
      .innerJoin(loanOrders, and(eq(loanOrders.id, mandates.orderId), eq(loanOrders.state, 'disbursed')))
      .where(
        and(
          eq(mandates.state, 'active'),
          eq(mandateDebits.state, 'failed'),
          lte(mandateDebits.attempt, maxAttempt - 1),
          sql`not exists (select 1 from ${mandateDebits} n where n.mandate_id = ${mandateDebits.mandateId}
            and n.due_day = ${mandateDebits.dueDay} and n.attempt > ${mandateDebits.attempt})`,
          sql`exists (select 1 from ${loanInstalments} i where i.order_id = ${mandates.orderId}
            and i.due_day = ${mandateDebits.dueDay} and i.paid_day is null)`,
        ),
      )
      .orderBy(desc(mandateDebits.attempt));
    return [
      ...first.map((r) => ({ ...r, attempt: 1 })),
      ...failed.map((r) => ({
        mandate: r.mandate,
        number: r.debit.instalmentNumber,
        dueDay: r.debit.dueDay,
        attempt: r.debit.attempt + 1,
      })),
    ];
  },
};

export const mandateRepository = {
  async find(db: Executor, id: string): Promise<MandateRow | undefined> {
    const [row] = await db.select().from(mandates).where(eq(mandates.id, id)).limit(1);
    return row;
  },

  async lock(db: Executor, id: string): Promise<MandateRow | undefined> {
    const [row] = await db.select().from(mandates).where(eq(mandates.id, id)).for('update').limit(1);
    return row;
  },

  /** The order's open mandate (pending, active or paused), locked. */
  async lockOpenOfOrder(db: Executor, orderId: string): Promise<MandateRow | undefined> {
    const [row] = await db
      .select()
      .from(mandates)
      .where(and(eq(mandates.orderId, orderId), inArray(mandates.state, ['pending', 'active', 'paused'])))
      .for('update')
      .limit(1);
    return row;
  },

  async revokeSettled(db: Executor, id: string, now: Date): Promise<boolean> {
    const moved = await db
      .update(mandates)
      .set({ state: 'revoked', revokedBy: 'settled', revokedAt: now, updatedAt: now })
      .where(and(eq(mandates.id, id), inArray(mandates.state, ['pending', 'active', 'paused'])))
      .returning({ id: mandates.id });
    return moved.length > 0;
  },
};
