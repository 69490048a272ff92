import type { StaffRole } from '@app/domain';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { loanOrders } from './loans';
import { staffUsers } from './staff';

/** Maker-checker proposals (issue 34 point 5, decision 088) and what the loan actions leave on a loan. */

export type ProposalState = 'proposed' | 'approved' | 'rejected' | 'executed';

/**
 * A staff action that needs a second person (four eyes): one member of staff
 * proposes it, another with a different role approves or rejects it. Approval
 * runs the kind's handler in the same transaction, so an approved proposal
 * has been executed ('executed') or the approval failed and nothing changed.
 * `kind` names the handler ('waiver', 'write_off', 'settlement', 'restructure',
 * 'bulk_coupons', or another module's registered kind); `payload` is its input.
 */
export const staffProposals = pgTable(
  'staff_proposals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    /** What the proposal is about: 'order', 'customer', 'suspense', ...; and its id (null for a bulk action). */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** The loan, when the action is on one (the loan page lists its proposals). */
    orderId: uuid('order_id').references(() => loanOrders.id, { onDelete: 'restrict' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<ProposalState>().notNull().default('proposed'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'restrict' }),
    proposedRole: text('proposed_role').$type<StaffRole>().notNull(),
    reason: text('reason').notNull(),
    proposedAt: tstz('proposed_at').notNull(),
    decidedBy: uuid('decided_by').references(() => staffUsers.id, { onDelete: 'restrict' }),
    decidedRole: text('decided_role').$type<StaffRole>(),
    decisionReason: text('decision_reason'),
    decidedAt: tstz('decided_at'),
    /** What the handler did (journal keys, new figures), for the audit and the page. */
    result: jsonb('result').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('staff_proposals_open_idx').on(t.proposedAt).where(sql`${t.state} = 'proposed'`),
    index('staff_proposals_order_idx').on(t.orderId),
  ],
);

export type StaffProposalRow = typeof staffProposals.$inferSelect;

/**
 * What the loan actions leave on a loan for the books and the bureau report
 * (decision 088): one row per order that had any. `reportingStatus` is
 * 'settled' once a one-time settlement is agreed (the bureau's "settled", not
 * "closed"), 'written_off' after a write-off; `restructuredOn` stays set for
 * the loan's life (the bureau's restructured flag).
 */
export const loanActionFlags = pgTable('loan_action_flags', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => loanOrders.id, { onDelete: 'restrict' }),
  reportingStatus: text('reporting_status').$type<'settled' | 'written_off'>(),
  /** The one-time settlement's agreed amount (what the borrower pays to close the loan). */
  settlementAgreedPaise: bigint('settlement_agreed_paise', { mode: 'number' }),
  settledAgreedOn: text('settled_agreed_on'),
  writtenOffOn: text('written_off_on'),
  /** Principal, interest and penal charges moved to the written-off accounts (recoveries come back against them). */
  writtenOffPaise: bigint('written_off_paise', { mode: 'number' }),
  recoveredPaise: bigint('recovered_paise', { mode: 'number' }).notNull().default(0),
  restructuredOn: text('restructured_on'),
  updatedAt: tstz('updated_at').notNull(),
});

export type LoanActionFlagsRow = typeof loanActionFlags.$inferSelect;
