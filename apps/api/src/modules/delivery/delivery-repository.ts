import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type CustomerEmailRow,
  customerEmails,
  type DocumentDeliveryRow,
  documentDeliveries,
  loanOrders,
} from '../../db/schema';

export type NewDelivery = Pick<
  DocumentDeliveryRow,
  'customerId' | 'orderId' | 'kind' | 'period' | 'trigger'
> & {
  staffId?: string | null;
  createdAt: Date;
};

export const deliveryRepository = {
  async email(db: Executor, customerId: string): Promise<CustomerEmailRow | undefined> {
    const [row] = await db.select().from(customerEmails).where(eq(customerEmails.customerId, customerId));
    return row;
  },

  async lockEmail(db: Executor, customerId: string): Promise<CustomerEmailRow | undefined> {
    const [row] = await db
      .select()
      .from(customerEmails)
      .where(eq(customerEmails.customerId, customerId))
      .for('update');
    return row;
  },

  async saveEmail(db: Executor, row: CustomerEmailRow): Promise<void> {
    const { customerId, ...rest } = row;
    await db
      .insert(customerEmails)
      .values(row)
      .onConflictDoUpdate({ target: customerEmails.customerId, set: rest });
  },

  async updateEmail(db: Executor, customerId: string, patch: Partial<CustomerEmailRow>): Promise<void> {
    await db.update(customerEmails).set(patch).where(eq(customerEmails.customerId, customerId));
  },

  /** The new delivery's row, or null when an automatic one of this order, kind and period exists. */
  async insert(db: Executor, row: NewDelivery): Promise<DocumentDeliveryRow | null> {
    const [inserted] = await db
      .insert(documentDeliveries)
      .values(row)
      .onConflictDoNothing({
        target: [documentDeliveries.orderId, documentDeliveries.kind, documentDeliveries.period],
        where: sql`${documentDeliveries.trigger} <> 'resend'`,
      })
      .returning();
    return inserted ?? null;
  },

  async findMany(db: Executor, ids: string[]): Promise<DocumentDeliveryRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(documentDeliveries).where(inArray(documentDeliveries.id, ids));
  },

  async find(db: Executor, id: string): Promise<DocumentDeliveryRow | undefined> {
    const [row] = await db.select().from(documentDeliveries).where(eq(documentDeliveries.id, id));
    return row;
  },

  async lock(db: Executor, id: string): Promise<DocumentDeliveryRow | undefined> {
    const [row] = await db
      .select()
      .from(documentDeliveries)
      .where(eq(documentDeliveries.id, id))
      .for('update');
    return row;
  },

  async update(db: Executor, id: string, patch: Partial<DocumentDeliveryRow>): Promise<void> {
    await db.update(documentDeliveries).set(patch).where(eq(documentDeliveries.id, id));
  },

  async ofCustomer(db: Executor, customerId: string, limit = 200): Promise<DocumentDeliveryRow[]> {
    return db
      .select()
      .from(documentDeliveries)
      .where(eq(documentDeliveries.customerId, customerId))
      .orderBy(desc(documentDeliveries.createdAt))
      .limit(limit);
  },

  async order(db: Executor, orderId: string) {
    const [row] = await db
      .select({
        orderNo: loanOrders.orderNo,
        customerId: loanOrders.customerId,
        signedAt: loanOrders.signedAt,
        disbursedAt: loanOrders.disbursedAt,
      })
      .from(loanOrders)
      .where(eq(loanOrders.id, orderId));
    return row;
  },

  /** The customer's signed orders, newest first: the ones with documents. */
  async signedOrders(db: Executor, customerId: string) {
    return db
      .select({ id: loanOrders.id, orderNo: loanOrders.orderNo, state: loanOrders.state })
      .from(loanOrders)
      .where(and(eq(loanOrders.customerId, customerId), isNotNull(loanOrders.signedAt)))
      .orderBy(desc(loanOrders.createdAt));
  },

  /** Paid-out, open loans with no monthly statement for `period` yet. */
  async dueMonthly(db: Executor, period: string, paidOutBefore: Date) {
    return db
      .select({ id: loanOrders.id, customerId: loanOrders.customerId })
      .from(loanOrders)
      .where(
        and(
          eq(loanOrders.state, 'disbursed'),
          sql`${loanOrders.disbursedAt} < ${paidOutBefore}`,
          sql`not exists (select 1 from ${documentDeliveries} d where d.order_id = ${loanOrders.id} and d.kind = 'statement' and d.period = ${period} and d.trigger = 'monthly')`,
        ),
      )
      .limit(500);
  },
};
