import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type LoanCertificateRow, type LoanOrderRow, loanCertificates } from '../../db/schema';

/** A no-dues certificate just issued: what a listener (issue 33, delivery) needs to send it. */
export interface NocIssued {
  orderId: string;
  customerId: string;
  orderNo: string;
  number: string;
  issuedAt: Date;
  /** 'exited': closed within the cooling-off period. */
  outcome: 'settled' | 'exited';
}

/** The certificates a loan earns (decision 081): the NOC, one per order, ever. */
export const certificateRepository = {
  /**
   * Writes the order's NOC in the caller's transaction (the one that settles the loan); null
   * when it exists already, so a second settlement path never issues (or announces) a second one.
   */
  async issueNoc(
    tx: Executor,
    order: LoanOrderRow,
    outcome: NocIssued['outcome'],
    now: Date,
  ): Promise<NocIssued | null> {
    const [row] = await tx
      .insert(loanCertificates)
      .values({ orderId: order.id, kind: 'noc', number: `NOC-${order.orderNo}`, issuedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const { orderId, number, issuedAt } = row;
    return { orderId, customerId: order.customerId, orderNo: order.orderNo, number, issuedAt, outcome };
  },

  async findNoc(db: Executor, orderId: string): Promise<LoanCertificateRow | null> {
    const [row] = await db
      .select()
      .from(loanCertificates)
      .where(and(eq(loanCertificates.orderId, orderId), eq(loanCertificates.kind, 'noc')));
    return row ?? null;
  },
};
