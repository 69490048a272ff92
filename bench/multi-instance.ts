// Two API instances on one PostgreSQL under concurrent load, then SQL checks
// that nothing happened twice: every job done once, one payout per disbursed
// order, one journal per event key, balanced books, one reminder per
// order/day/offset, no double repayment credit.
// Run: npm run bench:multi   (DATABASE_URL: the admin URL, defaults to the local PostgreSQL)
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { completeByApi, submitByApi } from '../e2e/support/application';
import { type ApiSession, logInByApi } from '../e2e/support/journey';
import { signaturePng } from '../e2e/support/repayment';
import { type RunningServer, startServer } from '../e2e/support/server';

const BORROWERS = Number(process.env.MULTI_BORROWERS ?? 24);
const PARALLEL = Number(process.env.MULTI_PARALLEL ?? 8);
const COLLECTION_SECRET = 'multi-collection-webhook-secret-0123456789';
const PAYOUT_SECRET = 'multi-payout-webhook-secret-0123456789abc';

/** Both instances share the secrets, the file folder and the database; only the port differs. */
function sharedEnv(databaseUrl: string, filesDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    APP_SECRET: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    FILES_DIR: filesDir,
    STAFF_ADMIN_PASSWORD: 'multi-instance-admin-pw',
    COLLECTION_WEBHOOK_SECRET: COLLECTION_SECRET,
    PAYOUT_WEBHOOK_SECRET: PAYOUT_SECRET,
    TEST_CLOCK: 'true',
    // The abuse limits relaxed as in load.ts; the jobs and ticks as often as allowed.
    UNDERWRITING_DELAY_SECONDS: '0',
    CAPTCHA_PHONES_PER_CLIENT: '100000',
    OTP_RESEND_COOLDOWN_SECONDS: '0',
    JOBS_POLL_MS: '100',
    REPAYMENT_TICK_SECONDS: '5',
    PAYOUT_SETTLE_SECONDS: '1',
    PAYOUT_CHECK_SECONDS: '1',
    COLLECTION_CHECK_SECONDS: '1',
    LOG_LEVEL: 'error',
  };
}

async function call<T>(
  server: RunningServer,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} on ${server.baseUrl}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A signed webhook, the same bytes to each instance at once (a gateway retrying into a load balancer). */
async function webhookToBoth(
  servers: RunningServer[],
  path: string,
  secret: string,
  notice: unknown,
): Promise<string[]> {
  const body = JSON.stringify(notice);
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return Promise.all(
    servers.map(async (server) => {
      const res = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body,
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { outcome: string }).outcome;
    }),
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(what: string, probe: () => Promise<T | null>, seconds = 60): Promise<T> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const value = await probe();
    if (value !== null) return value;
    await sleep(150);
  }
  throw new Error(`timed out waiting for ${what}`);
}

interface Loan {
  session: ApiSession;
  orderId: string;
}

const outcomes = { collectionApplied: 0, collectionIgnored: 0, collectionDuplicate: 0, payoutWebhooks: 0 };
/**
 * Home is kept in each instance's memory until the database announces a
 * change (decision 051): how long after a change was seen in the database
 * each instance's Home still showed the old state, in ms (-1: never caught up
 * within 2 s).
 */
const homeLags = { decision: [] as number[], logout: [] as number[] };
/** Home answers that still showed the old state although asked after the change was visible. */
const staleAnswers = { decision: 0, logout: 0 };

/** Polls every instance's Home until `shows` holds on each; the longest wait in ms, or -1. */
async function homeCatchesUp(
  servers: RunningServer[],
  token: string,
  change: keyof typeof staleAnswers,
  shows: (status: number, body: { stage?: string }) => boolean,
): Promise<number> {
  const since = performance.now();
  const waits = await Promise.all(
    servers.map(async (server) => {
      while (performance.now() - since < 2_000) {
        const res = await fetch(`${server.baseUrl}/api/v1/home`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (shows(res.status, await res.json())) return performance.now() - since;
        staleAnswers[change] += 1;
        await sleep(2);
      }
      return -1;
    }),
  );
  return waits.includes(-1) ? -1 : Math.max(...waits);
}

/** One borrower, each step on the other instance: login, apply, withdraw, sign, paid out. */
async function borrow(servers: RunningServer[], i: number): Promise<Loan> {
  const on = (k: number) => servers[(i + k) % servers.length] as RunningServer;
  const phone = `96${String(10_000_000 + i * 37).slice(-8)}`;
  const session = await logInByApi(on(0), phone);
  const { token } = session;
  await completeByApi(on(1), session);
  // Both instances keep this customer's Home ("continue") before the decision lands.
  for (const server of servers) await call(server, token, 'GET', '/api/v1/home');
  await submitByApi(on(0), token);
  await waitFor('approval', async () => {
    const { state } = await call<{ state: string }>(on(1), token, 'GET', '/api/v1/application');
    if (state === 'submitted') return null;
    if (state !== 'approved') throw new Error(`borrower ${i}: ${state}`);
    return state;
  });
  homeLags.decision.push(
    await homeCatchesUp(servers, token, 'decision', (_, home) => home.stage === 'approved'),
  );
  const order = await call<{ id: string }>(
    on(0),
    token,
    'POST',
    '/api/v1/orders',
    { amountPaise: 10_000_00, termMonths: 3 },
    { 'idempotency-key': `multi-order-${i}` },
  );
  for (const [k, kind] of ['kfs', 'letter', 'loan'].entries()) {
    await call(on(k), token, 'POST', `/api/v1/orders/${order.id}/documents/${kind}/read`);
  }
  const mark = on(1).mark();
  await call(on(1), token, 'POST', `/api/v1/orders/${order.id}/sign/code`);
  const code = await on(1).waitForOtp(phone, mark);
  await call(on(0), token, 'POST', `/api/v1/orders/${order.id}/sign`, {
    code,
    signaturePng: signaturePng(),
    agree: true,
  });
  // Half the payouts are also announced by the payout gateway's webhook, to both instances, racing the check job.
  let announced = i % 2 === 1;
  await waitFor('disbursal', async () => {
    const { state } = await call<{ state: string }>(on(1), token, 'GET', `/api/v1/orders/${order.id}`);
    if (state === 'disbursing' && !announced) {
      announced = true;
      await webhookToBoth(servers, '/api/v1/webhooks/payouts', PAYOUT_SECRET, {
        idempotencyKey: `${order.id}-1`,
        status: 'succeeded',
        utr: String(100_000_000_000 + i),
      });
      outcomes.payoutWebhooks += 2;
    }
    return state === 'disbursed' ? state : null;
  });
  return { session, orderId: order.id };
}

/**
 * One repayment of a loan, alternating the ways money arrives: a gateway
 * checkout whose success webhook goes to both instances at once, or a UPI
 * payment whose UTR the check job verifies on whichever instance claims it.
 */
async function repay(
  servers: RunningServer[],
  loan: Loan,
  i: number,
  round: number,
  kind: 'partial' | 'full',
) {
  const on = (k: number) => servers[(i + round + k) % servers.length] as RunningServer;
  const { token } = loan.session;
  const upi = (i + round) % 3 === 0;
  const body =
    kind === 'full'
      ? { kind, method: upi ? 'upi' : 'gateway' }
      : { kind, method: upi ? 'upi' : 'gateway', amountPaise: 500_00 + round * 100 };
  const created = await call<{ id: string; reference: string; amountPaise: number }>(
    on(0),
    token,
    'POST',
    `/api/v1/orders/${loan.orderId}/repayments`,
    body,
    { 'idempotency-key': `multi-repay-${i}-${round}` },
  );
  if (upi) {
    // Unique per borrower and round; never ending 0000, 1111 or 2222 (the simulator's failing and pending UTRs).
    const utr = String(700_000_000_000 + i * 1000 + round * 10 + 5);
    await call(on(1), token, 'POST', `/api/v1/repayments/${created.id}/utr`, { utr });
  } else {
    const answers = await webhookToBoth(servers, '/api/v1/webhooks/collections', COLLECTION_SECRET, {
      eventId: `evt-${created.reference}`,
      reference: created.reference,
      status: 'succeeded',
      amountPaise: created.amountPaise,
      gatewayRef: `GW${created.reference}`,
    });
    for (const a of answers) {
      if (a === 'applied') outcomes.collectionApplied += 1;
      else if (a === 'duplicate') outcomes.collectionDuplicate += 1;
      else outcomes.collectionIgnored += 1;
    }
  }
  await waitFor('repayment decided', async () => {
    const view = await call<{ state: string }>(on(1), token, 'GET', `/api/v1/repayments/${created.id}`);
    if (view.state === 'failed') throw new Error(`repayment ${created.id} failed`);
    return view.state === 'succeeded' ? view.state : null;
  });
}

/** Runs `work` over 0..count-1, `parallel` at a time. */
async function pool<T>(count: number, parallel: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      for (let i = next++; i < count; i = next++) results[i] = await work(i);
    }),
  );
  return results;
}

/** Moves both instances' clocks by the same amount at once; each then runs the accrual, reminders and due jobs. */
async function advanceBoth(servers: RunningServer[], move: { days?: number; minutes?: number }) {
  const answers = await Promise.all(
    servers.map((s) => call<{ now: string }>(s, null, 'POST', '/api/test/clock', move)),
  );
  return answers[0]?.now ?? '';
}

/** Minutes from now to the next 10:00 in India, where reminders may be sent (08:00-19:00 IST). */
function minutesToTenIst(now: Date): number {
  const ist = (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % 1440;
  return (600 - ist + 1440) % 1440;
}

interface Check {
  name: string;
  value: string;
  pass: boolean;
}

function homeChecks(): Check[] {
  // The wait includes the requests' own time on busy instances (PDFs, photos of other borrowers).
  const summary = (lags: number[], stale: number) =>
    lags.includes(-1)
      ? `${lags.filter((lag) => lag === -1).length} of ${lags.length} still stale after 2 s`
      : `${lags.length} of ${lags.length}; ${stale} stale answers; longest wait ${Math.max(...lags).toFixed(1)} ms`;
  return [
    {
      name: "each decision on both instances' Home (kept in memory, decision 051)",
      value: summary(homeLags.decision, staleAnswers.decision),
      pass: homeLags.decision.length === BORROWERS && !homeLags.decision.includes(-1),
    },
    {
      name: 'a logout on one instance ends the session on the other',
      value: summary(homeLags.logout, staleAnswers.logout),
      pass: homeLags.logout.length === BORROWERS && !homeLags.logout.includes(-1),
    },
  ];
}

async function checks(db: pg.Client, instanceNow: Date): Promise<Check[]> {
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query(sql, params)).rows[0] as Record<string, string | number | null>;
  const n = (v: unknown) => Number(v ?? 0);
  const out: Check[] = [];
  const add = (name: string, value: string, pass: boolean) => out.push({ name, value, pass });

  const jobs = await one(
    `select count(*) total,
            count(*) filter (where done_at is not null) done,
            count(*) filter (where done_at is null and run_at <= $1) due_open,
            count(*) filter (where done_at is null and run_at > $1) later,
            count(*) filter (where attempts <> 1 and done_at is not null) not_once,
            count(*) filter (where last_error is not null) errors
       from jobs`,
    [instanceNow],
  );
  add(
    'jobs: every due job done, each claimed exactly once',
    `${jobs.done}/${jobs.total} done (${jobs.later} scheduled later), ${jobs.due_open} due open, ${jobs.not_once} done with attempts != 1, ${jobs.errors} with an error`,
    n(jobs.due_open) === 0 && n(jobs.not_once) === 0 && n(jobs.errors) === 0 && n(jobs.total) > 0,
  );
  const kinds = await db.query(`select kind, count(*) c from jobs group by kind order by kind`);
  add('jobs by kind', kinds.rows.map((r) => `${r.kind} ${r.c}`).join(', '), true);

  const apps = await one(
    `select count(*) total,
            count(*) filter (where state = 'approved') approved,
            (select count(*) from messages where template = 'application_approved') approved_msgs,
            (select count(*) from coupons) coupons
       from applications`,
  );
  add(
    'underwriting: one decision per application',
    `${apps.approved}/${apps.total} approved, ${apps.approved_msgs} approval messages`,
    n(apps.approved) === BORROWERS && n(apps.approved_msgs) === BORROWERS,
  );

  const payouts = await one(
    `select count(*) orders,
            count(*) filter (where p.ok = 1 and p.attempts = 1) exactly_one,
            (select count(*) from sim_payouts) sim_rows,
            (select count(*) from messages where template = 'loan_disbursed') disbursed_msgs
       from loan_orders o
       left join lateral (
         select count(*) attempts, count(*) filter (where state = 'succeeded') ok
           from payout_attempts a where a.order_id = o.id
       ) p on true
      where o.disbursed_at is not null`,
  );
  add(
    'payouts: exactly one attempt, succeeded, per disbursed order',
    `${payouts.exactly_one}/${payouts.orders} orders, ${payouts.sim_rows} gateway payouts, ${payouts.disbursed_msgs} disbursal messages`,
    n(payouts.orders) === BORROWERS &&
      n(payouts.exactly_one) === BORROWERS &&
      n(payouts.sim_rows) === BORROWERS &&
      n(payouts.disbursed_msgs) === BORROWERS,
  );

  const journals = await one(
    `select count(*) total, count(distinct event_key) keys,
            count(*) filter (where kind = 'disbursal') disbursals,
            count(*) filter (where kind = 'accrual') accruals,
            count(*) filter (where kind = 'repayment') repayments
       from ledger_journals`,
  );
  add(
    'ledger: one journal per event key',
    `${journals.total} journals, ${journals.keys} keys (${journals.disbursals} disbursal, ${journals.accruals} accrual, ${journals.repayments} repayment)`,
    n(journals.total) === n(journals.keys) && n(journals.disbursals) === BORROWERS,
  );

  const balance = await one(
    `select coalesce(sum(amount_paise), 0) net,
            coalesce(sum(amount_paise) filter (where amount_paise > 0), 0) debits,
            (select count(*) from (select journal_id from ledger_entries group by journal_id
               having sum(amount_paise) <> 0) j) unbalanced,
            (select count(*) from ledger_journals j where not exists
               (select 1 from ledger_entries e where e.journal_id = j.id)) empty
       from ledger_entries`,
  );
  add(
    'ledger balances: debits = credits, overall and per journal',
    `debits ${balance.debits} paise, net ${balance.net}, ${balance.unbalanced} unbalanced journals, ${balance.empty} empty`,
    n(balance.net) === 0 && n(balance.unbalanced) === 0 && n(balance.empty) === 0,
  );

  const reminders = await one(
    `select count(*) total,
            count(distinct (order_id, due_day, offset_days)) distinct_rows,
            (select count(*) from messages
              where template in ('repayment_reminder', 'repayment_due_today', 'repayment_overdue')) msgs
       from repayment_reminders`,
  );
  add(
    'reminders: one per order/due day/offset, one message each',
    `${reminders.total} reminders, ${reminders.distinct_rows} distinct, ${reminders.msgs} messages`,
    n(reminders.total) > 0 &&
      n(reminders.total) === n(reminders.distinct_rows) &&
      n(reminders.total) === n(reminders.msgs),
  );

  const credit = await one(
    `select count(*) filter (where r.state = 'succeeded') succeeded,
            count(*) filter (where r.state <> 'succeeded') other,
            count(*) filter (where r.state = 'succeeded' and j.n = 1) one_journal,
            count(*) filter (where r.state <> 'succeeded' and j.n > 0) stray_journal,
            coalesce(sum(r.amount_paise) filter (where r.state = 'succeeded'), 0) paid,
            (select coalesce(sum(e.amount_paise), 0) from ledger_entries e
               join ledger_journals lj on lj.id = e.journal_id
              where lj.kind in ('repayment', 'extension') and e.account = 'collections_clearing') cleared,
            (select count(*) from messages
              where template in ('repayment_received', 'loan_settled')) msgs
       from repayments r
       left join lateral (
         select count(*) n from ledger_journals lj where lj.event_key = 'repayment:' || r.id
       ) j on true`,
  );
  add(
    'repayments: one credit per repayment, none twice',
    `${credit.one_journal}/${credit.succeeded} succeeded with one journal, ${credit.stray_journal} stray; collected ${credit.paid} = ledger ${credit.cleared}; ${credit.msgs} receipts`,
    n(credit.succeeded) > 0 &&
      n(credit.one_journal) === n(credit.succeeded) &&
      n(credit.stray_journal) === 0 &&
      n(credit.paid) === n(credit.cleared) &&
      n(credit.msgs) === n(credit.succeeded),
  );

  const books = await one(
    `select count(*) orders, count(*) filter (where b.principal = coalesce(l.principal, 0)) agree
       from (select order_id, sum(principal_paise - paid_principal_paise) principal
               from loan_instalments group by order_id) b
       left join (select order_id, sum(amount_paise) principal from ledger_entries
                   where account = 'principal_receivable' group by order_id) l using (order_id)`,
  );
  add(
    "books = ledger: each loan's principal owed",
    `${books.agree}/${books.orders} loans agree`,
    n(books.orders) === BORROWERS && n(books.agree) === n(books.orders),
  );

  // An order's day is in its own journal (accrual:<order>:<day>) or in a day's batch journal
  // (accrual-batch:<day>:<first order>), on its receivable lines (decision 050).
  const accrual = await one(
    `with posted as (
       select id, order_id, split_part(event_key, ':', 3) as day from ledger_journals
       where kind = 'accrual' and event_key like 'accrual:%'
       union
       select j.id, e.order_id, split_part(j.event_key, ':', 2) from ledger_journals j
       join ledger_entries e on e.journal_id = j.id
       where j.event_key like 'accrual-batch:%' and e.order_id is not null)
     select count(*) total, count(distinct (order_id, day)) per_day,
            count(distinct id) journals from posted`,
  );
  add(
    'accrual: each order and day in one journal',
    `${accrual.total} order-day postings in ${accrual.journals} journals, ${accrual.per_day} order-days`,
    n(accrual.total) > 0 && n(accrual.total) === n(accrual.per_day),
  );
  return out;
}

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `rs_multi_${Date.now()}`;
await admin.query(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;
const filesDir = mkdtempSync(join(tmpdir(), 'rs-multi-files-'));
const servers: RunningServer[] = [];
let failed = true;
const started = Date.now();
const lap = (what: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);
try {
  const env = sharedEnv(dbUrl.toString(), filesDir);
  // Both start at once on the empty database: the migrations and the first admin race too.
  servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  lap(`two instances up: ${servers.map((s) => s.baseUrl).join(', ')}`);

  // Phase 1: borrowers apply and withdraw through both instances; each repays once while the ticks run.
  const loans = await pool(BORROWERS, PARALLEL, async (i) => {
    const loan = await borrow(servers, i);
    await repay(servers, loan, i, 0, 'partial');
    return loan;
  });
  lap(`${loans.length} borrowers approved, paid out and repaid once`);

  // Phase 2: the clocks move to the reminder days (D-3, D-1, due, overdue 1, 3, 7) while the borrowers keep repaying.
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  try {
    const due = ((await db.query(`select min(due_day) d from loan_instalments`)).rows[0] as { d: string }).d;
    const now = new Date(
      (await advanceBoth(servers, { minutes: minutesToTenIst(new Date()) })) || Date.now(),
    );
    const istToday = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const toDminus3 = Math.round((Date.parse(due) - Date.parse(istToday)) / 86_400_000) - 3;
    const steps = [toDminus3, 2, 1, 1, 2, 4];
    for (const [round, days] of steps.entries()) {
      const last = round === steps.length - 1;
      await Promise.all([
        advanceBoth(servers, { days }),
        pool(loans.length, PARALLEL, (i) =>
          // On the last round a third of the borrowers pay everything off.
          i % 4 === round % 4 || last
            ? repay(servers, loans[i] as Loan, i, round + 1, last && i % 3 === 0 ? 'full' : 'partial')
            : Promise.resolve(),
        ),
      ]);
      lap(`clock +${days} days (round ${round + 1}/${steps.length})`);
    }
    // Let both pollers and tickers drain what is due, then check.
    await sleep(3_000);
    const instanceNow = new Date(await advanceBoth(servers, {}));
    await waitFor(
      'due jobs drained',
      async () => {
        const open = await db.query(`select count(*) c from jobs where done_at is null and run_at <= $1`, [
          instanceNow,
        ]);
        return Number(open.rows[0]?.c) === 0 ? true : null;
      },
      30,
    ).catch(() => undefined);
    const results = await checks(db, instanceNow);
    // Phase 3: each borrower logs out on one instance; the other must refuse the session at once.
    await pool(loans.length, PARALLEL, async (i) => {
      const { token } = (loans[i] as Loan).session;
      const [here, there] = i % 2 === 0 ? servers : [...servers].reverse();
      await call(there as RunningServer, token, 'GET', '/api/v1/home');
      await call(here as RunningServer, token, 'POST', '/api/v1/auth/logout');
      homeLags.logout.push(
        await homeCatchesUp([there as RunningServer], token, 'logout', (status) => status === 401),
      );
    });
    results.push(...homeChecks());
    lap('checks done');
    console.log(
      `\n${BORROWERS} borrowers, ${PARALLEL} at a time, two instances; gateway webhooks: ${outcomes.collectionApplied} applied, ${outcomes.collectionIgnored} ignored, ${outcomes.collectionDuplicate} duplicate; payout webhooks sent: ${outcomes.payoutWebhooks}\n`,
    );
    console.log('| check | result | |');
    console.log('| --- | --- | --- |');
    for (const r of results) console.log(`| ${r.name} | ${r.value} | ${r.pass ? 'PASS' : '**FAIL**'} |`);
    failed = results.some((r) => !r.pass);
  } finally {
    await db.end();
  }
} catch (err) {
  console.error(err);
  for (const [k, s] of servers.entries()) {
    console.error(`--- instance ${k} last output ---\n${s.output.slice(-20).join('\n')}`);
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  if (process.env.MULTI_KEEP_DB !== '1') await admin.query(`drop database if exists ${name} with (force)`);
  else console.log(`kept database ${name}`);
  await admin.end();
  rmSync(filesDir, { recursive: true, force: true });
}
console.log(failed ? '\nFAIL' : '\nPASS');
process.exit(failed ? 1 : 0);
