import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  loanInstalments,
  loanOrders,
  type MandateState,
  mandateDebits,
  mandateEvents,
  mandates,
} from '../../db/schema';

export type MandateRow = typeof mandates.$inferSelect;

export const OPEN_MANDATE_STATES: MandateState[] = ['pending', 'active', 'paused'];

/** The mandates' own rows: mandates, the debits shown with them, and the webhook events handled. */
export const mandateRepository = {
  async order(db: Executor, orderId: string) {
    const [row] = await db.select().from(loanOrders).where(eq(loanOrders.id, orderId)).limit(1);
    return row ?? null;
  },

  /** The order's open mandate, else its newest one. */
  async forOrder(db: Executor, orderId: string): Promise<MandateRow | null> {
    const rows = await db
      .select()
      .from(mandates)
      .where(eq(mandates.orderId, orderId))
      .orderBy(desc(mandates.createdAt))
      .limit(20);
    return rows.find((row) => OPEN_MANDATE_STATES.includes(row.state)) ?? rows[0] ?? null;
  },

  async open(db: Executor, orderId: string): Promise<MandateRow | null> {
    const [row] = await db
      .select()
      .from(mandates)
      .where(and(eq(mandates.orderId, orderId), inArray(mandates.state, OPEN_MANDATE_STATES)))
      .limit(1);
    return row ?? null;
  },

  async lock(db: Executor, id: string): Promise<MandateRow | null> {
    const [row] = await db.select().from(mandates).where(eq(mandates.id, id)).limit(1).for('update');
    return row ?? null;
  },

  async byGatewayRef(db: Executor, gatewayRef: string): Promise<MandateRow | null> {
    const [row] = await db.select().from(mandates).where(eq(mandates.gatewayRef, gatewayRef)).limit(1);
    return row ?? null;
  },

  async insert(db: Executor, values: typeof mandates.$inferInsert): Promise<MandateRow> {
    const [row] = await db.insert(mandates).values(values).returning();
    if (!row) throw new Error('mandate not inserted');
    return row;
  },

  /** Moves the mandate only from one of `from`: a late or out-of-order change finds nothing to move. */
  async transition(
    db: Executor,
    id: string,
    from: MandateState[],
    set: Partial<typeof mandates.$inferInsert>,
  ): Promise<MandateRow | null> {
    const [row] = await db
      .update(mandates)
      .set(set)
      .where(and(eq(mandates.id, id), inArray(mandates.state, from)))
      .returning();
    return row ?? null;
  },

  /** A notified debit not yet requested will not be taken (the mandate was paused or ended). */
  async cancelNotified(db: Executor, mandateId: string, now: Date): Promise<number> {
    const rows = await db
      .update(mandateDebits)
      .set({ state: 'cancelled', settledAt: now, updatedAt: now })
      .where(and(eq(mandateDebits.mandateId, mandateId), eq(mandateDebits.state, 'notified')))
      .returning({ id: mandateDebits.id });
    return rows.length;
  },

  async debits(db: Executor, mandateId: string) {
    return db
      .select()
      .from(mandateDebits)
      .where(eq(mandateDebits.mandateId, mandateId))
      .orderBy(asc(mandateDebits.dueDay), asc(mandateDebits.attempt));
  },

  /** The first instalment not yet paid, for the next debit a mandate would take. */
  async nextOpenInstalment(db: Executor, orderId: string) {
    const [row] = await db
      .select()
      .from(loanInstalments)
      .where(and(eq(loanInstalments.orderId, orderId), isNull(loanInstalments.paidDay)))
      .orderBy(asc(loanInstalments.number))
      .limit(1);
    return row ?? null;
  },

  /** Records a webhook event once: false when it was seen before (a replay). */
  async rememberEvent(
    db: Executor,
    event: { eventId: string; gatewayRef: string; kind: string },
    now: Date,
  ): Promise<boolean> {
    const rows = await db
      .insert(mandateEvents)
      .values({ ...event, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: mandateEvents.eventId });
    return rows.length === 1;
  },

  async eventSeen(db: Executor, eventId: string): Promise<boolean> {
    const [row] = await db
      .select({ eventId: mandateEvents.eventId })
      .from(mandateEvents)
      .where(eq(mandateEvents.eventId, eventId))
      .limit(1);
    return row !== undefined;
  },
};
