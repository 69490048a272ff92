import type { QueuePage } from '@app/contract';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
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

  /** A page of receipts, newest first (the id breaking ties), with the loan's number; and how many in all. */
  async list(db: Executor, state: ReceiptState | undefined, page: QueuePage) {
    const where = state ? eq(manualReceipts.state, state) : undefined;
    const rows = await db
      .select({ receipt: manualReceipts, orderNo: loanOrders.orderNo })
      .from(manualReceipts)
      .leftJoin(loanOrders, eq(loanOrders.id, manualReceipts.orderId))
      .where(where)
      .orderBy(desc(manualReceipts.createdAt), desc(manualReceipts.id))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(manualReceipts)
      .where(where);
    return { rows, total: count?.n ?? 0 };
  },

  /**
   * What suspense holds, a page at a time: receipts in suspense (newest first), then suspense
   * refunds approved but not yet paid out; with how many and their sum over every page.
   */
  async held(db: Executor, page: QueuePage) {
    const where = or(
      eq(manualReceipts.state, 'suspense'),
      and(
        eq(manualReceipts.state, 'refunded'),
        isNull(manualReceipts.orderId),
        sql`coalesce(${manualReceipts.refundRef}, '') = ''`,
      ),
    );
    const rows = await db
      .select({ receipt: manualReceipts, orderNo: loanOrders.orderNo })
      .from(manualReceipts)
      .leftJoin(loanOrders, eq(loanOrders.id, manualReceipts.orderId))
      .where(where)
      .orderBy(
        asc(sql`case when ${manualReceipts.state} = 'suspense' then 0 else 1 end`),
        desc(manualReceipts.createdAt),
        desc(manualReceipts.id),
      )
      .limit(page.limit)
      .offset(page.offset);
    const [sum] = await db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        paise: sql<number>`coalesce(sum(${manualReceipts.amountPaise}), 0)`.mapWith(Number),
      })
      .from(manualReceipts)
      .where(where);
    return { rows, total: sum?.n ?? 0, heldPaise: sum?.paise ?? 0 };
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

  /** The open proposals on any of these receipts, newest first. */
  async openProposalsOf(db: Executor, receiptIds: readonly string[]) {
    if (receiptIds.length === 0) return [];
    return db
      .select()
      .from(staffProposals)
      .where(
        and(
          eq(staffProposals.subjectType, 'receipt'),
          inArray(staffProposals.subjectId, [...receiptIds]),
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
