import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type AccountDeletionRequestRow,
  accountDeletionRequests,
  applications,
  coupons,
  customerEmails,
  customers,
  documentDeliveries,
  feedback,
  loanOrders,
  messages,
  photos,
  sessions,
} from '../../db/schema';

/** The queries of processing an account deletion (account-erasure.ts says what is kept and why). */
export const accountErasureRepository = {
  /** The request, locked until the transaction ends, so that two agents process it once. */
  async lockRequest(db: Executor, requestId: string): Promise<AccountDeletionRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(accountDeletionRequests)
      .where(eq(accountDeletionRequests.id, requestId))
      .for('update');
    return row;
  },

  async markProcessed(db: Executor, requestId: string, now: Date): Promise<AccountDeletionRequestRow> {
    const [row] = await db
      .update(accountDeletionRequests)
      .set({ state: 'processed', processedAt: now })
      .where(eq(accountDeletionRequests.id, requestId))
      .returning();
    if (!row) throw new Error(`deletion request ${requestId} vanished inside its transaction`);
    return row;
  },

  async hasEverBorrowed(db: Executor, customerId: string): Promise<boolean> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(loanOrders)
      .where(eq(loanOrders.customerId, customerId));
    return (row?.n ?? 0) > 0;
  },

  async revokeSessions(db: Executor, customerId: string, now: Date): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
  },

  async deleteMessages(db: Executor, customerId: string): Promise<void> {
    await db.delete(messages).where(eq(messages.customerId, customerId));
  },

  /** Unused coupons end: a closed account has nothing to spend them on. Used ones stay with their orders. */
  async voidUnusedCoupons(db: Executor, customerId: string, now: Date): Promise<void> {
    await db
      .update(coupons)
      .set({ voidedAt: now })
      .where(and(eq(coupons.customerId, customerId), isNull(coupons.usedAt), isNull(coupons.voidedAt)));
  },

  /**
   * The e-mail address and its code go; the record of each document sent stays with the loan
   * records (decision 082), without the address it went to (`erased` keeps "it was e-mailed")
   * or a pending phone code for its link.
   */
  async eraseEmailAndDeliveries(db: Executor, customerId: string): Promise<void> {
    await db.delete(customerEmails).where(eq(customerEmails.customerId, customerId));
    await db
      .update(documentDeliveries)
      .set({
        emailedTo: sql`case when ${documentDeliveries.emailedTo} is null then null else 'erased' end`,
        linkCodeHash: null,
        linkCodeExpiresAt: null,
        linkCodeAttempts: 0,
      })
      .where(eq(documentDeliveries.customerId, customerId));
  },

  /** The password, and for someone who never borrowed the phone too (a tombstone keeps the row's keys). */
  async eraseCustomer(db: Executor, customerId: string, opts: { erasePhone: boolean }): Promise<void> {
    await db
      .update(customers)
      .set({
        passwordHash: null,
        promotionChannel: null,
        ...(opts.erasePhone ? { phone: `erased:${customerId}` } : {}),
      })
      .where(eq(customers.id, customerId));
  },

  /**
   * Keeps the KYC record and drops what no law asks for: the references'
   * names and phones, unfinished drafts and the form telemetry.
   */
  async eraseApplicationExtras(db: Executor, customerId: string): Promise<void> {
    await db
      .update(applications)
      .set({
        steps: sql`${applications.steps} - 'contacts'`,
        draftsEnc: null,
        telemetry: {},
      })
      .where(eq(applications.customerId, customerId));
  },

  /** Deletes every application (and, by cascade, photo row); returns the stored photo files to remove. */
  async deleteApplications(db: Executor, customerId: string): Promise<string[]> {
    const files = await db
      .select({ key: photos.storageKey })
      .from(photos)
      .where(and(eq(photos.customerId, customerId), isNotNull(photos.storageKey)));
    await db.delete(applications).where(eq(applications.customerId, customerId));
    return files.flatMap((file) => (file.key ? [file.key] : []));
  },

  /** Deletes the customer's feedback (replies by cascade); returns the screenshot files to remove. */
  async deleteFeedback(db: Executor, customerId: string): Promise<string[]> {
    const rows = await db
      .delete(feedback)
      .where(eq(feedback.customerId, customerId))
      .returning({ key: feedback.screenshotKey });
    return rows.flatMap((row) => (row.key ? [row.key] : []));
  },
};
