// The daily jobs over the 1M-loan scale database (issue 9, decision 040):
// the accrual and the reminders, with the app's own code (the repayment
// service and the reminders job built with the app's dependencies, on the
// app's database layer), on a copy of rs_scale so the seed stays as it was.
// Run: npm run bench:scale:jobs -w bench
//   JOBS_SOURCE_DB   the seeded database (default rs_scale)
//   SCALE_TODAY      the business day to run (default: the day after the loans' accrued day)
//   JOBS_KEEP=1      keep the copy rs_scale_jobs afterwards

import { readdirSync, readFileSync } from 'node:fs';
import { accrueDay, type BookInstalment } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { SmsSender } from '../../apps/api/src/adapters/sms';
import { parseEnv } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { ManualClock } from '../../apps/api/src/lib/clock';
import { classifyBook } from '../../apps/api/src/modules/loan-book';
import { orderRepository } from '../../apps/api/src/modules/orders';
import {
  bookRepository,
  bookTerms,
  createReminders,
  createRepaymentService,
} from '../../apps/api/src/modules/repayment';

const ADMIN_URL = process.env.JOBS_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SOURCE = process.env.JOBS_SOURCE_DB ?? 'rs_scale';
const COPY = process.env.JOBS_COPY_DB ?? `${SOURCE}_jobs`;
const urlOf = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE ... TEMPLATE needs the source without connections: retried while the seed or a bench reads it. */
async function copySource(): Promise<number> {
  const started = performance.now();
  await admin((c) => c.query(`drop database if exists ${COPY} with (force)`));
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin((c) => c.query(`create database ${COPY} template ${SOURCE} strategy file_copy`));
      return performance.now() - started;
    } catch (err) {
      const busy = /being accessed by other users/.test(String((err as Error).message));
      if (!busy || attempt >= 120) throw err;
      if (attempt === 1) console.log(`waiting for ${SOURCE} to have no connections...`);
      await sleep(5_000);
    }
  }
}

/** Counts the SMS instead of sending them: at 1M loans their time is the gateway's. */
class CountingSms implements SmsSender {
  readonly name = 'counting';
  count = 0;
  async send(): Promise<void> {
    this.count += 1;
  }
}

/**
 * CPU seconds used so far by the PostgreSQL backends serving the copy (found
 * by their process title), so a run on a busy machine still says what the
 * work cost: wall time there is mostly waiting for a core.
 */
function databaseCpu(): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.includes(` ${COPY} `)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks.set(pid, Number(fields[11] ?? 0) + Number(fields[12] ?? 0)); // utime, stime
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

const nodeCpu = () => (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
const cpu = () => ({ db: databaseCpu(), node: nodeCpu() });
/** CPU seconds since `before`: of the backends alive now (the pool keeps its connections through a job), and of node. */
const cpuSince = (before: { db: Map<string, number>; node: number }) => {
  let ticks = 0;
  for (const [pid, now] of databaseCpu()) ticks += now - (before.db.get(pid) ?? 0);
  return `CPU: database ${(ticks / 100).toFixed(1)} s, node ${(nodeCpu() - before.node).toFixed(1)} s`;
};

async function count(client: pg.Client, query: string): Promise<number> {
  const { rows } = await client.query(query);
  return Number(rows[0]?.n ?? 0);
}

async function main() {
  const copyMs = await copySource();
  console.log(`copied ${SOURCE} to ${COPY} in ${seconds(copyMs)} s`);
  const database = await openDatabase({ databaseUrl: urlOf(COPY), dataDir: 'memory://' });
  const check = new pg.Client({ connectionString: urlOf(COPY) });
  check.on('error', (err) => console.error(`check connection: ${err.message}`));
  await check.connect();
  try {
    const { rows } = await check.query(
      `select max(accrued_through) as day, count(*)::int as n from loan_accounts where accruing`,
    );
    const accruedDay = String(rows[0]?.day ?? '');
    const today =
      process.env.SCALE_TODAY ??
      new Date(Date.parse(`${accruedDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    console.log(
      `${rows[0]?.n} disbursed loans, accrued through ${accruedDay}; running ${today} at 12:00 IST`,
    );
    // The figures depend on the server's memory and checkpoint sizing: say which it had.
    const settings = await check.query(
      `select string_agg(name || ' ' || current_setting(name), ', ' order by name) as s from pg_settings
       where name in ('shared_buffers', 'max_wal_size', 'work_mem', 'max_parallel_workers_per_gather')`,
    );
    console.log(`server: ${settings.rows[0]?.s}`);

    // The app's configuration (defaults) and dependencies; only the clock and the SMS are the bench's.
    const config = parseEnv({ NODE_ENV: 'test' });
    const clock = new ManualClock(`${today}T06:30:00.000Z`);
    const sms = new CountingSms();
    const warn = (detail: unknown, message?: string) => console.warn(message, detail);
    const logger = {
      warn,
      error: warn,
      info() {},
      debug() {},
      child: () => logger,
    } as unknown as FastifyBaseLogger;
    const repayments = createRepaymentService({
      db: database.db,
      clock,
      gateway: {} as never, // the accrual never calls the collection gateway
      sms,
      proName: config.PRO_NAME,
      lenderName: config.LENDER_NAME,
      vpa: config.LENDER_VPA,
      payee: config.LENDER_PAYEE_NAME,
      extensionDays: config.EXTENSION_DAYS,
      checkSeconds: config.COLLECTION_CHECK_SECONDS,
      logger,
    });
    const reminders = createReminders({
      db: database.db,
      clock,
      sms,
      proName: config.PRO_NAME,
      lenderName: config.LENDER_NAME,
      logger,
    });

    // A sample of the books before the run (orders whose id starts with 000, about 1 in 4,096):
    // after it, each must be what domain accrueDay makes of it.
    const sampleIds = (
      await check.query(
        `select order_id as id from loan_accounts where accruing and order_id < '00100000-0000-0000-0000-000000000000'`,
      )
    ).rows.map((r: { id: string }) => r.id);
    const before = new Map<string, BookInstalment[]>();
    for (const id of sampleIds) before.set(id, await bookRepository.load(database.db, id));

    const journalsBefore = await count(
      check,
      `select count(*) as n from ledger_journals where kind = 'accrual'`,
    );
    let cpuBefore = cpu();
    let started = performance.now();
    const accrual = await repayments.runAccrualStats();
    const accrualMs = performance.now() - started;
    const accrualCpu = cpuSince(cpuBefore);
    console.log(
      `accrual: ${seconds(accrualMs)} s — ${accrual.orders} orders (${accrual.perOrder} per-order), ` +
        `${accrual.instalments} instalments, ${accrual.journals} journals, ${accrual.entries} ledger lines, ` +
        `interest Rs ${(accrual.interestPaise / 100).toFixed(2)}, penal Rs ${(accrual.penalPaise / 100).toFixed(2)}; ${accrualCpu}`,
    );

    let mismatches = 0;
    for (const [id, book] of before) {
      const order = await orderRepository.findById(database.db, id);
      if (!order) continue;
      const want = accrueDay(book, today, bookTerms(order, config.EXTENSION_DAYS)).book;
      const got = await bookRepository.load(database.db, id);
      if (JSON.stringify(got) !== JSON.stringify(want)) mismatches += 1;
    }
    console.log(`sample: ${before.size} orders' books against domain accrueDay, ${mismatches} differ`);

    started = performance.now();
    const again = await repayments.runAccrualStats();
    const againMs = performance.now() - started;
    console.log(
      `accrual again the same day: ${seconds(againMs)} s — ${again.orders} orders, ${again.journals} journals`,
    );

    // Days past due and asset class after the accrual, as the tick runs them (decision 084).
    cpuBefore = cpu();
    started = performance.now();
    const classified = await classifyBook(database.db, today);
    console.log(
      `classification: ${seconds(performance.now() - started)} s — ${classified.changed} loans moved, ` +
        `${classified.newNpa} new NPAs, ${classified.upgraded} upgraded; ${cpuSince(cpuBefore)}`,
    );
    started = performance.now();
    const classifiedAgain = await classifyBook(database.db, today);
    console.log(
      `classification again the same day: ${seconds(performance.now() - started)} s — ${classifiedAgain.changed} moved`,
    );

    cpuBefore = cpu();
    started = performance.now();
    const reminded = await reminders.stats();
    const remindersMs = performance.now() - started;
    const remindersCpu = cpuSince(cpuBefore);
    console.log(
      `reminders: ${seconds(remindersMs)} s — ${reminded.claimed} claimed and written ` +
        `(SQL ${seconds(reminded.sqlMs)} s), ${reminded.sent} SMS rendered and handed to the sender ` +
        `(${seconds(reminded.smsMs)} s); ${remindersCpu}`,
    );
    started = performance.now();
    const remindedAgain = await reminders.stats();
    console.log(
      `reminders again: ${seconds(performance.now() - started)} s — ${remindedAgain.claimed} claimed`,
    );

    started = performance.now();
    const unbalanced = await count(
      check,
      `select count(*) as n from (select journal_id from ledger_entries group by journal_id
         having sum(amount_paise) <> 0) u`,
    );
    const journalsAfter = await count(
      check,
      `select count(*) as n from ledger_journals where kind = 'accrual'`,
    );
    console.log(
      `check: ${journalsAfter - journalsBefore} accrual journals added, ${unbalanced} unbalanced ` +
        `(${seconds(performance.now() - started)} s)`,
    );
    console.log(
      JSON.stringify({
        today,
        accrual: { seconds: Number(seconds(accrualMs)), ...accrual },
        accrualAgain: { seconds: Number(seconds(againMs)), orders: again.orders },
        reminders: { seconds: Number(seconds(remindersMs)), ...reminded },
        unbalanced,
        sample: { orders: before.size, mismatches },
      }),
    );
    if (unbalanced > 0 || mismatches > 0 || again.orders > 0 || remindedAgain.claimed > 0)
      process.exitCode = 1;
  } finally {
    await check.end();
    await database.close();
    if (!process.env.JOBS_KEEP) await admin((c) => c.query(`drop database if exists ${COPY} with (force)`));
  }
}

await main();
