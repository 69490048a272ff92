import { addDays } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';

/** Orders per transaction of the set-based accrual (decision 040). */
export const ACCRUAL_CHUNK = 100_000;

export interface AccrualStats {
  /** Orders advanced to the day (accrued_through set). */
  orders: number;
  /** Instalment rows whose accrued interest, penal charge or penalty fee moved. */
  instalments: number;
  journals: number;
  entries: number;
  interestPaise: number;
  penalPaise: number;
}

export const noAccrual = (): AccrualStats => ({
  orders: 0,
  instalments: 0,
  journals: 0,
  entries: 0,
  interestPaise: 0,
  penalPaise: 0,
});

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Chunks of orders in flight at once (PostgreSQL runs each on its own connection; PGlite one after another). */
export const ACCRUAL_CONCURRENCY = 2;
/** The id space is cut into this many ranges per worker, taken in turn (one range when one worker). */
const RANGES_PER_WORKER = 4;

/** The bounds of range k of `ranges` over the uuid space ('' = unbounded). */
function rangeBounds(k: number, ranges: number): { from: string; to: string } {
  const edge = (i: number) => {
    if (i <= 0 || i >= ranges) return '';
    const head = Math.floor((i * 0x1_0000_0000) / ranges).toString(16);
    return `${head.padStart(8, '0')}-0000-0000-0000-000000000000`;
  };
  return { from: edge(k), to: edge(k + 1) };
}

/**
 * The daily accrual as set-based SQL: every disbursed order accrued through
 * the day before `day` is advanced to `day`, in chunks of `chunk` orders (by
 * id), each its own transaction of two statements. It is domain `accrueDay`
 * (loan-book.ts) written as SQL, with `applyPpm`'s rounding
 * (n × 2 + 10^6) div (2 × 10^6) on numeric, so the books and the ledger are
 * the ones the per-order path writes, to the paisa (a property test holds
 * the two together):
 *
 * - interest earned by the day: the offset plus base × rate × days held
 *   (capped at the segment), capped at the instalment's interest; the
 *   delta over what was accrued, never negative;
 * - on an instalment past its due day: the penal charge on its unpaid
 *   principal and interest, and the penalty fee once;
 * - one batch journal per chunk, `accrual-batch:<day>:<lowest order id>`
 *   (decision 050): each order's interest and penal receivable on a line
 *   naming the order (zero lines left out), the chunk's interest and penal
 *   income on one line per account; none when the chunk accrued nothing.
 *   The claim is what keeps a day from being posted twice, by this path or
 *   the per-order one: both move accrued_through under the account's lock;
 * - the loan account's accrued_through and ever_overdue.
 *
 * It reads and writes loan accounts, instalments and the ledger, never an
 * order row (decision 055): a request locks the order, then the account.
 * The first statement claims the chunk: it locks the accounts with FOR NO
 * KEY UPDATE SKIP LOCKED, so a loan a repayment holds (FOR UPDATE) is
 * skipped (that request accrues it itself; otherwise the next tick does),
 * while another request's ledger lines (a key check, FOR KEY SHARE) do not
 * stand in its way. The second reads the books after the locks are held, so
 * no concurrent change slips between reading and writing them, and writes
 * everything else, each account once.
 * The id space is cut into ranges that `concurrency` workers take in turn.
 */
export async function accrueOneDayBehind(
  db: Db,
  options: { day: string; now: Date; defaultPenalDailyPpm: number; chunk?: number; concurrency?: number },
): Promise<AccrualStats> {
  const total = noAccrual();
  const workers = options.concurrency ?? ACCRUAL_CONCURRENCY;
  const ranges = workers === 1 ? 1 : workers * RANGES_PER_WORKER;
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < ranges; k = next++) {
      const stats = await accrueRange(db, rangeBounds(k, ranges), options);
      for (const key of Object.keys(total) as (keyof AccrualStats)[]) total[key] += stats[key];
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return total;
}

async function accrueRange(
  db: Db,
  range: { from: string; to: string },
  options: { day: string; now: Date; defaultPenalDailyPpm: number; chunk?: number },
): Promise<AccrualStats> {
  const { day, now } = options;
  const chunk = options.chunk ?? ACCRUAL_CHUNK;
  const previous = addDays(day, -1);
  const total = noAccrual();
  let after = range.from;
  for (;;) {
    const { ids, stats } = await db.transaction(async (tx) => {
      // Plans of this size gain nothing from JIT; sorts and hashes of a chunk stay in memory.
      await tx.execute(sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
      const claimed = rowsOf<ClaimedOrder>(
        await tx.execute(sql`
          select order_id as id, ever_overdue as "everOverdue", daily_rate_ppm::text as rate,
            coalesce(penal_daily_ppm, ${options.defaultPenalDailyPpm})::text as "penalPpm",
            penalty_fee_paise::text as fee
          from loan_accounts
          where accruing and accrued_through = ${previous}
            ${after ? sql`and order_id >= ${after}::uuid` : sql``}
            ${range.to ? sql`and order_id < ${range.to}::uuid` : sql``}
          order by order_id
          limit ${chunk}
          for no key update skip locked`),
      );
      const ids = claimed.map((r) => r.id);
      if (claimed.length === 0) return { ids, stats: noAccrual() };
      const stats = await accrueClaimed(tx, claimed, day, now);
      return { ids, stats: { ...stats, orders: claimed.length } };
    });
    for (const key of Object.keys(total) as (keyof AccrualStats)[]) total[key] += stats[key];
    if (ids.length < chunk) return total;
    // The next chunk starts after the highest id claimed (ids come back unordered).
    let highest = '';
    for (const id of ids) if (id > highest) highest = id;
    after = nextUuid(highest);
  }
}

/** The uuid right after `id` in PostgreSQL's order (byte order = lowercase hex order). */
function nextUuid(id: string): string {
  const hex = id.replace(/-/g, '');
  const next = (BigInt(`0x${hex}`) + 1n).toString(16).padStart(32, '0');
  return `${next.slice(0, 8)}-${next.slice(8, 12)}-${next.slice(12, 16)}-${next.slice(16, 20)}-${next.slice(20)}`;
}

/**
 * Ids for the journals and lines the job posts: a random uuid whose first 48
 * bits are the clock's milliseconds, so a million inserts land at the right
 * edge of the primary key indexes instead of on random pages (the lines'
 * index on their journal too). `h.hex` comes from NOW_HEX.
 */
const TIME_UUID = sql.raw(
  `(substr(h.hex, 1, 8) || '-' || substr(h.hex, 9, 4) || substr(gen_random_uuid()::text, 14))::uuid`,
);
const NOW_HEX = sql.raw(
  `cross join lateral (select lpad(to_hex((extract(epoch from clock_timestamp()) * 1000)::bigint), 12, '0') as hex) h`,
);

/** A claimed loan's terms, as the claim's RETURNING gives them (the account row it locked). */
interface ClaimedOrder {
  id: string;
  everOverdue: boolean;
  rate: string;
  penalPpm: string;
  fee: string;
}

/** A PostgreSQL array literal of values that need no quoting (uuids, numbers, booleans). */
const arrayOf = (values: readonly unknown[]) => `{${values.join(',')}}`;

/**
 * Accrues `day` on loans whose accounts the caller's transaction has claimed
 * (locked, accrued through the day before). Their terms come with the claim,
 * so no order row is read: with little shared memory, each read of a chunk's
 * orders is 100,000 random pages.
 */
async function accrueClaimed(
  tx: Executor,
  claimed: readonly ClaimedOrder[],
  day: string,
  now: Date,
): Promise<AccrualStats> {
  const at = now.toISOString();
  // The chunk's id bounds let its instalments be read by a range of their
  // primary key (order_id, number) instead of a scan of the whole table.
  let low = claimed[0]?.id ?? '';
  let high = low;
  for (const { id } of claimed) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  const [row] = rowsOf<Record<string, string | number>>(
    await tx.execute(sql`
      with batch as (
        select * from unnest(
          ${arrayOf(claimed.map((o) => o.id))}::uuid[],
          ${arrayOf(claimed.map((o) => o.everOverdue))}::boolean[],
          ${arrayOf(claimed.map((o) => o.rate))}::numeric[],
          ${arrayOf(claimed.map((o) => o.penalPpm))}::numeric[],
          ${arrayOf(claimed.map((o) => o.fee))}::bigint[]
        ) as b(id, ever_overdue, rate, penal_ppm, fee)
      ),
      calc as (
        select i.order_id, i.number, b.ever_overdue,
          greatest(0, least(
            i.interest_paise,
            i.interest_offset_paise + div(
              i.interest_base_paise::numeric * b.rate
                * least(d.segment, greatest(0, ${day}::date - i.period_start::date)) * 2 + 1000000,
              2000000)::bigint
          ) - i.accrued_interest_paise) as interest_delta,
          case when d.late then div(
            greatest(0, i.principal_paise - i.paid_principal_paise + i.interest_paise - i.paid_interest_paise)::numeric
              * b.penal_ppm * 2 + 1000000,
            2000000)::bigint else 0 end as penal_delta,
          case when d.late and i.penalty_fee_paise = 0 then b.fee else 0 end as fee_delta
        from loan_instalments i
        join batch b on b.id = i.order_id
        cross join lateral (
          select i.due_day::date - i.period_start::date as segment, ${day}::date - i.due_day::date > 0 as late
        ) d
        where i.paid_day is null and i.order_id between ${low}::uuid and ${high}::uuid
          -- An instalment whose period starts after the day has held nothing yet and is not late:
          -- it can move only by an offset not yet accrued. Most of a loan's open instalments are
          -- such, so they are left out before the arithmetic (the same result, a fifth of the rows).
          and (i.period_start::date <= ${day}::date or i.interest_offset_paise > i.accrued_interest_paise)
      ),
      changed as (
        update loan_instalments i set
          accrued_interest_paise = i.accrued_interest_paise + c.interest_delta,
          penal_paise = i.penal_paise + c.penal_delta,
          penalty_fee_paise = i.penalty_fee_paise + c.fee_delta
        from calc c
        where i.order_id = c.order_id and i.number = c.number
          and (c.interest_delta <> 0 or c.penal_delta <> 0 or c.fee_delta <> 0)
        returning 1
      ),
      -- per order with an instalment that could move today (an order with none posts no line)
      sums as (
        select c.order_id as id, c.ever_overdue,
          sum(c.interest_delta)::bigint as interest,
          sum(c.penal_delta + c.fee_delta)::bigint as penal
        from calc c
        group by c.order_id, c.ever_overdue
      ),
      -- The chunk's day in one journal (decision 050): each order's receivables on lines of
      -- their own, the chunk's income on one line per account. No ON CONFLICT: the claim
      -- makes the key new, and were it not, failing the chunk beats posting books without lines.
      totals as (
        select coalesce(sum(s.interest), 0)::bigint as interest, coalesce(sum(s.penal), 0)::bigint as penal from sums s
      ),
      journals as (
        insert into ledger_journals (id, kind, event_key, customer_id, order_id, created_at)
        select ${TIME_UUID}, 'accrual', 'accrual-batch:' || ${day} || ':' || ${low}, null, null, ${at}::timestamptz
        from totals t ${NOW_HEX}
        where t.interest + t.penal > 0
        returning id
      ),
      entries as (
        insert into ledger_entries (id, journal_id, order_id, account, amount_paise)
        select ${TIME_UUID}, j.id, x.order_id, x.account, x.amount
        from journals j
        cross join lateral (
          select s.id as order_id, v.account, v.amount
          from sums s cross join lateral (values ('interest_receivable', s.interest), ('penal_receivable', s.penal)) v(account, amount)
          union all
          select null, v.account, v.amount
          from totals t cross join lateral (values ('interest_income', -t.interest), ('penal_income', -t.penal)) v(account, amount)
        ) x
        ${NOW_HEX}
        where x.amount <> 0
        order by x.order_id
        returning 1
      ),
      -- Every claimed account once (a second update of a row in this transaction would check
      -- its order key, and wait on a request holding the order: decision 055).
      accounts as (
        update loan_accounts a set accrued_through = ${day},
          ever_overdue = a.ever_overdue or coalesce(s.penal, 0) > 0
        from batch b left join sums s on s.id = b.id
        where a.order_id = b.id
        returning 1
      )
      select
        (select count(*) from accounts)::int as orders,
        (select count(*) from changed)::int as instalments,
        (select count(*) from journals)::int as journals,
        (select count(*) from entries)::int as entries,
        (select coalesce(sum(interest), 0) from sums)::text as "interestPaise",
        (select coalesce(sum(penal), 0) from sums)::text as "penalPaise"`),
  );
  const stats = noAccrual();
  if (!row) return stats;
  for (const key of Object.keys(stats) as (keyof AccrualStats)[]) stats[key] = Number(row[key] ?? 0);
  return stats;
}
