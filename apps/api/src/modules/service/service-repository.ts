import type { QueuePage } from '@app/contract';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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

const counted = sql<number>`count(*)`.mapWith(Number);

const borrowed = (customerId: typeof customers.id) =>
  sql<boolean>`exists (select 1 from ${loanOrders} where ${loanOrders.customerId} = ${customerId})`;
const openLoan = (customerId: typeof customers.id) =>
  sql<boolean>`exists (select 1 from ${loanOrders} where ${loanOrders.customerId} = ${customerId} and ${inArray(loanOrders.state, [...OPEN_ORDER_STATES])})`;

const resolver = alias(staffUsers, 'resolver');

/**
 * The reads of the customer-service desk; its writes live with the services they belong to.
 * Each list answers a page (`offset`, `limit`) in an order ending in the id, so pages neither
 * overlap nor skip, with the count of every row (issue 35).
 */
export const serviceRepository = {
  /** Deletion requests in one state: waiting ones oldest first (the queue order), processed ones latest first. */
  async listDeletions(db: Executor, state: 'requested' | 'processed', page: QueuePage) {
    const where = eq(accountDeletionRequests.state, state);
    const rows = await db
      .select({
        request: accountDeletionRequests,
        phone: customers.phone,
        borrower: borrowed(customers.id),
        openLoan: openLoan(customers.id),
      })
      .from(accountDeletionRequests)
      .innerJoin(customers, eq(customers.id, accountDeletionRequests.customerId))
      .where(where)
      .orderBy(
        ...(state === 'requested'
          ? [asc(accountDeletionRequests.requestedAt), asc(accountDeletionRequests.id)]
          : [desc(accountDeletionRequests.processedAt), desc(accountDeletionRequests.id)]),
      )
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db.select({ n: counted }).from(accountDeletionRequests).where(where);
    return { rows, total: count?.n ?? 0 };
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
  async listFeedback(db: Executor, status: 'open' | 'answered' | 'all', page: QueuePage) {
    const where = status === 'all' ? undefined : eq(feedback.status, status);
    const rows = await db
      .select({ row: feedback, phone: customers.phone, grievanceId: grievances.id })
      .from(feedback)
      .innerJoin(customers, eq(customers.id, feedback.customerId))
      .leftJoin(grievances, eq(grievances.feedbackId, feedback.id))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db.select({ n: counted }).from(feedback).where(where);
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
    return {
      rows: rows.map((r) => ({ ...r, replies: replies.filter((reply) => reply.feedbackId === r.row.id) })),
      total: count?.n ?? 0,
    };
  },

  async findFeedback(db: Executor, id: string) {
    const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
    return row;
  },

  /**
   * Grievances in a state: the open ones first, least days left first (the received day is the
   * order of days left), then the resolved ones, latest resolution first.
   */
  async listGrievances(db: Executor, state: 'open' | 'resolved' | 'all', page: QueuePage) {
    const where = state === 'all' ? undefined : eq(grievances.state, state);
    const rows = await grievanceRows(db, where)
      .orderBy(
        asc(sql`case when ${grievances.state} = 'open' then 0 else 1 end`),
        asc(sql`case when ${grievances.state} = 'open' then ${grievances.receivedOn} end`),
        asc(sql`case when ${grievances.state} = 'open' then ${grievances.createdAt} end`),
        desc(grievances.resolvedAt),
        asc(grievances.id),
      )
      .limit(page.limit)
      .offset(page.offset);
    const [count] = await db.select({ n: counted }).from(grievances).where(where);
    return { rows, total: count?.n ?? 0 };
  },

  /** One grievance as the lists show it. */
  async findGrievance(db: Executor, id: string) {
    const [row] = await grievanceRows(db, eq(grievances.id, id));
    return row;
  },
};

function grievanceRows(db: Executor, where: SQL | undefined) {
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
    .where(where)
    .$dynamic();
}
