import type { QueuePage } from '@app/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applications,
  customers,
  ledgerEntries,
  ledgerJournals,
  loanInstalments,
  loanOrders,
  type MandateDebitState,
  type MandateState,
  mandateDebits,
  mandates,
  manualReceipts,
  payoutAttempts,
  repayments,
} from '../../db/schema';

const counted = sql<number>`count(*)`.mapWith(Number);

/**
 * Read-only queries behind the console's money section; every change goes through the services.
 * Each queue answers a page (`offset`, `limit`) in an order ending in a unique id, so pages neither
 * overlap nor skip, with the count of every row (issue 35).
 */
export const moneyRepository = {
  /**
   * Orders whose payout failed, or hangs in `disbursing` since before `stuckBefore`, each with its
   * latest attempt, the latest change first.
   */
  async payoutProblems(db: Executor, stuckBefore: Date, page: QueuePage) {
    const where = and(
      inArray(loanOrders.state, ['disburse_failed', 'disbursing']),
      sql`${payoutAttempts.attempt} = (select max(p.attempt) from payout_attempts p where p.order_id = ${loanOrders.id})`,
      or(eq(loanOrders.state, 'disburse_failed'), lt(payoutAttempts.requestedAt, stuckBefore)),
    );
    const rows = await db
      .select({
        order: loanOrders,
        attempt: payoutAttempts,
        phone: customers.phone,
        customerName: sql<string | null>`${applications.steps}->'identity'->>'name'`,
      })
      .from(loanOrders)
      .innerJoin(payoutAttempts, eq(payoutAttempts.orderId, loanOrders.id))
      .innerJoin(customers, eq(customers.id, loanOrders.customerId))
      .leftJoin(applications, eq(applications.id, loanOrders.applicationId))
      .where(where)
      .orderBy(desc(loanOrders.updatedAt), desc(loanOrders.id))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db
      .select({ n: counted })
      .from(loanOrders)
      .innerJoin(payoutAttempts, eq(payoutAttempts.orderId, loanOrders.id))
      .where(where);
    return { rows, total: count?.n ?? 0 };
  },

  /** UPI repayments with a UTR the collection side could not decide, the longest waiting first. */
  async utrQueue(db: Executor, page: QueuePage) {
    const where = and(
      eq(repayments.state, 'processing'),
      eq(repayments.method, 'upi'),
      isNotNull(repayments.utr),
    );
    const rows = await db
      .select({ repayment: repayments, orderNo: loanOrders.orderNo, phone: customers.phone })
      .from(repayments)
      .innerJoin(loanOrders, eq(loanOrders.id, repayments.orderId))
      .innerJoin(customers, eq(customers.id, repayments.customerId))
      .where(where)
      .orderBy(asc(repayments.updatedAt), asc(repayments.id))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db.select({ n: counted }).from(repayments).where(where);
    return { rows, total: count?.n ?? 0 };
  },

  async findRepayment(db: Executor, id: string) {
    const [row] = await db.select().from(repayments).where(eq(repayments.id, id)).limit(1);
    return row;
  },

  /** Orders left in the cooling-off window, with the repayment that closed them, the latest first. */
  async coolingOff(db: Executor, page: QueuePage) {
    const where = and(
      eq(repayments.kind, 'cooling_off'),
      or(eq(repayments.state, 'succeeded'), eq(loanOrders.state, 'canceled_cooling_off')),
    );
    const rows = await db
      .select({ order: loanOrders, repayment: repayments, phone: customers.phone })
      .from(repayments)
      .innerJoin(loanOrders, eq(loanOrders.id, repayments.orderId))
      .innerJoin(customers, eq(customers.id, loanOrders.customerId))
      .where(where)
      .orderBy(desc(repayments.updatedAt), desc(repayments.id))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db
      .select({ n: counted })
      .from(repayments)
      .innerJoin(loanOrders, eq(loanOrders.id, repayments.orderId))
      .where(where);
    return { rows, total: count?.n ?? 0 };
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

  /** Auto-debit mandates, newest first, in one state or all (issue 32). */
  async mandates(db: Executor, state: MandateState | undefined, page: QueuePage) {
    const where = state ? eq(mandates.state, state) : undefined;
    const rows = await db
      .select({ mandate: mandates, orderNo: loanOrders.orderNo, phone: customers.phone })
      .from(mandates)
      .innerJoin(loanOrders, eq(loanOrders.id, mandates.orderId))
      .innerJoin(customers, eq(customers.id, mandates.customerId))
      .where(where)
      .orderBy(desc(mandates.createdAt), desc(mandates.id))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db.select({ n: counted }).from(mandates).where(where);
    return { rows, total: count?.n ?? 0 };
  },

  /** The debits of these mandates still waiting: notified or requested. */
  async openDebits(db: Executor, mandateIds: readonly string[]) {
    if (mandateIds.length === 0) return [];
    return db
      .select()
      .from(mandateDebits)
      .where(
        and(
          inArray(mandateDebits.mandateId, [...mandateIds]),
          inArray(mandateDebits.state, ['notified', 'requested']),
        ),
      )
      .orderBy(asc(mandateDebits.dueDay), desc(mandateDebits.attempt));
  },

  /** The unpaid instalments of these orders, earliest first. */
  async unpaidInstalments(db: Executor, orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(loanInstalments)
      .where(and(inArray(loanInstalments.orderId, [...orderIds]), isNull(loanInstalments.paidDay)))
      .orderBy(asc(loanInstalments.dueDay));
  },

  /** Mandate debits, the latest due day first, in one state or all (issue 32). */
  async mandateDebits(db: Executor, state: MandateDebitState | undefined, page: QueuePage) {
    const where = state ? eq(mandateDebits.state, state) : undefined;
    const rows = await db
      .select({
        debit: mandateDebits,
        rail: mandates.rail,
        orderNo: loanOrders.orderNo,
        phone: customers.phone,
      })
      .from(mandateDebits)
      .innerJoin(mandates, eq(mandates.id, mandateDebits.mandateId))
      .innerJoin(loanOrders, eq(loanOrders.id, mandateDebits.orderId))
      .innerJoin(customers, eq(customers.id, mandateDebits.customerId))
      .where(where)
      .orderBy(
        desc(mandateDebits.dueDay),
        desc(mandateDebits.attempt),
        desc(mandateDebits.createdAt),
        desc(mandateDebits.id),
      )
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db.select({ n: counted }).from(mandateDebits).where(where);
    return { rows, total: count?.n ?? 0 };
  },

  /** Auto-debits the mandate gateway settled as taken in [from, to), with what their repayment kept. */
  async mandateDebitsSettled(db: Executor, from: Date, to: Date) {
    return db
      .select({ debit: mandateDebits, orderNo: loanOrders.orderNo, keptPaise: repayments.amountPaise })
      .from(mandateDebits)
      .innerJoin(loanOrders, eq(loanOrders.id, mandateDebits.orderId))
      .leftJoin(repayments, eq(repayments.id, mandateDebits.repaymentId))
      .where(
        and(
          eq(mandateDebits.state, 'succeeded'),
          gte(mandateDebits.settledAt, from),
          lt(mandateDebits.settledAt, to),
        ),
      );
  },

  /** Mandate debits refunded in part or whole, whose refund went out in [from, to) (its `updated_at`). */
  async mandateRefunds(db: Executor, from: Date, to: Date) {
    const refunded: SQL | undefined = and(
      sql`${mandateDebits.refundPaise} > 0`,
      isNotNull(mandateDebits.refundRef),
      gte(mandateDebits.updatedAt, from),
      lt(mandateDebits.updatedAt, to),
    );
    return db
      .select({ debit: mandateDebits, orderNo: loanOrders.orderNo })
      .from(mandateDebits)
      .innerJoin(loanOrders, eq(loanOrders.id, mandateDebits.orderId))
      .where(refunded);
  },

  /**
   * The ledger's side of one clearing account for journals posted in [from, to):
   * per journal, its event key, order and the account's signed sum.
   */
  /** Manual receipts by id (decision 087): the record side of the day's suspense and refund journals. */
  async receiptsByIds(db: Executor, ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({ receipt: manualReceipts, orderNo: loanOrders.orderNo })
      .from(manualReceipts)
      .leftJoin(loanOrders, eq(loanOrders.id, manualReceipts.orderId))
      .where(inArray(manualReceipts.id, [...ids]));
  },

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
