import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  customers,
  ledgerEntries,
  ledgerJournals,
  loanOrders,
  payoutAttempts,
  repayments,
} from '../../db/schema';

/** Read-only queries behind the console's money section; every change goes through the services. */
export const moneyRepository = {
  /** Orders whose payout failed or hangs in `disbursing`, each with its latest attempt. */
  async payoutProblems(db: Executor) {
    return db
      .select({ order: loanOrders, attempt: payoutAttempts, phone: customers.phone })
      .from(loanOrders)
      .innerJoin(payoutAttempts, eq(payoutAttempts.orderId, loanOrders.id))
      .innerJoin(customers, eq(customers.id, loanOrders.customerId))
      .where(
        and(
          inArray(loanOrders.state, ['disburse_failed', 'disbursing']),
          sql`${payoutAttempts.attempt} = (select max(p.attempt) from payout_attempts p where p.order_id = ${loanOrders.id})`,
        ),
      )
      .orderBy(desc(loanOrders.updatedAt))
      .limit(200);
  },

  /** UPI repayments with a UTR the collection side could not decide. */
  async utrQueue(db: Executor) {
    return db
      .select({ repayment: repayments, orderNo: loanOrders.orderNo, phone: customers.phone })
      .from(repayments)
      .innerJoin(loanOrders, eq(loanOrders.id, repayments.orderId))
      .innerJoin(customers, eq(customers.id, repayments.customerId))
      .where(and(eq(repayments.state, 'processing'), eq(repayments.method, 'upi'), isNotNull(repayments.utr)))
      .orderBy(repayments.updatedAt)
      .limit(200);
  },

  async findRepayment(db: Executor, id: string) {
    const [row] = await db.select().from(repayments).where(eq(repayments.id, id)).limit(1);
    return row;
  },

  /** Orders left in the cooling-off window, with the repayment that closed them. */
  async coolingOff(db: Executor) {
    return db
      .select({ order: loanOrders, repayment: repayments, phone: customers.phone })
      .from(repayments)
      .innerJoin(loanOrders, eq(loanOrders.id, repayments.orderId))
      .innerJoin(customers, eq(customers.id, loanOrders.customerId))
      .where(
        and(
          eq(repayments.kind, 'cooling_off'),
          or(eq(repayments.state, 'succeeded'), eq(loanOrders.state, 'canceled_cooling_off')),
        ),
      )
      .orderBy(desc(repayments.updatedAt))
      .limit(200);
  },

  /** Payouts the gateway settled as paid in [from, to). */
  async payoutsSettled(db: Executor, from: Date, to: Date) {
    return db
      .select({ attempt: payoutAttempts, orderNo: loanOrders.orderNo })
      .from(payoutAttempts)
      .innerJoin(loanOrders, eq(loanOrders.id, payoutAttempts.orderId))
      .where(
        and(
          eq(payoutAttempts.state, 'succeeded'),
          gte(payoutAttempts.settledAt, from),
          lt(payoutAttempts.settledAt, to),
        ),
      );
  },

  /** Repayments collected in [from, to). */
  async collectionsSettled(db: Executor, from: Date, to: Date) {
    return db
      .select({ repayment: repayments, orderNo: loanOrders.orderNo })
      .from(repayments)
      .innerJoin(loanOrders, eq(loanOrders.id, repayments.orderId))
      .where(
        and(eq(repayments.state, 'succeeded'), gte(repayments.settledAt, from), lt(repayments.settledAt, to)),
      );
  },

  /**
   * The ledger's side of one clearing account for journals posted in [from, to):
   * per journal, its event key, order and the account's signed sum.
   */
  async clearing(
    db: Executor,
    account: 'disbursement_clearing' | 'collections_clearing',
    from: Date,
    to: Date,
  ) {
    const rows = await db
      .select({
        eventKey: ledgerJournals.eventKey,
        orderId: ledgerJournals.orderId,
        orderNo: loanOrders.orderNo,
        total: sql<string>`sum(${ledgerEntries.amountPaise})`,
      })
      .from(ledgerJournals)
      .innerJoin(ledgerEntries, eq(ledgerEntries.journalId, ledgerJournals.id))
      .leftJoin(loanOrders, eq(loanOrders.id, ledgerJournals.orderId))
      .where(
        and(
          eq(ledgerEntries.account, account),
          gte(ledgerJournals.createdAt, from),
          lt(ledgerJournals.createdAt, to),
        ),
      )
      .groupBy(ledgerJournals.eventKey, ledgerJournals.orderId, loanOrders.orderNo);
    return rows.map((r) => ({ ...r, total: Number(r.total) }));
  },
};
