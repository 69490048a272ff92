import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  loanInstalments,
  loanOrders,
  type RecoveryAgencyRow,
  type RecoveryAgentRow,
  type RecoveryAssignmentRow,
  type RecoveryContactRow,
  recoveryAgencies,
  recoveryAgents,
  recoveryAssignments,
  recoveryContacts,
} from '../../db/schema';

export const recoveryRepository = {
  async agencies(db: Executor): Promise<RecoveryAgencyRow[]> {
    return db.select().from(recoveryAgencies).orderBy(asc(recoveryAgencies.name), asc(recoveryAgencies.id));
  },

  async agents(db: Executor): Promise<RecoveryAgentRow[]> {
    return db.select().from(recoveryAgents).orderBy(asc(recoveryAgents.name), asc(recoveryAgents.id));
  },

  async agency(db: Executor, id: string): Promise<RecoveryAgencyRow | undefined> {
    const [row] = await db.select().from(recoveryAgencies).where(eq(recoveryAgencies.id, id));
    return row;
  },

  async agent(db: Executor, id: string): Promise<RecoveryAgentRow | undefined> {
    const [row] = await db.select().from(recoveryAgents).where(eq(recoveryAgents.id, id));
    return row;
  },

  async insertAgency(db: Executor, values: typeof recoveryAgencies.$inferInsert): Promise<RecoveryAgencyRow> {
    const [row] = await db.insert(recoveryAgencies).values(values).returning();
    if (!row) throw new Error('agency not inserted');
    return row;
  },

  async updateAgency(
    db: Executor,
    id: string,
    values: Partial<typeof recoveryAgencies.$inferInsert>,
  ): Promise<RecoveryAgencyRow | undefined> {
    const [row] = await db
      .update(recoveryAgencies)
      .set(values)
      .where(eq(recoveryAgencies.id, id))
      .returning();
    return row;
  },

  async insertAgent(db: Executor, values: typeof recoveryAgents.$inferInsert): Promise<RecoveryAgentRow> {
    const [row] = await db.insert(recoveryAgents).values(values).returning();
    if (!row) throw new Error('agent not inserted');
    return row;
  },

  async updateAgent(
    db: Executor,
    id: string,
    values: Partial<typeof recoveryAgents.$inferInsert>,
  ): Promise<RecoveryAgentRow | undefined> {
    const [row] = await db.update(recoveryAgents).set(values).where(eq(recoveryAgents.id, id)).returning();
    return row;
  },

  /** Locks the order (the lock order of every request: the order row first) and says who borrowed it. */
  async lockOrder(db: Executor, orderId: string) {
    const [row] = await db
      .select({ id: loanOrders.id, orderNo: loanOrders.orderNo, customerId: loanOrders.customerId })
      .from(loanOrders)
      .where(eq(loanOrders.id, orderId))
      .for('update');
    return row;
  },

  /** An unpaid instalment due before `today` (India day): the loan is overdue, whatever the day-end job has marked yet. */
  async isOverdue(db: Executor, orderId: string, today: string): Promise<boolean> {
    const [row] = await db
      .select({ n: sql<number>`1` })
      .from(loanInstalments)
      .where(
        and(
          eq(loanInstalments.orderId, orderId),
          isNull(loanInstalments.paidDay),
          lt(loanInstalments.dueDay, today),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async openAssignment(db: Executor, orderId: string): Promise<RecoveryAssignmentRow | undefined> {
    const [row] = await db
      .select()
      .from(recoveryAssignments)
      .where(and(eq(recoveryAssignments.orderId, orderId), isNull(recoveryAssignments.endedAt)));
    return row;
  },

  async endAssignment(db: Executor, id: string, now: Date): Promise<void> {
    await db.update(recoveryAssignments).set({ endedAt: now }).where(eq(recoveryAssignments.id, id));
  },

  async insertAssignment(
    db: Executor,
    values: typeof recoveryAssignments.$inferInsert,
  ): Promise<RecoveryAssignmentRow> {
    const [row] = await db.insert(recoveryAssignments).values(values).returning();
    if (!row) throw new Error('assignment not inserted');
    return row;
  },

  async assignments(db: Executor, orderId: string): Promise<RecoveryAssignmentRow[]> {
    return db
      .select()
      .from(recoveryAssignments)
      .where(eq(recoveryAssignments.orderId, orderId))
      .orderBy(desc(recoveryAssignments.assignedAt), desc(recoveryAssignments.id));
  },

  async contacts(db: Executor, orderId: string): Promise<RecoveryContactRow[]> {
    return db
      .select({ contact: recoveryContacts })
      .from(recoveryContacts)
      .innerJoin(recoveryAssignments, eq(recoveryAssignments.id, recoveryContacts.assignmentId))
      .where(eq(recoveryAssignments.orderId, orderId))
      .orderBy(desc(recoveryContacts.at), desc(recoveryContacts.id))
      .then((rows) => rows.map((r) => r.contact));
  },

  async insertContact(
    db: Executor,
    values: typeof recoveryContacts.$inferInsert,
  ): Promise<RecoveryContactRow> {
    const [row] = await db.insert(recoveryContacts).values(values).returning();
    if (!row) throw new Error('contact not inserted');
    return row;
  },
};
