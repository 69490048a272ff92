import { istDayKey, NPA_AFTER_DPD, SMA0_MAX_DPD, SMA1_MAX_DPD } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export interface ClassificationStats {
  /** Loan accounts whose days past due or class changed today. */
  changed: number;
  /** Of those, loans that became NPA today. */
  newNpa: number;
  /** Of those, NPAs upgraded to standard today (every arrear paid). */
  upgraded: number;
}

type Rows<T> = { rows: T[] };

/**
 * The day-end days past due and RBI asset class of every loan (decision 084),
 * as one set-based statement: domain `classify` written as SQL.
 *
 * - dpd on India day `day` is the days since the due day of the oldest
 *   instalment still unpaid (`paid_day is null`, a part-paid one included),
 *   0 when none is past its due day. Run on `day`, it is RBI's day-end count
 *   for the day before (the due day being overdue day 1).
 * - class: SMA-0 1-30, SMA-1 31-60, SMA-2 61-90, NPA above 90; an NPA stays
 *   one until no instalment is overdue (all arrears paid), then is standard;
 *   `npa_since` is the day its dpd reached 91, kept while it stays an NPA.
 *   A written-off loan is left as the loan action set it.
 *
 * Only loans with an overdue instalment (the open-due index) or a stored dpd
 * above 0 (the overdue index) are read, never the whole book; a row is
 * written only when its dpd or class moves, so a second run on the same day
 * changes nothing. It locks only loan accounts, one update each, as the
 * accrual does (decision 055), and waits for a request holding one.
 */
export async function classifyBook(db: Executor, day: string): Promise<ClassificationStats> {
  const result = (await db.execute(sql`
    with overdue as (
      select order_id, min(due_day) as oldest
      from loan_instalments
      where paid_day is null and due_day < ${day}
      group by order_id
    ),
    candidates as (
      select order_id from overdue
      union
      select order_id from loan_accounts where dpd > 0
    ),
    computed as (
      select a.order_id, a.asset_class as was, a.npa_since, o.oldest,
        coalesce(${day}::date - o.oldest::date, 0) as dpd
      from candidates c
      join loan_accounts a on a.order_id = c.order_id
      left join overdue o on o.order_id = c.order_id
      where a.asset_class <> 'written_off'
    ),
    classed as (
      select c.*,
        case
          when c.dpd = 0 then 'standard'
          when c.was = 'npa' then 'npa'
          when c.dpd <= ${SMA0_MAX_DPD}::int then 'sma0'
          when c.dpd <= ${SMA1_MAX_DPD}::int then 'sma1'
          when c.dpd <= ${NPA_AFTER_DPD}::int then 'sma2'
          else 'npa'
        end as class
      from computed c
    ),
    changed as (
      update loan_accounts a set
        dpd = c.dpd,
        asset_class = c.class,
        npa_since = case
          when c.class <> 'npa' then null
          when c.was = 'npa' then c.npa_since
          else (c.oldest::date + ${NPA_AFTER_DPD + 1}::int)::text
        end,
        classified_on = ${day}
      from classed c
      where a.order_id = c.order_id and (a.dpd <> c.dpd or a.asset_class <> c.class)
      returning c.was, c.class
    )
    select count(*)::int as changed,
      count(*) filter (where class = 'npa' and was <> 'npa')::int as "newNpa",
      count(*) filter (where was = 'npa' and class = 'standard')::int as upgraded
    from changed`)) as unknown as Rows<ClassificationStats>;
  const row = result.rows[0];
  return {
    changed: Number(row?.changed ?? 0),
    newNpa: Number(row?.newNpa ?? 0),
    upgraded: Number(row?.upgraded ?? 0),
  };
}

/** The tick's run: today's India day, after the accrual (the books it reads are the day's). */
export const classifyToday = (db: Executor, now: Date) => classifyBook(db, istDayKey(now));
