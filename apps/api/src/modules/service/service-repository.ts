import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  accountDeletionRequests,
  customers,
  feedback,
  feedbackReplies,
  grievances,
  loanOrders,
  staffUsers,
} from '../../db/schema';
import { OPEN_ORDER_STATES } from '../orders';

/** A page of the console's lists: the oldest open work fits, the rest is reached by filters. */
export const SERVICE_LIST_MAX = 200;

const borrowed = (customerId: typeof customers.id) =>
  sql<boolean>`exists (select 1 from ${loanOrders} where ${loanOrders.customerId} = ${customerId})`;
const openLoan = (customerId: typeof customers.id) =>
  sql<boolean>`exists (select 1 from ${loanOrders} where ${loanOrders.customerId} = ${customerId} and ${inArray(loanOrders.state, [...OPEN_ORDER_STATES])})`;

const resolver = alias(staffUsers, 'resolver');

/** The reads of the customer-service desk; its writes live with the services they belong to. */
export const serviceRepository = {
  /** Deletion requests in one state, oldest first (the queue order). */
  async listDeletions(db: Executor, state: 'requested' | 'processed') {
    return db
      .select({
        request: accountDeletionRequests,
        phone: customers.phone,
        borrower: borrowed(customers.id),
        openLoan: openLoan(customers.id),
      })
      .from(accountDeletionRequests)
      .innerJoin(customers, eq(customers.id, accountDeletionRequests.customerId))
      .where(eq(accountDeletionRequests.state, state))
      .orderBy(
        state === 'requested'
          ? asc(accountDeletionRequests.requestedAt)
          : desc(accountDeletionRequests.processedAt),
      )
      .limit(SERVICE_LIST_MAX);
  },

  async findDeletion(db: Executor, id: string) {
    const [row] = await db
      .select({
        request: accountDeletionRequests,
        phone: customers.phone,
        borrower: borrowed(customers.id),
        openLoan: openLoan(customers.id),
      })
      .from(accountDeletionRequests)
      .innerJoin(customers, eq(customers.id, accountDeletionRequests.customerId))
      .where(eq(accountDeletionRequests.id, id));
    return row;
  },

  /** Feedback of every customer, newest first, each with its replies (oldest first) and grievance. */
  async listFeedback(db: Executor, status: 'open' | 'answered' | 'all') {
    const rows = await db
      .select({ row: feedback, phone: customers.phone, grievanceId: grievances.id })
      .from(feedback)
      .innerJoin(customers, eq(customers.id, feedback.customerId))
      .leftJoin(grievances, eq(grievances.feedbackId, feedback.id))
      .where(status === 'all' ? undefined : eq(feedback.status, status))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(SERVICE_LIST_MAX);
    const replies =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(feedbackReplies)
            .where(
              inArray(
                feedbackReplies.feedbackId,
                rows.map(({ row }) => row.id),
              ),
            )
            .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id));
    return rows.map((r) => ({ ...r, replies: replies.filter((reply) => reply.feedbackId === r.row.id) }));
  },

  async findFeedback(db: Executor, id: string) {
    const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
    return row;
  },

  /** Grievances in a state; the caller sorts by the clock (received day is the order of days left). */
  async listGrievances(db: Executor, state: 'open' | 'resolved' | 'all', id?: string) {
    return db
      .select({
        row: grievances,
        phone: customers.phone,
        loggedBy: staffUsers.email,
        resolvedBy: resolver.email,
      })
      .from(grievances)
      .innerJoin(customers, eq(customers.id, grievances.customerId))
      .innerJoin(staffUsers, eq(staffUsers.id, grievances.loggedBy))
      .leftJoin(resolver, eq(resolver.id, grievances.resolvedBy))
      .where(
        and(
          state === 'all' ? undefined : eq(grievances.state, state),
          id === undefined ? undefined : eq(grievances.id, id),
        ),
      )
      .orderBy(asc(grievances.receivedOn), asc(grievances.createdAt))
      .limit(SERVICE_LIST_MAX);
  },
};
