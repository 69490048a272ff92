import {
  addDays,
  DEFAULT_PRICING,
  inReminderWindow,
  isLang,
  istDayKey,
  type MessageTemplate,
  REMINDER_OFFSETS,
  renderMessage,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { percentSql, rupeesSql } from './sql-money';

/** SMS sent at once while a reminder run dispatches (the gateway's pace sets the rest). */
export const REMINDER_SMS_CONCURRENCY = 16;

/** A reminder claimed and written to the message center: what its SMS needs. */
export interface ClaimedReminder {
  phone: string;
  language: string;
  template: MessageTemplate;
  params: Record<string, string | number>;
}

export interface ReminderStats {
  /** Reminders claimed (each written to the message center once). */
  claimed: number;
  /** First levies of penal charges told (claimPenalLevies). */
  levies: number;
  sent: number;
  /** Milliseconds in SQL (finding, claiming, writing the messages) and in SMS dispatch. */
  sqlMs: number;
  smsMs: number;
}

type Rows<T> = { rows: T[] };

/**
 * The reminders at one offset (days before the due day; negative: overdue),
 * set-based: every disbursed order whose first open instalment falls due on
 * `today + offset` is claimed in repayment_reminders (ON CONFLICT DO NOTHING:
 * each goes once however often, and on however many instances, this runs)
 * and its message center entry written, in one statement. The amount is
 * domain `scheduledBillOwing` (the instalments due by today, else the first
 * open one, in full, and every penal charge: what falls due on the due day,
 * though a bill paid before it never costs more than the payoff) formatted as `formatMoney(paise / 100,
 * { symbol: true })` does (whole rupees half up, Indian grouping), the date
 * as `formatDate` (DD-MM-YYYY): a test holds these to the domain's.
 * Candidates come from the open-instalment due-day index, so the cost is the
 * reminders of the day, not the book.
 */
export async function claimReminders(
  db: Executor,
  input: { today: string; offset: number; now: Date; proName: string; lenderName: string },
): Promise<ClaimedReminder[]> {
  const { today, offset } = input;
  const template: MessageTemplate =
    offset > 0 ? 'repayment_reminder' : offset === 0 ? 'repayment_due_today' : 'repayment_overdue';
  const at = input.now.toISOString();
  const result = (await db.execute(sql`
    with firsts as (
      select i.order_id, i.number, i.due_day
      from loan_instalments i
      join loan_orders o on o.id = i.order_id and o.state = 'disbursed'
      where i.paid_day is null and i.due_day = ${addDays(today, offset)}
        -- the first open instalment of its order (an index probe per candidate)
        and i.number = (
          select min(e.number) from loan_instalments e where e.order_id = i.order_id and e.paid_day is null
        )
    ),
    owed as (
      select f.order_id, f.due_day,
        coalesce(
          sum(a.principal_paise - a.paid_principal_paise + a.interest_paise - a.paid_interest_paise)
            filter (where a.paid_day is null and a.due_day <= ${today}),
          sum(a.principal_paise - a.paid_principal_paise + a.interest_paise - a.paid_interest_paise)
            filter (where a.number = f.number)
        ) + sum(a.penal_paise + a.penalty_fee_paise + a.failed_debit_charge_paise - a.paid_penal_paise) as paise,
        sum(a.penal_paise + a.penalty_fee_paise + a.failed_debit_charge_paise - a.paid_penal_paise) as penal
      from firsts f
      join loan_instalments a on a.order_id = f.order_id
      group by f.order_id, f.due_day
    ),
    claimed as (
      insert into repayment_reminders (order_id, due_day, offset_days, sent_at)
      select order_id, due_day, ${offset}::int, ${at}::timestamptz from owed
      on conflict do nothing
      returning order_id
    ),
    notices as (
      select o.customer_id, u.phone, u.language, jsonb_build_object(
          'proName', ${input.proName}::text,
          'lenderName', ${input.lenderName}::text,
          'orderNo', o.order_no,
          'amount', '₹' || case when length(r.rupees) <= 3 then r.rupees
            else regexp_replace(left(r.rupees, -3), '(\\d)(?=(\\d\\d)+$)', '\\1,', 'g') || ',' || right(r.rupees, 3) end,
          'date', to_char(w.due_day::date, 'DD-MM-YYYY'),
          'days', ${-offset}::int,
          -- What a late payment costs, and what it has cost so far (issue 30, point 5).
          'penalRate', ${percentSql(sql`coalesce(la.penal_daily_ppm, ${DEFAULT_PRICING.penalDailyPpm})`)},
          'penaltyFee', ${rupeesSql(sql`la.penalty_fee_paise`)},
          'penal', ${rupeesSql(sql`w.penal`)}
        ) as params
      from claimed c
      join owed w on w.order_id = c.order_id
      join loan_orders o on o.id = c.order_id
      join loan_accounts la on la.order_id = c.order_id
      join customers u on u.id = o.customer_id
      cross join lateral (select (div(greatest(w.paise, 0) + 50, 100))::text as rupees) r
    ),
    written as (
      insert into messages (customer_id, kind, template, params, created_at)
      select customer_id, 'notify', ${template}, params, ${at}::timestamptz from notices
    )
    select phone, language, params from notices`)) as unknown as Rows<{
    phone: string;
    language: string;
    params: Record<string, string | number> | string;
  }>;
  return result.rows.map((row) => ({
    phone: row.phone,
    language: row.language,
    template,
    params: typeof row.params === 'string' ? JSON.parse(row.params) : row.params,
  }));
}

/**
 * The claim key of a penal levy notice in repayment_reminders: an offset no
 * reminder falls on, so that each instalment's levy is told once, however
 * often and on however many instances this runs.
 */
export const PENAL_LEVY_CLAIM = -100;

/** Days after a due day in which its levy is still told (a server down for longer tells no stale news). */
export const PENAL_LEVY_NOTICE_DAYS = 3;

/**
 * The first levy of penal charges (issue 30, point 5): an open instalment
 * past its due day on which penal charges (the penalty fee of its first
 * overdue day, or late interest where there is no fee) now stand is told
 * once, to the message center and by SMS, with what it owes in penal
 * charges and why. Set-based like the reminders, in their hours; the books
 * are the accrual's (both accrual paths write them), so nothing here
 * charges anything.
 */
export async function claimPenalLevies(
  db: Executor,
  input: { today: string; now: Date; proName: string; lenderName: string },
): Promise<ClaimedReminder[]> {
  const { today } = input;
  const at = input.now.toISOString();
  const result = (await db.execute(sql`
    with levied as (
      select i.order_id, i.number, i.due_day, i.penal_paise + i.penalty_fee_paise - i.paid_penal_paise as penal
      from loan_instalments i
      join loan_orders o on o.id = i.order_id and o.state = 'disbursed'
      where i.paid_day is null
        and i.due_day >= ${addDays(today, -PENAL_LEVY_NOTICE_DAYS)} and i.due_day < ${today}
        and i.penal_paise + i.penalty_fee_paise > 0
    ),
    claimed as (
      insert into repayment_reminders (order_id, due_day, offset_days, sent_at)
      select order_id, due_day, ${PENAL_LEVY_CLAIM}::int, ${at}::timestamptz from levied
      on conflict do nothing
      returning order_id, due_day
    ),
    notices as (
      select o.customer_id, u.phone, u.language, jsonb_build_object(
          'proName', ${input.proName}::text,
          'lenderName', ${input.lenderName}::text,
          'orderNo', o.order_no,
          'number', l.number,
          'amount', ${rupeesSql(sql`l.penal`)},
          'date', to_char(l.due_day::date, 'DD-MM-YYYY'),
          'penalRate', ${percentSql(sql`coalesce(la.penal_daily_ppm, ${DEFAULT_PRICING.penalDailyPpm})`)},
          'penaltyFee', ${rupeesSql(sql`la.penalty_fee_paise`)}
        ) as params
      from claimed c
      join levied l on l.order_id = c.order_id and l.due_day = c.due_day
      join loan_orders o on o.id = c.order_id
      join loan_accounts la on la.order_id = c.order_id
      join customers u on u.id = o.customer_id
    ),
    written as (
      insert into messages (customer_id, kind, template, params, created_at)
      select customer_id, 'notify', 'penal_levied', params, ${at}::timestamptz from notices
    )
    select phone, language, params from notices`)) as unknown as Rows<{
    phone: string;
    language: string;
    params: Record<string, string | number> | string;
  }>;
  return result.rows.map((row) => ({
    phone: row.phone,
    language: row.language,
    template: 'penal_levied' as const,
    params: typeof row.params === 'string' ? JSON.parse(row.params) : row.params,
  }));
}

/**
 * Repayment reminders (issue 5): at D-3, D-1, the due day and overdue days
 * 1, 3 and 7, to the message center and by SMS, only between 08:00 and
 * 19:00 in India. The message center entries are written set-based, one
 * statement per offset (claimReminders); the SMS then go out from the
 * returned rows, REMINDER_SMS_CONCURRENCY at a time, in the customer's
 * language. A failed SMS is logged, never retried or thrown (the message
 * center has it), as every notice's SMS.
 */
export function createReminders(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  proName: string;
  lenderName: string;
  logger: FastifyBaseLogger;
}) {
  const { db, clock } = deps;

  async function dispatch(reminders: readonly ClaimedReminder[]): Promise<number> {
    let next = 0;
    let sent = 0;
    const worker = async () => {
      for (let i = next++; i < reminders.length; i = next++) {
        const reminder = reminders[i];
        if (!reminder) continue;
        const lang = isLang(reminder.language) ? reminder.language : 'en';
        const { body } = renderMessage(reminder.template, lang, reminder.params);
        try {
          await deps.sms.send({ to: reminder.phone, text: body });
          sent += 1;
        } catch (err) {
          deps.logger.warn({ err, template: reminder.template }, 'SMS not sent');
        }
      }
    };
    await Promise.all(Array.from({ length: REMINDER_SMS_CONCURRENCY }, worker));
    return sent;
  }

  async function runRemindersStats(): Promise<ReminderStats> {
    const stats: ReminderStats = { claimed: 0, levies: 0, sent: 0, sqlMs: 0, smsMs: 0 };
    const now = clock.now();
    if (!inReminderWindow(now)) return stats;
    const today = istDayKey(now);
    for (const offset of REMINDER_OFFSETS) {
      const started = performance.now();
      const claimed = await db.transaction(async (tx) => {
        // A plan of this size gains nothing from JIT (its compile time is most of a small run).
        await tx.execute(sql`select set_config('jit', 'off', true)`);
        return claimReminders(tx, {
          today,
          offset,
          now,
          proName: deps.proName,
          lenderName: deps.lenderName,
        });
      });
      const claimedAt = performance.now();
      stats.claimed += claimed.length;
      stats.sent += await dispatch(claimed);
      stats.sqlMs += claimedAt - started;
      stats.smsMs += performance.now() - claimedAt;
    }
    const levies = await db.transaction((tx) =>
      claimPenalLevies(tx, { today, now, proName: deps.proName, lenderName: deps.lenderName }),
    );
    stats.levies = levies.length;
    stats.sent += await dispatch(levies);
    return stats;
  }

  async function runReminders(): Promise<number> {
    return (await runRemindersStats()).claimed;
  }

  return Object.assign(runReminders, { stats: runRemindersStats });
}
