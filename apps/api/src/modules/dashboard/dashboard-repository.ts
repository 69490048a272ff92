import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { applications, loanInstalments, loanOrders, repayments } from '../../db/schema';

/** An instant range [from, to): one business day in India. */
export interface DayRange {
  from: Date;
  to: Date;
}

const count = sql<string>`count(*)`;
const within = (column: PgColumn, range: DayRange) => and(gte(column, range.from), lt(column, range.to));
/** What an open instalment still owes: principal, interest accrued so far, penal charges. */
const owed = sql`(${loanInstalments.principalPaise} - ${loanInstalments.paidPrincipalPaise})
  + (${loanInstalments.accruedInterestPaise} - ${loanInstalments.paidInterestPaise})
  + (${loanInstalments.penalPaise} + ${loanInstalments.penaltyFeePaise} + ${loanInstalments.failedDebitChargePaise}
    - ${loanInstalments.paidPenalPaise})`;

/**
 * The dashboard's figures, each one aggregate query (no row reaches the
 * server to be counted in a loop). Sums come back as strings from
 * PostgreSQL's numeric; callers turn them into numbers.
 */
export const dashboardRepository = {
  async applications(db: Executor, range: DayRange) {
    const [submitted] = await db
      .select({ n: count })
      .from(applications)
      .where(within(applications.submittedAt, range));
    const [decided] = await db
      .select({
        approved: sql<string>`count(*) filter (where ${applications.state} = 'approved')`,
        rejected: sql<string>`count(*) filter (where ${applications.state} = 'rejected')`,
      })
      .from(applications)
      .where(within(applications.decidedAt, range));
    return {
      submitted: Number(submitted?.n ?? 0),
      approved: Number(decided?.approved ?? 0),
      rejected: Number(decided?.rejected ?? 0),
    };
  },

  async disbursed(db: Executor, range: DayRange) {
    const [row] = await db
      .select({
        n: count,
        principal: sql<string>`coalesce(sum(${loanOrders.amountPaise}), 0)`,
        paidOut: sql<string>`coalesce(sum(${loanOrders.receivedPaise}), 0)`,
      })
      .from(loanOrders)
      .where(within(loanOrders.disbursedAt, range));
    return {
      count: Number(row?.n ?? 0),
      principalPaise: Number(row?.principal ?? 0),
      paidOutPaise: Number(row?.paidOut ?? 0),
    };
  },

  async collected(db: Executor, range: DayRange) {
    const [row] = await db
      .select({ n: count, amount: sql<string>`coalesce(sum(${repayments.amountPaise}), 0)` })
      .from(repayments)
      .where(and(eq(repayments.state, 'succeeded'), within(repayments.settledAt, range)));
    return { count: Number(row?.n ?? 0), amountPaise: Number(row?.amount ?? 0) };
  },

  /** Disbursed loans not yet settled or canceled, and what their borrowers owe now. */
  async openLoans(db: Executor) {
    const [row] = await db
      .select({
        n: sql<string>`count(distinct ${loanOrders.id})`,
        outstanding: sql<string>`coalesce(sum(${owed}) filter (where ${loanInstalments.paidDay} is null), 0)`,
      })
      .from(loanOrders)
      .leftJoin(loanInstalments, eq(loanInstalments.orderId, loanOrders.id))
      .where(eq(loanOrders.state, 'disbursed'));
    return { count: Number(row?.n ?? 0), outstandingPaise: Number(row?.outstanding ?? 0) };
  },

  /**
   * Open loans grouped by days past due of their oldest unpaid instalment on
   * `today`, with the loan's whole outstanding: one row per distinct DPD,
   * which the domain folds into buckets (the boundaries live there).
   */
  async overdueByDpd(db: Executor, today: string) {
    const perOrder = db
      .select({
        orderId: loanInstalments.orderId,
        dpd: sql<number>`(${today}::date - (min(${loanInstalments.dueDay}) filter (where ${loanInstalments.dueDay} < ${today}))::date)`.as(
          'dpd',
        ),
        outstanding: sql<string>`sum(${owed})`.as('outstanding'),
      })
      .from(loanInstalments)
      .innerJoin(loanOrders, eq(loanOrders.id, loanInstalments.orderId))
      .where(and(eq(loanOrders.state, 'disbursed'), sql`${loanInstalments.paidDay} is null`))
      .groupBy(loanInstalments.orderId)
      .as('per_order');
    const rows = await db
      .select({
        dpd: perOrder.dpd,
        n: sql<string>`count(*)`,
        outstanding: sql<string>`sum(${perOrder.outstanding})`,
      })
      .from(perOrder)
      .where(sql`${perOrder.dpd} is not null`)
      .groupBy(perOrder.dpd);
    return rows.map((r) => ({
      dpd: Number(r.dpd),
      count: Number(r.n),
      outstandingPaise: Number(r.outstanding),
    }));
  },
};
