import { istDayKey, type LedgerAccount } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ledgerEntries, ledgerJournals, repayments } from '../../db/schema';
import type { LoanJournal } from './statement-lines';

/** The ledger as the statement reads it (decision 081). */
export const statementRepository = {
  /**
   * Every journal with a line of the loan, oldest first, with the loan's lines
   * only (a day's accrual batch journal carries every loan's: decision 050),
   * and for a repayment how the money came in.
   */
  async journals(db: Executor, orderId: string): Promise<LoanJournal[]> {
    const [rows, paid] = await Promise.all([
      db
        .select({
          id: ledgerJournals.id,
          kind: ledgerJournals.kind,
          eventKey: ledgerJournals.eventKey,
          createdAt: ledgerJournals.createdAt,
          account: ledgerEntries.account,
          amountPaise: ledgerEntries.amountPaise,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
        .where(eq(ledgerEntries.orderId, orderId))
        .orderBy(asc(ledgerJournals.createdAt), asc(ledgerJournals.id)),
      db
        .select({ id: repayments.id, method: repayments.method })
        .from(repayments)
        .where(eq(repayments.orderId, orderId)),
    ]);
    const methods = new Map(paid.map((r) => [r.id, r.method]));
    const journals = new Map<
      string,
      LoanJournal & { lines: { account: LedgerAccount; amountPaise: number }[] }
    >();
    for (const row of rows) {
      let journal = journals.get(row.id);
      if (!journal) {
        // A repayment's journals are keyed `<part>:<repayment id>` (settle-repayment.ts).
        const repaymentId = row.eventKey.slice(row.eventKey.lastIndexOf(':') + 1);
        journal = {
          id: row.id,
          kind: row.kind,
          eventKey: row.eventKey,
          day: istDayKey(row.createdAt),
          method: methods.get(repaymentId) ?? null,
          lines: [],
        };
        journals.set(row.id, journal);
      }
      journal.lines.push({ account: row.account, amountPaise: row.amountPaise });
    }
    return [...journals.values()];
  },
};
