import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { loanOrders, repayments } from './loans';
import { staffUsers } from './staff';

/** Manual receipts and the suspense account (issue 34 point 4, decision 087). */

export type ReceiptMethod = 'bank_transfer' | 'cash' | 'cheque';

export type BankRail = 'neft' | 'imps' | 'rtgs';

/**
 * awaiting_clearance: a cheque not yet cleared (nothing credited); bounced: it
 * never cleared (nothing to reverse); suspense: money matching no loan, held;
 * applied: settled against a loan through the repayment module; refunded: a
 * suspense receipt paid back to its payer.
 */
export type ReceiptState = 'awaiting_clearance' | 'bounced' | 'suspense' | 'applied' | 'refunded';

/**
 * Money finance posts by hand: a bank transfer (its UTR), cash (the receipt
 * number) or a cheque (number, bank, date). `dedupeKey` makes a reference
 * postable once. A receipt for a loan settles as a repayments row (method =
 * the receipt's); one that names no loan waits in suspense.
 */
export const manualReceipts = pgTable(
  'manual_receipts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    method: text('method').$type<ReceiptMethod>().notNull(),
    rail: text('rail').$type<BankRail>(),
    /** The UTR, the cash receipt number or the cheque number, as given. */
    reference: text('reference').notNull(),
    /** method:REFERENCE (a cheque: its bank too), upper case: one receipt per reference. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    chequeBank: text('cheque_bank'),
    chequeDay: text('cheque_day'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The India day the money was received (value day). */
    receivedDay: text('received_day').notNull(),
    /** What the payer quoted (a loan's order number, or anything), as given. */
    payerReference: text('payer_reference'),
    /** The loan it was matched or allocated to; null while in suspense. */
    orderId: uuid('order_id').references(() => loanOrders.id, { onDelete: 'restrict' }),
    state: text('state').$type<ReceiptState>().notNull(),
    repaymentId: uuid('repayment_id').references(() => repayments.id, { onDelete: 'restrict' }),
    /** What settled the loan; the rest (refundPaise) goes back through the payout gateway. */
    keptPaise: bigint('kept_paise', { mode: 'number' }).notNull().default(0),
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull().default(0),
    /** Where a suspense refund goes (the payer's account, encrypted); an excess goes to the loan's payout account. */
    refundAccountEnc: text('refund_account_enc'),
    refundIfsc: text('refund_ifsc'),
    refundName: text('refund_name'),
    /** The payout's UTR once the refund was paid; a refusal's reason otherwise. */
    refundRef: text('refund_ref'),
    refundFailure: text('refund_failure'),
    note: text('note'),
    postedBy: uuid('posted_by')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
    settledAt: tstz('settled_at'),
  },
  (t) => [
    index('manual_receipts_state_idx').on(t.state, t.createdAt),
    index('manual_receipts_order_idx').on(t.orderId),
  ],
);

export type ManualReceiptRow = typeof manualReceipts.$inferSelect;
