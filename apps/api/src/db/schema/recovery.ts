import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { customers } from './customers';
import { loanOrders } from './loans';
import { staffUsers } from './staff';

/**
 * Recovery agencies and their agents (issue 34 L3, decision 086). Never
 * deleted: a deactivated one leaves the public list and can take no new loan,
 * and the notices and contacts that name it stay true.
 */
export const recoveryAgencies = pgTable('recovery_agencies', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  /** Its registration (CIN/LLPIN). */
  registrationNo: text('registration_no').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: tstz('created_at').notNull(),
  updatedAt: tstz('updated_at').notNull(),
});

export const recoveryAgents = pgTable(
  'recovery_agents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => recoveryAgencies.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The DRA certificate or ID card number the agent carries. */
    idNumber: text('id_number').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [index('recovery_agents_agency_idx').on(t.agencyId)],
);

/**
 * An agency (and, when named, one of its agents) put on an overdue loan. The
 * borrower's notice is written in the same transaction, so notice_sent_at is
 * the assignment's own time; at most one open assignment a loan.
 */
export const recoveryAssignments = pgTable(
  'recovery_assignments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => loanOrders.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => recoveryAgencies.id, { onDelete: 'restrict' }),
    agentId: uuid('agent_id').references(() => recoveryAgents.id, { onDelete: 'restrict' }),
    /** What the notice told the borrower, as sent. */
    agencyName: text('agency_name').notNull(),
    agentName: text('agent_name'),
    contactPhone: text('contact_phone').notNull(),
    assignedBy: uuid('assigned_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    assignedAt: tstz('assigned_at').notNull(),
    noticeSentAt: tstz('notice_sent_at').notNull(),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    index('recovery_assignments_order_idx').on(t.orderId, t.assignedAt),
    uniqueIndex('recovery_assignments_open_idx').on(t.orderId).where(sql`${t.endedAt} is null`),
  ],
);

/** A contact an agent made with the borrower, recorded only after the notice that named the agent. */
export const recoveryContacts = pgTable(
  'recovery_contacts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => recoveryAssignments.id, { onDelete: 'restrict' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => recoveryAgents.id, { onDelete: 'restrict' }),
    at: tstz('at').notNull(),
    channel: text('channel').$type<'call' | 'sms' | 'visit' | 'email'>().notNull(),
    note: text('note').notNull(),
    recordedBy: uuid('recorded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    recordedAt: tstz('recorded_at').notNull(),
  },
  (t) => [index('recovery_contacts_assignment_idx').on(t.assignmentId, t.at)],
);

export type RecoveryAgencyRow = typeof recoveryAgencies.$inferSelect;
export type RecoveryAgentRow = typeof recoveryAgents.$inferSelect;
export type RecoveryAssignmentRow = typeof recoveryAssignments.$inferSelect;
export type RecoveryContactRow = typeof recoveryContacts.$inferSelect;
