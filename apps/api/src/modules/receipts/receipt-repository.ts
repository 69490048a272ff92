import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  ledgerEntries,
  loanOrders,
  type ManualReceiptRow,
  manualReceipts,
  type ReceiptState,
  repayments,
  staffProposals,
} from '../../db/schema';

type NewReceipt = Omit<
  typeof manualReceipts.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'keptPaise' | 'refundPaise'
>;

/** Manual receipts (decision 087). */
export const receiptRepository = {
  /** Inserts a receipt; undefined when its reference was posted before (dedupe_key). */
  async insert(tx: Executor, values: NewReceipt, now: Date): Promise<ManualReceiptRow | undefined> {
    const [row] = await tx
      .insert(manualReceipts)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: manualReceipts.dedupeKey })
      .returning();
    return row;
  },

  async lock(tx: Executor, id: string): Promise<ManualReceiptRow | undefined> {
    const [row] = await tx.select().from(manualReceipts).where(eq(manualReceipts.id, id)).for('update');
    return row;
  },

  async find(db: Executor, id: string): Promise<ManualReceiptRow | undefined> {
    const [row] = await db.select().from(manualReceipts).where(eq(manualReceipts.id, id));
    return row;
  },

  async update(
    tx: Executor,
    id: string,
    from: readonly ReceiptState[],
    patch: Partial<Omit<ManualReceiptRow, 'id' | 'createdAt'>>,
  ): Promise<boolean> {
    const moved = await tx
      .update(manualReceipts)
      .set(patch)
      .where(and(eq(manualReceipts.id, id), inArray(manualReceipts.state, [...from])))
      .returning({ id: manualReceipts.id });
    return moved.length > 0;
  },

  /** Newest first, at most 200, with the loan's number. */
  async list(db: Executor, state?: ReceiptState) {
    return db
      .select({ receipt: manualReceipts, orderNo: loanOrders.orderNo })
      .from(manualReceipts)
      .leftJoin(loanOrders, eq(loanOrders.id, manualReceipts.orderId))
      .where(state ? eq(manualReceipts.state, state) : undefined)
      .orderBy(desc(manualReceipts.createdAt))
      .limit(200);
  },

  async orderByNo(db: Executor, orderNo: string) {
    const [row] = await db
      .select({ id: loanOrders.id, orderNo: loanOrders.orderNo })
      .from(loanOrders)
      .where(eq(loanOrders.orderNo, orderNo));
    return row;
  },

  async orderNoOf(db: Executor, orderId: string | null): Promise<string | null> {
    if (!orderId) return null;
    const [row] = await db
      .select({ orderNo: loanOrders.orderNo })
      .from(loanOrders)
      .where(eq(loanOrders.id, orderId));
    return row?.orderNo ?? null;
  },

  /** The open four-eyes proposals on a receipt (decision 088's staff_proposals), newest first. */
  async openProposals(db: Executor, receiptId: string) {
    return db
      .select()
      .from(staffProposals)
      .where(
        and(
          eq(staffProposals.subjectType, 'receipt'),
          eq(staffProposals.subjectId, receiptId),
          eq(staffProposals.state, 'proposed'),
        ),
      )
      .orderBy(desc(staffProposals.proposedAt));
  },

  /** A UTR some repayment (a borrower's UPI payment) already claimed. */
  async utrClaimed(db: Executor, utr: string): Promise<boolean> {
    const [row] = await db
      .select({ id: repayments.id })
      .from(repayments)
      .where(sql`upper(${repayments.utr}) = ${utr.toUpperCase()}`)
      .limit(1);
    return row !== undefined;
  },

  /** The suspense account's balance in the ledger, as the lender owes it (credit balance, positive). */
  async suspenseBalance(db: Executor): Promise<number> {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountPaise}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.account, 'suspense'));
    return -Number(row?.total ?? 0);
  },
};
