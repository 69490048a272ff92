import { BUCKET_DPD, COLLECTION_BUCKETS, type CollectionBucket } from '@app/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applications,
  collectionAssignments,
  collectionContacts,
  collectionPromises,
  customers,
  loanAccounts,
  loanInstalments,
  loanOrders,
  repayments,
  staffUsers,
} from '../../db/schema';

export interface QueueFilter {
  bucket?: CollectionBucket;
  /** A collector's id, 'unassigned', or undefined for everyone's. */
  assignee?: string | 'unassigned';
  q?: string;
  sort: 'dpd' | 'overdue' | 'followUp' | 'orderNo';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
  today: string;
}

/** Overdue and open: the days past due the daily job keeps (decision 084), on a loan not yet settled. */
const inQueue = and(sql`${loanAccounts.dpd} > 0`, eq(loanOrders.state, 'disbursed'));

const bucketCondition = (bucket: CollectionBucket): SQL => {
  const { min, max } = BUCKET_DPD[bucket];
  return max === null
    ? sql`${loanAccounts.dpd} >= ${min}`
    : sql`${loanAccounts.dpd} between ${min} and ${max}`;
};

/** Unpaid on instalments past their day: what the borrower is behind by. */
const overdueSql = (today: string) =>
  sql<number>`coalesce((
  select sum(i.principal_paise + i.interest_paise + i.penal_paise + i.penalty_fee_paise + i.failed_debit_charge_paise
    - i.paid_principal_paise - i.paid_interest_paise - i.paid_penal_paise)
  from ${loanInstalments} i where i.order_id = ${loanOrders.id} and i.paid_day is null and i.due_day < ${today}), 0)`.mapWith(
    Number,
  );

const nextFollowUpSql = (today: string) => sql<string | null>`(
  select min(c.follow_up_on) from ${collectionContacts} c
  where c.order_id = ${loanOrders.id} and c.follow_up_on >= ${today})`;

const lastContactSql = sql<Date | null>`(
  select max(c.at) from ${collectionContacts} c where c.order_id = ${loanOrders.id})`.mapWith((v) =>
  v === null ? null : new Date(v),
);

const pendingPromiseSql = sql<{ promisedOn: string; amountPaise: number } | null>`(
  select json_build_object('promisedOn', p.promised_on, 'amountPaise', p.amount_paise)
  from ${collectionPromises} p where p.order_id = ${loanOrders.id} and p.state = 'pending'
  order by p.promised_on limit 1)`;

/** The borrower's name as the identity step holds it, from the loan's application. */
const nameSql = sql<string | null>`${applications.steps}->'identity'->>'name'`;

function filters(filter: Omit<QueueFilter, 'bucket'>): SQL[] {
  const conditions: SQL[] = [inQueue as SQL];
  if (filter.assignee === 'unassigned') conditions.push(sql`${collectionAssignments.collectorId} is null`);
  else if (filter.assignee) conditions.push(eq(collectionAssignments.collectorId, filter.assignee));
  if (filter.q) {
    conditions.push(sql`(${loanOrders.orderNo} = ${filter.q} or ${customers.phone} like ${`%${filter.q}`})`);
  }
  return conditions;
}

export const collectionsRepository = {
  async queue(db: Executor, filter: QueueFilter) {
    const base = filters(filter);
    const where = and(...base, ...(filter.bucket ? [bucketCondition(filter.bucket)] : []));
    const overdue = overdueSql(filter.today);
    const followUp = nextFollowUpSql(filter.today);
    const order = filter.direction === 'asc' ? asc : desc;
    const sortKey: SQL =
      filter.sort === 'overdue'
        ? overdue
        : filter.sort === 'followUp'
          ? sql`${followUp}`
          : filter.sort === 'orderNo'
            ? sql`${loanOrders.orderNo}`
            : sql`${loanAccounts.dpd}`;
    const rows = await db
      .select({
        orderId: loanOrders.id,
        orderNo: loanOrders.orderNo,
        customerName: nameSql,
        phone: customers.phone,
        dpd: loanAccounts.dpd,
        assetClass: loanAccounts.assetClass,
        overduePaise: overdue,
        collectorId: collectionAssignments.collectorId,
        collectorName: staffUsers.name,
        nextFollowUpOn: followUp,
        lastContactAt: lastContactSql,
        pendingPromise: pendingPromiseSql,
      })
      .from(loanAccounts)
      .innerJoin(loanOrders, eq(loanOrders.id, loanAccounts.orderId))
      .innerJoin(customers, eq(customers.id, loanOrders.customerId))
      .innerJoin(applications, eq(applications.id, loanOrders.applicationId))
      .leftJoin(collectionAssignments, eq(collectionAssignments.orderId, loanOrders.id))
      .leftJoin(staffUsers, eq(staffUsers.id, collectionAssignments.collectorId))
      .where(where)
      // Nulls (no follow-up yet) last either way; the order number breaks ties so pages never overlap.
      .orderBy(sql`${order(sortKey)} nulls last`, asc(loanOrders.orderNo))
      .limit(filter.limit)
      .offset(filter.offset);
    const counts = await db
      .select({
        bucket: sql<string>`case
          when ${loanAccounts.dpd} <= 30 then '1-30'
          when ${loanAccounts.dpd} <= 60 then '31-60'
          when ${loanAccounts.dpd} <= 90 then '61-90'
          else '90+' end`,
        n: sql<number>`count(*)`.mapWith(Number),
      })
      .from(loanAccounts)
      .innerJoin(loanOrders, eq(loanOrders.id, loanAccounts.orderId))
      .innerJoin(customers, eq(customers.id, loanOrders.customerId))
      .leftJoin(collectionAssignments, eq(collectionAssignments.orderId, loanOrders.id))
      .where(and(...base))
      .groupBy(sql`1`);
    const buckets = Object.fromEntries(COLLECTION_BUCKETS.map((b) => [b, 0])) as Record<
      CollectionBucket,
      number
    >;
    for (const row of counts) buckets[row.bucket as CollectionBucket] = row.n;
    const total = filter.bucket
      ? buckets[filter.bucket]
      : Object.values(buckets).reduce((sum, n) => sum + n, 0);
    return { rows, buckets, total };
  },

  /** One loan of the queue (overdue and open), or undefined. */
  async loan(db: Executor, orderId: string, today: string) {
    const [row] = await db
      .select({
        orderId: loanOrders.id,
        orderNo: loanOrders.orderNo,
        customerName: nameSql,
        phone: customers.phone,
        principalPaise: loanOrders.amountPaise,
        dpd: loanAccounts.dpd,
        assetClass: loanAccounts.assetClass,
        overduePaise: overdueSql(today),
        collectorId: collectionAssignments.collectorId,
        collectorName: staffUsers.name,
        nextFollowUpOn: nextFollowUpSql(today),
        lastContactAt: lastContactSql,
        pendingPromise: pendingPromiseSql,
        steps: applications.steps,
      })
      .from(loanAccounts)
      .innerJoin(loanOrders, eq(loanOrders.id, loanAccounts.orderId))
      .innerJoin(customers, eq(customers.id, loanOrders.customerId))
      .innerJoin(applications, eq(applications.id, loanOrders.applicationId))
      .leftJoin(collectionAssignments, eq(collectionAssignments.orderId, loanOrders.id))
      .leftJoin(staffUsers, eq(staffUsers.id, collectionAssignments.collectorId))
      .where(and(eq(loanOrders.id, orderId), inQueue));
    return row;
  },

  /** Which of `orderIds` are in the queue now. */
  async queuedIds(db: Executor, orderIds: string[]): Promise<string[]> {
    const rows = await db
      .select({ id: loanOrders.id })
      .from(loanAccounts)
      .innerJoin(loanOrders, eq(loanOrders.id, loanAccounts.orderId))
      .where(and(inArray(loanOrders.id, orderIds), inQueue));
    return rows.map((r) => r.id);
  },

  async assignedTo(db: Executor, orderId: string): Promise<string | null> {
    const [row] = await db
      .select({ collectorId: collectionAssignments.collectorId })
      .from(collectionAssignments)
      .where(eq(collectionAssignments.orderId, orderId));
    return row?.collectorId ?? null;
  },

  async assign(tx: Executor, orderIds: string[], collectorId: string, assignedBy: string, at: Date) {
    const before = await tx
      .select({ orderId: collectionAssignments.orderId, collectorId: collectionAssignments.collectorId })
      .from(collectionAssignments)
      .where(inArray(collectionAssignments.orderId, orderIds));
    await tx
      .insert(collectionAssignments)
      .values(orderIds.map((orderId) => ({ orderId, collectorId, assignedBy, assignedAt: at })))
      .onConflictDoUpdate({
        target: collectionAssignments.orderId,
        set: { collectorId, assignedBy, assignedAt: at },
      });
    return before;
  },

  async activeCollectors(db: Executor) {
    return db
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, 'collector'), sql`${staffUsers.disabledAt} is null`))
      .orderBy(asc(staffUsers.name), asc(staffUsers.createdAt));
  },

  async contacts(db: Executor, orderId: string) {
    return db
      .select({
        id: collectionContacts.id,
        kind: collectionContacts.kind,
        outcome: collectionContacts.outcome,
        note: collectionContacts.note,
        followUpOn: collectionContacts.followUpOn,
        at: collectionContacts.at,
        staffName: staffUsers.name,
      })
      .from(collectionContacts)
      .innerJoin(staffUsers, eq(staffUsers.id, collectionContacts.staffId))
      .where(eq(collectionContacts.orderId, orderId))
      .orderBy(desc(collectionContacts.at));
  },

  async promises(db: Executor, orderId: string) {
    return db
      .select({
        id: collectionPromises.id,
        promisedOn: collectionPromises.promisedOn,
        amountPaise: collectionPromises.amountPaise,
        state: collectionPromises.state,
        paidPaise: collectionPromises.paidPaise,
        createdAt: collectionPromises.createdAt,
        staffName: staffUsers.name,
      })
      .from(collectionPromises)
      .innerJoin(staffUsers, eq(staffUsers.id, collectionPromises.staffId))
      .where(eq(collectionPromises.orderId, orderId))
      .orderBy(desc(collectionPromises.createdAt));
  },

  async insertContact(tx: Executor, values: typeof collectionContacts.$inferInsert) {
    const [row] = await tx.insert(collectionContacts).values(values).returning();
    if (!row) throw new Error('contact not written');
    return row;
  },

  async insertPromise(tx: Executor, values: typeof collectionPromises.$inferInsert) {
    const [row] = await tx.insert(collectionPromises).values(values).returning();
    if (!row) throw new Error('promise not written');
    return row;
  },

  /**
   * Settles the pending promises from the books, set-based: paid = succeeded
   * repayments settled since the promise was made and by the end of its India
   * day. Kept as soon as paid reaches the amount; broken once the day has
   * passed (`today` after it) without. Returns how many changed.
   */
  async settlePromises(tx: Executor, today: string, at: Date): Promise<{ kept: number; broken: number }> {
    const paid = sql`coalesce((
      select sum(r.amount_paise) from ${repayments} r
      where r.order_id = ${collectionPromises.orderId} and r.state = 'succeeded'
        and r.settled_at >= ${collectionPromises.createdAt}
        and (r.settled_at at time zone 'Asia/Kolkata')::date <= ${collectionPromises.promisedOn}::date), 0)`;
    const kept = await tx
      .update(collectionPromises)
      .set({ state: 'kept', paidPaise: sql`${paid}`, settledAt: at })
      .where(and(eq(collectionPromises.state, 'pending'), sql`${paid} >= ${collectionPromises.amountPaise}`))
      .returning({ id: collectionPromises.id });
    const broken = await tx
      .update(collectionPromises)
      .set({ state: 'broken', paidPaise: sql`${paid}`, settledAt: at })
      .where(and(eq(collectionPromises.state, 'pending'), sql`${collectionPromises.promisedOn} < ${today}`))
      .returning({ id: collectionPromises.id });
    return { kept: kept.length, broken: broken.length };
  },
};
