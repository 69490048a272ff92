import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** The reports' reads: set-based SQL over the ledger, with the order's number and class beside it. */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
const n = (value: unknown) => Number(value ?? 0);

/** The instants [from, to) of India days `fromDay`..`toDay`, as ISO strings. */
export interface Span {
  fromAt: string;
  toAt: string;
}

const IST_DAY = sql.raw(`to_char(j.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`);

/** Per journal of `kinds` (or with a line on `account`) in the span: the day, its order and the sum per account. */
async function journalsByAccount(
  db: Executor,
  span: Span,
  where: ReturnType<typeof sql>,
): Promise<
  { journalId: string; day: string; kind: string; orderNo: string | null; byAccount: Map<string, number> }[]
> {
  const rows = rowsOf<{
    id: string;
    day: string;
    kind: string;
    order_no: string | null;
    account: string;
    paise: unknown;
  }>(
    await db.execute(sql`
      select j.id, ${IST_DAY} as day, j.kind, o.order_no, e.account, sum(e.amount_paise)::bigint as paise
      from ledger_journals j
      join ledger_entries e on e.journal_id = j.id
      left join loan_orders o on o.id = j.order_id
      where j.created_at >= ${span.fromAt}::timestamptz and j.created_at < ${span.toAt}::timestamptz and ${where}
      group by j.id, j.created_at, j.kind, o.order_no, e.account
      order by j.created_at, j.id`),
  );
  const out = new Map<
    string,
    { journalId: string; day: string; kind: string; orderNo: string | null; byAccount: Map<string, number> }
  >();
  for (const r of rows) {
    let j = out.get(r.id);
    if (!j) {
      j = { journalId: r.id, day: r.day, kind: r.kind, orderNo: r.order_no, byAccount: new Map() };
      out.set(r.id, j);
    }
    j.byAccount.set(r.account, n(r.paise));
  }
  return [...out.values()];
}

export const reportsRepository = {
  /** Disbursal journals in the span. */
  disbursals: (db: Executor, span: Span) => journalsByAccount(db, span, sql`j.kind = 'disbursal'`),

  /** Journals in the span that moved money in through a clearing account other than the payouts' (collections). */
  collections: (db: Executor, span: Span) =>
    journalsByAccount(
      db,
      span,
      sql`j.kind <> 'disbursal' and exists (select 1 from ledger_entries c where c.journal_id = j.id
            and c.account like '%clearing' and c.account <> 'disbursement_clearing' and c.amount_paise > 0)`,
    ),

  /** Per India day of the span and clearing account: debits and credits. */
  async cashMovements(db: Executor, span: Span) {
    const rows = rowsOf<{ day: string; account: string; debits: unknown; credits: unknown }>(
      await db.execute(sql`
        select ${IST_DAY} as day, e.account,
          coalesce(sum(e.amount_paise) filter (where e.amount_paise > 0), 0)::bigint as debits,
          coalesce(-sum(e.amount_paise) filter (where e.amount_paise < 0), 0)::bigint as credits
        from ledger_journals j join ledger_entries e on e.journal_id = j.id
        where j.created_at >= ${span.fromAt}::timestamptz and j.created_at < ${span.toAt}::timestamptz
          and e.account like '%clearing'
        group by 1, 2 order by 1, 2`),
    );
    return rows.map((r) => ({ day: r.day, account: r.account, debits: n(r.debits), credits: n(r.credits) }));
  },

  /** The clearing accounts' balances before `at`. */
  async cashBalances(db: Executor, at: string): Promise<Map<string, number>> {
    const rows = rowsOf<{ account: string; paise: unknown }>(
      await db.execute(sql`
        select e.account, sum(e.amount_paise)::bigint as paise
        from ledger_journals j join ledger_entries e on e.journal_id = j.id
        where j.created_at < ${at}::timestamptz and e.account like '%clearing'
        group by 1`),
    );
    return new Map(rows.map((r) => [r.account, n(r.paise)]));
  },

  /**
   * Every loan with something owed before `at`: its receivables from the
   * ledger, its days past due and class as the daily job keeps them.
   */
  async outstanding(db: Executor, at: string) {
    const rows = rowsOf<{
      order_id: string;
      order_no: string;
      disbursed_day: string | null;
      dpd: number;
      asset_class: string;
      principal: unknown;
      interest: unknown;
      penal: unknown;
    }>(
      await db.execute(sql`
        select o.id as order_id, o.order_no,
          to_char(o.disbursed_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as disbursed_day,
          a.dpd, a.asset_class,
          coalesce(sum(e.amount_paise) filter (where e.account = 'principal_receivable'), 0)::bigint as principal,
          coalesce(sum(e.amount_paise) filter (where e.account = 'interest_receivable'), 0)::bigint as interest,
          coalesce(sum(e.amount_paise) filter (where e.account = 'penal_receivable'), 0)::bigint as penal
        from ledger_entries e
        join ledger_journals j on j.id = e.journal_id
        join loan_accounts a on a.order_id = e.order_id
        join loan_orders o on o.id = e.order_id
        where j.created_at < ${at}::timestamptz
          and e.account in ('principal_receivable', 'interest_receivable', 'penal_receivable')
        group by o.id, o.order_no, o.disbursed_at, a.dpd, a.asset_class
        having sum(e.amount_paise) <> 0
        order by o.order_no`),
    );
    return rows.map((r) => ({
      orderId: r.order_id,
      orderNo: r.order_no,
      disbursedDay: r.disbursed_day,
      dpd: n(r.dpd),
      assetClass: r.asset_class,
      principalPaise: n(r.principal),
      interestPaise: n(r.interest),
      penalPaise: n(r.penal),
    }));
  },
};
