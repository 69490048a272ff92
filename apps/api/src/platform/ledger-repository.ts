import { balancedJournal, type LedgerAccount, type LedgerLine } from '@app/domain';
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ledgerEntries, ledgerJournals } from '../db/schema';

export interface JournalPosting {
  kind: string;
  /** One journal per business event: posting the same event again does nothing. */
  eventKey: string;
  /** Null only for money that names no loan yet (suspense, decision 087) and the accrual's batch. */
  customerId: string | null;
  orderId: string | null;
  lines: readonly LedgerLine[];
  now: Date;
}

/** The accounts a borrower owes on: principal, interest and penal charges. */
const RECEIVABLES: LedgerAccount[] = ['principal_receivable', 'interest_receivable', 'penal_receivable'];

/**
 * What the order `orderId` (a column of the outer query) owes now, as a
 * subquery: an order read can bring it in the same statement.
 */
export function outstandingOf(orderId: SQLWrapper): SQL.Aliased<number> {
  return sql`(select coalesce(sum(${ledgerEntries.amountPaise}), 0) from ${ledgerEntries}
    where ${eq(ledgerEntries.orderId, orderId)} and ${inArray(ledgerEntries.account, RECEIVABLES)})`
    .mapWith(Number)
    .as('outstanding_paise');
}

/** An order's balance per account (as orderBalances reads it), as a JSON subquery on the outer query's `orderId`. */
export function balancesOf(orderId: SQLWrapper): SQL<Partial<Record<LedgerAccount, number>>> {
  return sql`(select coalesce(json_object_agg(per_account.account, per_account.total), '{}'::json)
    from (select ${ledgerEntries.account} as account, sum(${ledgerEntries.amountPaise}) as total from ${ledgerEntries}
      where ${eq(ledgerEntries.orderId, orderId)} group by ${ledgerEntries.account}) as per_account)`;
}

export const ledgerRepository = {
  /** Posts a balanced journal in the caller's transaction; false when the event was already posted. */
  async post(tx: Executor, posting: JournalPosting): Promise<boolean> {
    const lines = balancedJournal(posting.lines);
    const [journal] = await tx
      .insert(ledgerJournals)
      .values({
        kind: posting.kind,
        eventKey: posting.eventKey,
        customerId: posting.customerId,
        orderId: posting.orderId,
        createdAt: posting.now,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerJournals.id });
    if (!journal) return false;
    await tx.insert(ledgerEntries).values(
      lines.map((line) => ({
        journalId: journal.id,
        orderId: posting.orderId,
        account: line.account,
        amountPaise: line.amountPaise,
      })),
    );
    return true;
  },

  /** An order's balance per account, from its entries. */
  async orderBalances(db: Executor, orderId: string): Promise<Partial<Record<LedgerAccount, number>>> {
    const rows = await db
      .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountPaise})` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .groupBy(ledgerEntries.account);
    return Object.fromEntries(rows.map((r) => [r.account, Number(r.total)]));
  },

  /**
   * What each order's borrower owes now, from the ledger: the balances of the
   * receivable accounts (principal, interest, penal charges).
   */
  async outstandingByOrder(db: Executor, orderIds: readonly string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ orderId: ledgerEntries.orderId, total: sql<string>`sum(${ledgerEntries.amountPaise})` })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.orderId, [...orderIds]), inArray(ledgerEntries.account, RECEIVABLES)))
      .groupBy(ledgerEntries.orderId);
    return new Map(rows.map((r) => [r.orderId ?? '', Number(r.total)]));
  },

  /** Journals whose entries do not sum to zero: always none (tests assert it after each case). */
  async unbalancedJournalIds(db: Executor): Promise<string[]> {
    const rows = await db
      .select({ id: ledgerEntries.journalId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.journalId)
      .having(sql`sum(${ledgerEntries.amountPaise}) <> 0`);
    return rows.map((r) => r.id);
  },
};
