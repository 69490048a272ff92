import { and, asc, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applications,
  customers,
  feedback,
  feedbackReplies,
  ledgerEntries,
  ledgerJournals,
  loanAccounts,
  loanInstalments,
  loanOrders,
  messages,
  repayments,
} from '../../db/schema';

export interface Page {
  offset: number;
  limit: number;
}

/** What the search matched on: a whole phone, its last digits, an order number, or the words of a name. */
export type CustomerQuery =
  | { phone: string }
  | { phoneEnding: string }
  | { orderNo: string }
  | { nameWords: readonly string[] };

/**
 * Customers with an application whose name has every word as the start of
 * one of its words (name_key: ' ' + the name lower-cased, decision 091). The
 * words hold only letters, dots, hyphens and apostrophes: no LIKE wildcard.
 */
const byName = (db: Executor, words: readonly string[]) =>
  db
    .select({ id: applications.customerId })
    .from(applications)
    .where(
      and(...words.map((word) => sql`${applications.nameKey} like '% ' || lower(${word}::text) || '%'`)),
    );

const total = sql<string>`count(*) over ()`;

/**
 * A customer's record as customer service reads it. Read-only; lists are
 * paged by offset with the total (count(*) over ()) in the same query.
 */
export const customerRecordRepository = {
  async search(db: Executor, query: CustomerQuery, page: Page) {
    const latestApplication = db
      .selectDistinctOn([applications.customerId], {
        customerId: applications.customerId,
        state: applications.state,
        name: sql<string | null>`${applications.steps}->'identity'->>'name'`.as('name'),
      })
      .from(applications)
      .orderBy(applications.customerId, desc(applications.createdAt))
      .as('latest');
    const where =
      'phone' in query
        ? eq(customers.phone, query.phone)
        : 'phoneEnding' in query
          ? like(customers.phone, `%${query.phoneEnding}`)
          : 'nameWords' in query
            ? inArray(customers.id, byName(db, query.nameWords))
            : inArray(
                customers.id,
                db
                  .select({ id: loanOrders.customerId })
                  .from(loanOrders)
                  .where(sql`lower(${loanOrders.orderNo}) = lower(${query.orderNo})`),
              );
    return db
      .select({
        id: customers.id,
        phone: customers.phone,
        createdAt: customers.createdAt,
        lastLoginAt: customers.lastLoginAt,
        applicationState: latestApplication.state,
        name: latestApplication.name,
        total,
      })
      .from(customers)
      .leftJoin(latestApplication, eq(latestApplication.customerId, customers.id))
      .where(where)
      .orderBy(desc(customers.lastLoginAt), asc(customers.id))
      .offset(page.offset)
      .limit(page.limit);
  },

  async customer(db: Executor, id: string) {
    const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  },

  async applications(db: Executor, customerId: string) {
    return db
      .select()
      .from(applications)
      .where(eq(applications.customerId, customerId))
      .orderBy(desc(applications.createdAt));
  },

  async orders(db: Executor, customerId: string) {
    return db
      .select()
      .from(loanOrders)
      .where(eq(loanOrders.customerId, customerId))
      .orderBy(desc(loanOrders.createdAt));
  },

  /** Days past due and class of the customer's disbursed loans (decision 084). */
  async classifications(db: Executor, orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    return db
      .select({
        orderId: loanAccounts.orderId,
        dpd: loanAccounts.dpd,
        assetClass: loanAccounts.assetClass,
        npaSince: loanAccounts.npaSince,
        classifiedOn: loanAccounts.classifiedOn,
      })
      .from(loanAccounts)
      .where(inArray(loanAccounts.orderId, [...orderIds]));
  },

  /** The books of all the customer's loans at once. */
  async instalments(db: Executor, orderIds: readonly string[]) {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(loanInstalments)
      .where(inArray(loanInstalments.orderId, [...orderIds]))
      .orderBy(asc(loanInstalments.orderId), asc(loanInstalments.number));
  },

  /**
   * The customer's journals, newest first: their orders' own journals, and
   * the days' accrual batch journals their orders have lines in (decision 050).
   */
  async journals(db: Executor, customerId: string, page: Page) {
    const columns = (batch: boolean) => ({
      id: ledgerJournals.id,
      kind: ledgerJournals.kind,
      eventKey: ledgerJournals.eventKey,
      orderNo: loanOrders.orderNo,
      createdAt: ledgerJournals.createdAt,
      batch: sql<boolean>`${sql.raw(String(batch))}`.as('batch'),
    });
    const own = db
      .select(columns(false))
      .from(ledgerJournals)
      .leftJoin(loanOrders, eq(loanOrders.id, ledgerJournals.orderId))
      .where(eq(ledgerJournals.customerId, customerId));
    const batches = db
      .selectDistinct(columns(true))
      .from(loanOrders)
      .innerJoin(ledgerEntries, eq(ledgerEntries.orderId, loanOrders.id))
      .innerJoin(
        ledgerJournals,
        and(eq(ledgerJournals.id, ledgerEntries.journalId), isNull(ledgerJournals.orderId)),
      )
      .where(eq(loanOrders.customerId, customerId));
    const all = own.unionAll(batches).as('journals');
    return db
      .select({
        id: all.id,
        kind: all.kind,
        eventKey: all.eventKey,
        orderNo: all.orderNo,
        createdAt: all.createdAt,
        batch: all.batch,
        total,
      })
      .from(all)
      .orderBy(desc(all.createdAt), desc(all.id))
      .offset(page.offset)
      .limit(page.limit);
  },

  /**
   * The entries of `journals`: all of an order's journal; of a batch journal,
   * the customer's lines only, found through the customer's orders (a batch
   * journal has up to 100,000 lines: never read one whole for a screen).
   */
  async entries(db: Executor, customerId: string, journals: readonly { id: string; batch: boolean }[]) {
    const own = journals.filter((j) => !j.batch).map((j) => j.id);
    const batches = journals.filter((j) => j.batch).map((j) => j.id);
    const line = {
      journalId: ledgerEntries.journalId,
      account: ledgerEntries.account,
      amountPaise: ledgerEntries.amountPaise,
    };
    const [ofOwn, ofBatches] = await Promise.all([
      own.length > 0 ? db.select(line).from(ledgerEntries).where(inArray(ledgerEntries.journalId, own)) : [],
      batches.length > 0
        ? db
            .select(line)
            .from(loanOrders)
            .innerJoin(ledgerEntries, eq(ledgerEntries.orderId, loanOrders.id))
            .where(and(eq(loanOrders.customerId, customerId), inArray(ledgerEntries.journalId, batches)))
        : [],
    ]);
    // Grouped by journal, debits first, as the screen lists them.
    const byJournal = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return [...ofOwn, ...ofBatches].sort(
      (a, b) => byJournal(a.journalId, b.journalId) || b.amountPaise - a.amountPaise,
    );
  },

  /** Every entry of the customer's own journals summed: zero when they balance (a batch journal balances as a whole). */
  async ledgerBalance(db: Executor, customerId: string): Promise<number> {
    const [row] = await db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountPaise}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
      .where(eq(ledgerJournals.customerId, customerId));
    return Number(row?.sum ?? 0);
  },

  async repayments(db: Executor, customerId: string, page: Page) {
    return db
      .select({ repayment: repayments, orderNo: loanOrders.orderNo, total })
      .from(repayments)
      .innerJoin(loanOrders, eq(loanOrders.id, repayments.orderId))
      .where(eq(repayments.customerId, customerId))
      .orderBy(desc(repayments.createdAt), desc(repayments.id))
      .offset(page.offset)
      .limit(page.limit);
  },

  async messages(db: Executor, customerId: string, page: Page) {
    return db
      .select({ message: messages, total })
      .from(messages)
      .where(eq(messages.customerId, customerId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .offset(page.offset)
      .limit(page.limit);
  },

  async feedback(db: Executor, customerId: string, page: Page) {
    return db
      .select({ feedback, total })
      .from(feedback)
      .where(eq(feedback.customerId, customerId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .offset(page.offset)
      .limit(page.limit);
  },

  async replies(db: Executor, feedbackIds: readonly string[]) {
    if (feedbackIds.length === 0) return [];
    return db
      .select()
      .from(feedbackReplies)
      .where(inArray(feedbackReplies.feedbackId, [...feedbackIds]))
      .orderBy(asc(feedbackReplies.createdAt));
  },
};

export const pageTotal = (rows: readonly { total: string | number }[]) => Number(rows[0]?.total ?? 0);
