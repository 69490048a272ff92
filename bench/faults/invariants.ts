// What must hold in the database after any crash and recovery, as SQL
// (bench/faults.ts, decision 043). Each check returns the offending rows: an
// empty list passes. Only outcomes are read, never how the app got there, so
// the checks hold for any implementation of accrual, payouts or webhooks.
import type pg from 'pg';

export interface CheckResult {
  name: string;
  /** Offending rows (at most a few shown); none = passed. */
  failures: string[];
}

interface Check {
  name: string;
  sql: string;
  params?: unknown[];
}

/** The ledger itself: balanced journals, one journal per event key, entries tied to their journal's order. */
const LEDGER: Check[] = [
  {
    name: 'every journal balances (Σdebits = Σcredits)',
    sql: `select journal_id || ' ' || sum(amount_paise) as bad from ledger_entries
          group by journal_id having sum(amount_paise) <> 0`,
  },
  {
    name: 'the whole ledger balances',
    sql: `select 'total ' || coalesce(sum(amount_paise), 0) as bad from ledger_entries
          having coalesce(sum(amount_paise), 0) <> 0`,
  },
  {
    name: 'every journal has two or more lines',
    sql: `select j.event_key as bad from ledger_journals j left join ledger_entries e on e.journal_id = j.id
          group by j.id, j.event_key having count(e.id) < 2`,
  },
  {
    name: 'no duplicate journal event key',
    sql: `select event_key || ' x' || count(*) as bad from ledger_journals group by event_key having count(*) > 1`,
  },
  {
    name: "an order's journal: every entry carries its order",
    sql: `select e.id::text as bad from ledger_entries e join ledger_journals j on j.id = e.journal_id
          where j.order_id is not null and e.order_id is distinct from j.order_id`,
  },
  {
    name: 'an accrual batch journal: receivables name their order, income names none',
    sql: `select j.event_key || ' ' || e.account || ' ' || coalesce(e.order_id::text, 'no order') as bad
          from ledger_entries e join ledger_journals j on j.id = e.journal_id
          where j.order_id is null and not (
            (e.account in ('interest_receivable', 'penal_receivable') and e.order_id is not null)
            or (e.account in ('interest_income', 'penal_income') and e.order_id is null))`,
  },
];

/** Payouts: the bank paid each order at most once, and every payment is on the books once. */
const PAYOUTS: Check[] = [
  {
    name: 'at most one succeeded payout attempt per order',
    sql: `select order_id || ' x' || count(*) as bad from payout_attempts where state = 'succeeded'
          group by order_id having count(*) > 1`,
  },
  {
    name: 'the bank (simulator) paid each order at most once',
    sql: `select a.order_id || ' x' || count(*) as bad from sim_payouts s
          join payout_attempts a on a.idempotency_key = s.idempotency_key
          where s.outcome = 'succeeded' group by a.order_id having count(*) > 1`,
  },
  {
    name: 'every bank payout belongs to an attempt',
    sql: `select s.idempotency_key as bad from sim_payouts s
          left join payout_attempts a on a.idempotency_key = s.idempotency_key where a.id is null`,
  },
  {
    name: 'each disbursed order: one succeeded payout, one disbursal journal, amount received',
    sql: `select o.id || ' payouts=' || (select count(*) from payout_attempts a where a.order_id = o.id and a.state = 'succeeded')
            || ' journals=' || (select count(*) from ledger_journals j where j.order_id = o.id and j.kind = 'disbursal')
            || ' clearing=' || coalesce((select sum(e.amount_paise) from ledger_entries e
                 where e.order_id = o.id and e.account = 'disbursement_clearing'), 0) as bad
          from loan_orders o where o.disbursed_at is not null
            and ((select count(*) from payout_attempts a where a.order_id = o.id and a.state = 'succeeded') <> 1
              or (select count(*) from ledger_journals j where j.order_id = o.id and j.kind = 'disbursal'
                  and j.event_key = 'disbursal:' || o.id) <> 1
              or coalesce((select sum(e.amount_paise) from ledger_entries e
                  where e.order_id = o.id and e.account = 'disbursement_clearing'), 0) <> -o.received_paise)`,
  },
  {
    name: 'no disbursal journal or succeeded payout for an order never disbursed',
    sql: `select o.id || ' ' || o.state as bad from loan_orders o where o.disbursed_at is null
          and (exists (select 1 from ledger_journals j where j.order_id = o.id and j.kind = 'disbursal')
            or exists (select 1 from payout_attempts a where a.order_id = o.id and a.state = 'succeeded'))`,
  },
  {
    name: 'a payout the bank settled as paid is on the books (attempt succeeded)',
    sql: `select s.idempotency_key || ' attempt=' || a.state as bad from sim_payouts s
          join payout_attempts a on a.idempotency_key = s.idempotency_key
          where s.outcome = 'succeeded' and s.settle_at <= $1 and a.state <> 'succeeded'`,
  },
];

/** Repayments: each one that succeeded is credited once, with what came in; none other is. */
const REPAYMENTS: Check[] = [
  {
    name: 'each succeeded repayment credited exactly once, no other repayment credited',
    sql: `select r.id || ' ' || r.state || ' journals=' || count(j.id) as bad from repayments r
          left join ledger_journals j on j.event_key = 'repayment:' || r.id
          group by r.id, r.state
          having count(j.id) <> case when r.state = 'succeeded' then 1 else 0 end`,
  },
  {
    name: 'each repayment journal collects the repayment amount',
    sql: `select r.id || ' collected=' || coalesce(sum(e.amount_paise), 0) || ' amount=' || r.amount_paise as bad
          from repayments r join ledger_journals j on j.event_key = 'repayment:' || r.id
          left join ledger_entries e on e.journal_id = j.id and e.account = 'collections_clearing'
          group by r.id, r.amount_paise having coalesce(sum(e.amount_paise), 0) <> r.amount_paise`,
  },
  {
    name: 'no gateway event remembered for a repayment still open (it would be ignored as a duplicate)',
    sql: `select e.event_id || ' ' || r.state as bad from collection_events e
          join repayments r on r.reference = e.reference where r.state in ('initiated', 'processing')`,
  },
  {
    name: 'collections per order equal its succeeded repayments',
    sql: `select o.id || ' ledger=' || coalesce(l.total, 0) || ' repaid=' || coalesce(r.total, 0) as bad
          from loan_orders o
          left join (select order_id, sum(amount_paise) total from ledger_entries
                     where account = 'collections_clearing' group by order_id) l on l.order_id = o.id
          left join (select order_id, sum(amount_paise) total from repayments
                     where state = 'succeeded' group by order_id) r on r.order_id = o.id
          where coalesce(l.total, 0) <> coalesce(r.total, 0)`,
  },
];

/** The loan books and the ledger: the instalments' sums are the order's receivable balances. */
const BOOKS: Check[] = [
  {
    name: 'instalment sums = ledger receivables per order (principal, interest, penal)',
    sql: `with books as (
            select order_id,
              sum(principal_paise - paid_principal_paise) principal,
              sum(accrued_interest_paise - paid_interest_paise) interest,
              sum(penal_paise + penalty_fee_paise - paid_penal_paise) penal
            from loan_instalments group by order_id),
          ledger as (
            select order_id,
              sum(amount_paise) filter (where account = 'principal_receivable') principal,
              sum(amount_paise) filter (where account = 'interest_receivable') interest,
              sum(amount_paise) filter (where account = 'penal_receivable') penal
            from ledger_entries where order_id is not null group by order_id)
          select b.order_id || ' books=' || b.principal || '/' || b.interest || '/' || b.penal
            || ' ledger=' || coalesce(l.principal, 0) || '/' || coalesce(l.interest, 0) || '/' || coalesce(l.penal, 0) as bad
          from books b left join ledger l on l.order_id = b.order_id
          where b.principal <> coalesce(l.principal, 0) or b.interest <> coalesce(l.interest, 0)
            or b.penal <> coalesce(l.penal, 0)`,
  },
  {
    name: 'every disbursed order has its books',
    sql: `select o.id::text as bad from loan_orders o where o.disbursed_at is not null
          and not exists (select 1 from loan_instalments i where i.order_id = o.id)`,
  },
  {
    name: 'every order has its loan account, accruing exactly while disbursed (decision 055)',
    sql: `select o.id || ' ' || o.state || ' accruing=' || coalesce(a.accruing::text, 'no account') as bad
          from loan_orders o left join loan_accounts a on a.order_id = o.id
          where a.accruing is distinct from (o.state = 'disbursed')`,
  },
];

/** Once the system has settled: nothing left half-way. */
const SETTLED: Check[] = [
  {
    name: 'no order stuck in signed or disbursing',
    sql: `select id || ' ' || state as bad from loan_orders where state in ('signed', 'disbursing')`,
  },
  {
    name: 'no repayment left open',
    sql: `select id || ' ' || state as bad from repayments where state in ('initiated', 'processing')`,
  },
  {
    name: 'no job gave up (attempts exhausted)',
    sql: `select kind || ' ' || id || ' attempts=' || attempts || ' ' || coalesce(last_error, '') as bad
          from jobs where done_at is null and attempts >= 5`,
  },
];

/** The daily accrual: every disbursed order accrued to the day, the same for identical loans. */
function accrualChecks(day: string): Check[] {
  return [
    {
      name: `every disbursed order accrued through ${day}`,
      sql: `select o.id || ' ' || coalesce(a.accrued_through, 'null') as bad from loan_orders o
            left join loan_accounts a on a.order_id = o.id
            where o.state = 'disbursed' and (a.accrued_through is distinct from $1 or not a.accruing)`,
      params: [day],
    },
    {
      name: 'each order and day accrued in at most one journal, none after the day accrued',
      // An order's own accrual journal (accrual:<order>:<day>, a repayment's catch-up) or its
      // lines in a day's batch journal (accrual-batch:<day>:<first order>, decision 050).
      sql: `with posted as (
              select j.id, j.order_id, split_part(j.event_key, ':', 3) as day from ledger_journals j
              where j.kind = 'accrual' and j.event_key like 'accrual:%'
              union
              select j.id, e.order_id, split_part(j.event_key, ':', 2) from ledger_journals j
              join ledger_entries e on e.journal_id = j.id
              where j.event_key like 'accrual-batch:%' and e.order_id is not null)
            select p.order_id || ' ' || p.day || ' x' || count(*) as bad from posted p join loan_accounts a on a.order_id = p.order_id
            group by p.order_id, p.day, a.accrued_through
            having count(*) > 1 or p.day > a.accrued_through`,
    },
    {
      name: 'interest and penal accrued per order = accrued on its instalments',
      // Income on an order's own journals; in a batch journal, the order's receivable lines
      // (the batch's income lines are its orders' total).
      sql: `with books as (
              select order_id, sum(accrued_interest_paise) interest, sum(penal_paise + penalty_fee_paise) penal
              from loan_instalments group by order_id),
            ledger as (
              select e.order_id,
                coalesce(sum(-e.amount_paise) filter (where e.account = 'interest_income'), 0)
                  + coalesce(sum(e.amount_paise) filter (where e.account = 'interest_receivable' and j.order_id is null), 0) interest,
                coalesce(sum(-e.amount_paise) filter (where e.account = 'penal_income'), 0)
                  + coalesce(sum(e.amount_paise) filter (where e.account = 'penal_receivable' and j.order_id is null), 0) penal
              from ledger_entries e join ledger_journals j on j.id = e.journal_id
              where e.order_id is not null group by e.order_id)
            select b.order_id || ' books=' || b.interest || '/' || b.penal
              || ' ledger=' || coalesce(l.interest, 0) || '/' || coalesce(l.penal, 0) as bad
            from books b left join ledger l on l.order_id = b.order_id
            where b.interest <> coalesce(l.interest, 0) or b.penal <> coalesce(l.penal, 0)`,
    },
    {
      name: 'identical loans (same terms, start day) accrued the same',
      sql: `with per_order as (
              select o.id, o.start_day, o.amount_paise, o.term_months, o.daily_rate_ppm, o.pricing::text pricing,
                sum(i.accrued_interest_paise) interest, sum(i.penal_paise + i.penalty_fee_paise) penal
              from loan_orders o join loan_instalments i on i.order_id = o.id
              where o.state = 'disbursed' group by o.id)
            select start_day || ' ' || amount_paise || ': ' || count(distinct (interest, penal)) || ' different sums' as bad
            from per_order group by start_day, amount_paise, term_months, daily_rate_ppm, pricing
            having count(distinct (interest, penal)) > 1`,
    },
  ];
}

export interface InvariantOptions {
  /** The system has had time to finish: no order, repayment or job may be left half-way. */
  settled?: boolean;
  /** Every disbursed order must be accrued through this business day (yyyy-mm-dd). */
  accruedThrough?: string;
  /** The server's clock now (a payout the simulator settled before it must be on the books). */
  now?: Date;
}

/** Runs every invariant; the ledger, payout, repayment and books checks always, the others on request. */
export async function checkInvariants(db: pg.Client, options: InvariantOptions = {}): Promise<CheckResult[]> {
  const checks = [...LEDGER, ...PAYOUTS, ...REPAYMENTS, ...BOOKS];
  if (options.settled) checks.push(...SETTLED);
  if (options.accruedThrough) checks.push(...accrualChecks(options.accruedThrough));
  const results: CheckResult[] = [];
  for (const check of checks) {
    const params = check.sql.includes('$1')
      ? (check.params ?? [(options.now ?? new Date()).toISOString()])
      : [];
    const { rows } = await db.query<{ bad: string }>(check.sql, params);
    results.push({ name: check.name, failures: rows.map((r) => r.bad) });
  }
  return results;
}

/** A few counts to print beside the checks. */
export async function counts(db: pg.Client): Promise<Record<string, number>> {
  const { rows } = await db.query<Record<string, string>>(`
    select
      (select count(*) from loan_orders where disbursed_at is not null) as disbursed,
      (select count(*) from loan_orders where state = 'disburse_failed') as "disburseFailed",
      (select count(*) from payout_attempts) as "payoutAttempts",
      (select count(*) from sim_payouts where outcome = 'succeeded') as "bankPayouts",
      (select count(*) from repayments where state = 'succeeded') as "repaymentsSucceeded",
      (select count(*) from ledger_journals) as journals,
      (select count(*) from ledger_journals where kind = 'accrual') as "accrualJournals",
      (select count(*) from jobs where done_at is null) as "jobsOpen"`);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

/**
 * Faults planted in a transaction that is rolled back: each must make some
 * check fail, or the checks prove nothing. Returns the plants no check caught.
 */
export async function plantedFaultsMissed(db: pg.Client): Promise<string[]> {
  const plants: Record<string, string> = {
    'a repayment credited twice': `
      with r as (select * from repayments where state = 'succeeded' limit 1),
      j as (insert into ledger_journals (kind, event_key, customer_id, order_id, created_at)
            select 'repayment', 'replay:' || r.id, r.customer_id, r.order_id, now() from r returning id, order_id)
      insert into ledger_entries (journal_id, order_id, account, amount_paise)
      select j.id, j.order_id, v.account, v.amount from j, r,
        lateral (values ('collections_clearing', r.amount_paise), ('principal_receivable', -r.amount_paise)) v(account, amount)`,
    'a second bank payout for an order': `
      insert into payout_attempts (order_id, attempt, idempotency_key, state, account_enc, ifsc, amount_paise, requested_at)
      select order_id, attempt + 100, idempotency_key || '-again', 'requested', account_enc, ifsc, amount_paise, now()
      from payout_attempts where state = 'succeeded' limit 1;
      insert into sim_payouts (idempotency_key, account_last4, amount_paise, outcome, utr, settle_at, created_at)
      select idempotency_key || '-again', account_last4, amount_paise, 'succeeded', utr, now(), now()
      from sim_payouts where outcome = 'succeeded' limit 1`,
    'a lost journal line': `
      delete from ledger_entries where id = (select e.id from ledger_entries e join ledger_journals j on j.id = e.journal_id
        where j.kind = 'disbursal' limit 1)`,
    'a day accrued into the books but not the ledger': `
      update loan_instalments set accrued_interest_paise = accrued_interest_paise + 1
      where (order_id, number) = (select order_id, number from loan_instalments limit 1)`,
    'an order stuck disbursing': `
      update loan_orders set state = 'disbursing', disbursed_at = null
      where id = (select id from loan_orders where state = 'disbursed' limit 1)`,
  };
  const missed: string[] = [];
  await db.query('begin');
  try {
    const before = (await checkInvariants(db, { settled: true })).filter((c) => c.failures.length > 0).length;
    for (const [name, sql] of Object.entries(plants)) {
      await db.query('savepoint plant');
      await db.query(sql);
      const failing = (await checkInvariants(db, { settled: true })).filter(
        (c) => c.failures.length > 0,
      ).length;
      if (failing <= before) missed.push(name);
      await db.query('rollback to savepoint plant');
    }
  } finally {
    await db.query('rollback');
  }
  return missed;
}
