// Fault injection on PostgreSQL (issue 9, decision 043): the real API is
// killed with SIGKILL during disbursal, during webhook handling and during the
// daily accrual, and PostgreSQL is restarted under load. After each recovery
// the invariants of bench/faults/invariants.ts must hold: nothing lost,
// nothing counted twice, nothing stuck.
// Run: npm run bench:faults   (FAULTS_SCENARIOS=disbursal,webhook,accrual,postgres;
//      FAULTS_BORROWERS, FAULTS_KILLS, DATABASE_URL, PG_CLUSTER="15 main",
//      FAULTS_PG_OUTAGE=terminate: cut off only the scenario's database, not restart the server)
import { execFile } from 'node:child_process';
import { createHash, createHmac, randomInt } from 'node:crypto';
import { promisify } from 'node:util';
import { istDayKey } from '@app/domain';
import pg from 'pg';
import { disbursedBorrower, signaturePng } from '../e2e/support/repayment';
import type { RunningServer } from '../e2e/support/server';
import { approvedBorrower } from '../e2e/support/withdraw';
import { type KillableApi, startKillableApi } from './faults/api-process';
import { type CheckResult, checkInvariants, counts, plantedFaultsMissed } from './faults/invariants';

const BORROWERS = Number(process.env.FAULTS_BORROWERS ?? 24);
const KILLS = Number(process.env.FAULTS_KILLS ?? 3);
const SCENARIOS = (process.env.FAULTS_SCENARIOS ?? 'disbursal,webhook,accrual,postgres').split(',');
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WEBHOOK_SECRET = 'faults-collection-webhook-secret-0123456789';

/** Guards relaxed and timings shortened so a run takes minutes; the lease is short so a dead worker's job returns fast. */
const ENV = {
  UNDERWRITING_DELAY_SECONDS: '0',
  JOBS_POLL_MS: '100',
  JOBS_LEASE_SECONDS: '3',
  CAPTCHA_PHONES_PER_CLIENT: '100000',
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  PAYOUT_SETTLE_SECONDS: '1',
  PAYOUT_CHECK_SECONDS: '1',
  REPAYMENT_TICK_SECONDS: '5',
  TEST_CLOCK: 'true',
  COLLECTION_WEBHOOK_SECRET: WEBHOOK_SECRET,
  // Fixed, so sessions and encrypted bank accounts survive a restart.
  APP_SECRET: 'faults-app-secret-0123456789abcdef0123456789abcdef',
};

interface Outcome {
  scenario: string;
  kills: number;
  /** What the scenario did, in a few words (counts). */
  note: string;
  checks: CheckResult[];
  seconds: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (text: string) => console.log(`[faults ${new Date().toISOString().slice(11, 19)}] ${text}`);

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T).then(
          (value) => ({ status: 'fulfilled', value }) as const,
          (reason: unknown) => ({ status: 'rejected', reason }) as const,
        );
      }
    }),
  );
  return results;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

interface Answer {
  status: number;
  body: unknown;
}

async function call(
  server: RunningServer,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<Answer> {
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: kept as text (the error-shape check reports it)
  }
  return { status: res.status, body: parsed };
}

async function ok<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
}

/** Runs one statement on the admin database, on a connection of its own (PostgreSQL may restart meanwhile). */
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh database `rs_faults_<name>_<time>`, dropped afterwards unless FAULTS_KEEP=1. */
async function withDatabase<T>(name: string, run: (url: string, db: pg.Client) => Promise<T>): Promise<T> {
  const database = `rs_faults_${name}_${Date.now()}`;
  await admin(`create database ${database}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const db = new pg.Client({ connectionString: url.toString() });
  // The PostgreSQL restart scenario ends this connection; its checks open another.
  db.on('error', () => undefined);
  try {
    await db.connect();
    return await run(url.toString(), db);
  } finally {
    await db.end().catch(() => undefined);
    if (process.env.FAULTS_KEEP !== '1') await admin(`drop database if exists ${database} with (force)`);
    else log(`kept database ${database}`);
  }
}

/** Waits until `done` says so, or throws after `seconds`. */
async function until(
  what: string,
  seconds: number,
  done: () => Promise<boolean>,
  pollMs = 300,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(pollMs);
  }
}

/** One line of what the database holds (`select label, count`), to show where a kill landed. */
async function snapshot(db: pg.Client, sql: string): Promise<string> {
  const { rows } = await db.query<{ label: string; n: number }>(sql);
  return rows.map((r) => `${r.label}:${r.n}`).join(' ');
}

/** Kills the API with SIGKILL after `ms`, logs what the database held then, and starts the API again. */
async function killAfter(api: KillableApi, ms: number, db: pg.Client, sql: string): Promise<void> {
  await sleep(ms);
  const pid = api.pid();
  await api.kill9();
  log(`kill -9 ${pid} after ${ms} ms; at the kill ${await snapshot(db, sql)}; restarting`);
  await api.restart();
}

const ORDER_STATES = `select state as label, count(*)::int n from loan_orders group by state order by state`;
const REPAYMENT_STATES = `select state as label, count(*)::int n from repayments group by state order by state`;
const ACCRUED_THROUGH = `select coalesce(accrued_through, '-') as label, count(*)::int n from loan_accounts
  where accruing group by accrued_through order by accrued_through`;

/** Ten digits; never ending in 0000 or 1111, which the payout simulator refuses. */
const phoneOf = (prefix: string, i: number) => `${prefix}${String(1001 + i).padStart(7, '0')}`;

/** N disbursed loans through the API, five at a time. */
async function disbursedLoans(api: KillableApi, prefix: string, n: number) {
  const results = await pool(
    Array.from({ length: n }, (_, i) => i),
    5,
    (i) => disbursedBorrower(api, phoneOf(prefix, i)),
  );
  return results.map((r) => {
    if (r.status === 'rejected') throw r.reason;
    return r.value;
  });
}

// --- a. kill -9 during disbursal -------------------------------------------------

interface ReadyToSign {
  token: string;
  phone: string;
  orderId: string;
  code: string;
}

/** An approved borrower with an order whose documents are read and whose signing code came. */
async function readyToSign(api: KillableApi, phone: string, failingAccount: boolean): Promise<ReadyToSign> {
  const session = await approvedBorrower(
    api,
    phone,
    failingAccount ? { accountNumber: `5010${phone.slice(-4)}0000` } : {},
  );
  const { token } = session;
  const order = await ok<{ id: string }>(
    call(api, 'POST', '/api/v1/orders', {
      token,
      body: { amountPaise: 10_000_00, termMonths: 3 },
      headers: { 'idempotency-key': `faults-order-${phone}` },
    }),
    'order',
  );
  for (const kind of ['kfs', 'letter', 'loan']) {
    await ok(call(api, 'POST', `/api/v1/orders/${order.id}/documents/${kind}/read`, { token }), 'read');
  }
  const mark = api.mark();
  await ok(call(api, 'POST', `/api/v1/orders/${order.id}/sign/code`, { token }), 'sign code');
  return { token, phone, orderId: order.id, code: await api.waitForOtp(phone, mark) };
}

async function orderState(api: KillableApi, b: { token: string; orderId: string }): Promise<string> {
  const view = await ok<{ state: string }>(
    call(api, 'GET', `/api/v1/orders/${b.orderId}`, { token: b.token }),
    'order',
  );
  return view.state;
}

/** Signs (again, with a new code, if a kill lost the first try) until the order left `created`. */
async function sign(api: KillableApi, b: ReadyToSign, png: string): Promise<void> {
  let code = b.code;
  let last = '';
  // Long enough for several kills and restarts in a row on a busy machine.
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    try {
      const res = await call(api, 'POST', `/api/v1/orders/${b.orderId}/sign`, {
        token: b.token,
        body: { code, signaturePng: png, agree: true },
      });
      if (res.status < 300) return;
      last = `${res.status} ${JSON.stringify(res.body)}`;
      if ((await orderState(api, b)) !== 'created') return;
      const mark = api.mark();
      await ok(call(api, 'POST', `/api/v1/orders/${b.orderId}/sign/code`, { token: b.token }), 'sign code');
      code = await api.waitForOtp(b.phone, mark);
    } catch (err) {
      last = String(err);
      await sleep(500); // the API is down: the borrower taps again a moment later
    }
  }
  throw new Error(`order ${b.orderId} could not be signed: ${last}`);
}

async function disbursalScenario(): Promise<Outcome> {
  return withDatabase('disbursal', async (url, db) => {
    const started = Date.now();
    const api = await startKillableApi({ ...ENV, DATABASE_URL: url });
    try {
      log(`disbursal: preparing ${BORROWERS} borrowers up to the signature`);
      const ready = await pool(
        Array.from({ length: BORROWERS }, (_, i) => i),
        5,
        (i) => readyToSign(api, phoneOf('981', i), i % 8 === 7),
      );
      const borrowers = ready.map((r) => {
        if (r.status === 'rejected') throw r.reason;
        return r.value;
      });
      const png = signaturePng();
      log('disbursal: signing all at once (payout jobs queue and run) and killing the API meanwhile');
      const signing = pool(shuffle([...borrowers]), 8, (b) => sign(api, b, png));
      // The first kill lands among the signatures; each later one once payouts are under way
      // (an order disbursing: its attempt is open and the gateway asked or about to be).
      let kills = 0;
      for (; kills < KILLS; kills++) {
        if (kills > 0) {
          await until(
            'a payout under way',
            60,
            async () => {
              const { rows } = await db.query(
                `select count(*)::int n from loan_orders where state = 'disbursing'`,
              );
              return (rows[0]?.n ?? 0) > 0;
            },
            20,
          ).catch(() => undefined); // all done already: the kill lands on a quiet server
        }
        await killAfter(api, randomInt(kills === 0 ? 150 : 0, kills === 0 ? 1500 : 800), db, ORDER_STATES);
      }
      const signed = await signing;
      const failedSigns = signed.filter((r) => r.status === 'rejected');
      if (failedSigns.length > 0) throw (failedSigns[0] as PromiseRejectedResult).reason;
      await until('every order disbursed or failed', 120, async () => {
        const { rows } = await db.query(
          `select count(*)::int n from loan_orders where state in ('created', 'signed', 'disbursing')`,
        );
        return rows[0]?.n === 0;
      });
      await sleep(1500); // late duplicate jobs (a killed worker's lease running out) get their turn
      const checks = await checkInvariants(db, { settled: true });
      const c = await counts(db);
      return {
        scenario: 'a. kill -9 during disbursal',
        kills,
        note: `${borrowers.length} orders: ${c.disbursed} disbursed, ${c.disburseFailed} payout failed (by design); ${c.payoutAttempts} attempts, ${c.bankPayouts} bank payouts`,
        checks,
        seconds: (Date.now() - started) / 1000,
      };
    } finally {
      await api.stop();
    }
  });
}

// --- b. kill -9 during webhook handling --------------------------------------------

interface Callback {
  eventId: string;
  body: string;
  signature: string;
}

function callback(notice: Record<string, unknown>): Callback {
  const body = JSON.stringify(notice);
  return {
    eventId: String(notice.eventId),
    body,
    signature: createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
  };
}

/** Delivers every callback (each twice, shuffled, concurrently, as a retrying gateway would); answers by status. */
async function deliver(api: KillableApi, callbacks: Callback[]): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  await pool(shuffle([...callbacks, ...callbacks]), 8, async (cb) => {
    try {
      const res = await call(api, 'POST', '/api/v1/webhooks/collections', {
        raw: cb.body,
        headers: { 'x-signature': cb.signature },
      });
      const key = String(res.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    } catch {
      statuses.set('refused', (statuses.get('refused') ?? 0) + 1);
    }
  });
  return statuses;
}

async function webhookScenario(): Promise<Outcome> {
  return withDatabase('webhook', async (url, db) => {
    const started = Date.now();
    const api = await startKillableApi({ ...ENV, DATABASE_URL: url });
    try {
      log(`webhook: ${BORROWERS} disbursed loans`);
      const loans = await disbursedLoans(api, '982', BORROWERS);
      // A mix: partial payments, payoffs that close the loan, and declined payments.
      const callbacks: Callback[] = [];
      for (const [i, loan] of loans.entries()) {
        const kind = i % 4 === 1 ? 'full' : 'partial';
        const view = await ok<{ reference: string; amountPaise: number }>(
          call(api, 'POST', `/api/v1/orders/${loan.orderId}/repayments`, {
            token: loan.token,
            body: { kind, method: 'gateway', ...(kind === 'partial' ? { amountPaise: 1_000_00 } : {}) },
            headers: { 'idempotency-key': `faults-repay-${i}` },
          }),
          'repayment',
        );
        const declined = i % 6 === 5;
        callbacks.push(
          callback({
            eventId: `evt-${view.reference}`,
            reference: view.reference,
            status: declined ? 'failed' : 'succeeded',
            ...(declined ? { reason: 'declined' } : { amountPaise: view.amountPaise }),
          }),
        );
      }
      log(`webhook: delivering ${callbacks.length} callbacks (twice each) while killing the API`);
      let kills = 0;
      // Each round delivers every callback again and is killed once it is applying them: as soon
      // as one more repayment reached its final state, then 0-40 ms later.
      const finals = async () => {
        const { rows } = await db.query(
          `select count(*)::int n from repayments where state in ('succeeded', 'failed')`,
        );
        return rows[0]?.n ?? 0;
      };
      for (; kills < KILLS; kills++) {
        const before = await finals();
        const delivering = deliver(api, callbacks);
        await until(
          'a callback applied',
          60,
          async () => (await finals()) > before || before === callbacks.length,
          5,
        );
        await killAfter(api, randomInt(0, 40), db, REPAYMENT_STATES);
        await delivering;
      }
      log('webhook: the gateway retries every callback once more');
      const last = await deliver(api, callbacks);
      const checks = await checkInvariants(db, { settled: true });
      // The checks themselves: faults planted (and rolled back) must each be caught.
      checks.push({
        name: 'planted faults are caught (checks can fail)',
        failures: await plantedFaultsMissed(db),
      });
      const c = await counts(db);
      const answers = [...last].map(([status, n]) => `${status}:${n}`).join(' ');
      return {
        scenario: 'b. kill -9 during webhooks',
        kills,
        note: `${callbacks.length} repayments, ${c.repaymentsSucceeded} succeeded; last redelivery answers ${answers}`,
        checks,
        seconds: (Date.now() - started) / 1000,
      };
    } finally {
      await api.stop();
    }
  });
}

// --- c. kill -9 during the daily accrual --------------------------------------------

async function advance(api: KillableApi, days: number): Promise<string> {
  const view = await ok<{ now: string }>(call(api, 'POST', '/api/test/clock', { body: { days } }), 'clock');
  return view.now;
}

async function accrualScenario(): Promise<Outcome> {
  return withDatabase('accrual', async (url, db) => {
    const started = Date.now();
    const api = await startKillableApi({ ...ENV, DATABASE_URL: url });
    try {
      log(`accrual: ${BORROWERS} disbursed loans`);
      await disbursedLoans(api, '983', BORROWERS);
      // 40 days, one a call (the set-based day; past the first due day, penal charges). A kill
      // lands inside a call, at a random moment of its expected length. The clock lives in memory:
      // after the restart it is moved to where it was plus 0-2 days (the server came back the
      // next day), so the orders the kill left behind catch up several days at once.
      const DAYS = 40;
      const killDays = new Set<number>();
      while (killDays.size < Math.min(KILLS, DAYS - 10)) killDays.add(randomInt(2, DAYS - 5));
      let done = 0;
      let kills = 0;
      let stepMs = 200;
      let now = '';
      while (done < DAYS) {
        const target = done + 1;
        const t0 = Date.now();
        const stepping = advance(api, 1);
        if (killDays.has(target)) {
          killDays.delete(target);
          const delay = randomInt(0, Math.max(2, stepMs));
          const first = await Promise.race([
            stepping.then(() => 'step' as const),
            sleep(delay).then(() => 'kill' as const),
          ]);
          if (first === 'kill') {
            const pid = api.pid();
            await api.kill9();
            await stepping.catch(() => undefined);
            kills += 1;
            const jump = Math.min(DAYS, target + randomInt(0, 3));
            const held = await snapshot(db, ACCRUED_THROUGH);
            log(
              `accrual: kill -9 ${pid} ${delay} ms into day ${target}; accrued through ${held}; restarting at day ${jump}`,
            );
            await api.restart();
            now = await advance(api, jump);
            done = jump;
            continue;
          }
          killDays.add(target + 1); // the day was quicker than the kill: the next one
        }
        now = await stepping;
        done = target;
        stepMs = Date.now() - t0;
      }
      // The ticker (REPAYMENT_TICK_SECONDS) and the last call agree on the day; give a racing tick time to end.
      await sleep(1000);
      const day = istDayKey(new Date(now));
      const checks = await checkInvariants(db, { settled: true, accruedThrough: day, now: new Date(now) });
      const c = await counts(db);
      return {
        scenario: 'c. kill -9 during accrual',
        kills,
        note: `${BORROWERS} loans accrued ${DAYS} days to ${day}: ${c.accrualJournals} accrual journals`,
        checks,
        seconds: (Date.now() - started) / 1000,
      };
    } finally {
      await api.stop();
    }
  });
}

// --- d. PostgreSQL restarted under load ----------------------------------------------

const PG_CLUSTER = (process.env.PG_CLUSTER ?? '15 main').split(' ');

const run = promisify(execFile);

/** pg_isready, without blocking the load's event loop. */
async function pgReady(): Promise<boolean> {
  try {
    await run('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
    return true;
  } catch {
    return false;
  }
}

const database = (url: string) => new URL(url).pathname.slice(1);

/**
 * The outage: PostgreSQL restarted (pg_ctlcluster, the shared server: a few
 * seconds), or with FAULTS_PG_OUTAGE=terminate only this database cut off
 * (connections refused and every session ended for 2 s; for development,
 * other users of the server see nothing). Returns once PostgreSQL answers.
 */
async function outage(name: string): Promise<void> {
  if (process.env.FAULTS_PG_OUTAGE === 'terminate') {
    log(`postgres: ${name} refuses connections and its sessions are ended for 2 s`);
    await admin(`alter database ${name} allow_connections false`);
    const until = Date.now() + 2000;
    while (Date.now() < until) {
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      await sleep(200);
    }
    await admin(`alter database ${name} allow_connections true`);
    return;
  }
  log(`postgres: pg_ctlcluster ${PG_CLUSTER.join(' ')} restart`);
  // Asynchronously: the clients keep sending requests while PostgreSQL is down.
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', ...PG_CLUSTER, 'restart']);
  while (!(await pgReady())) await sleep(100);
}

interface Sample {
  at: number;
  label: string;
  status: number | 'refused';
  /** A non-2xx answer that is not JSON {code, message}. */
  badShape: boolean;
}

/**
 * After the restart the API must hear the change channel again, or its Home
 * would show what it kept before: a session ended in SQL (no API request, so
 * only the notification can tell the instance) must be refused within 2 s.
 */
async function homeHearsChangesAgain(api: KillableApi, db: pg.Client, token: string): Promise<CheckResult> {
  const name = 'Home hears the change channel again: a session ended in SQL is refused';
  const home = () => call(api, 'GET', '/api/v1/home', { token });
  if ((await home()).status !== 200) return { name, failures: ['Home did not answer 200 before the change'] };
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await db.query('update sessions set revoked_at = now() where token_hash = $1', [tokenHash]);
  const since = Date.now();
  while (Date.now() - since < 2_000) {
    if ((await home()).status === 401) return { name, failures: [] };
    await sleep(20);
  }
  return { name, failures: ['Home still answered 200 2 s after the session was ended'] };
}

async function postgresScenario(): Promise<Outcome> {
  return withDatabase('postgres', async (url, db) => {
    const started = Date.now();
    const api = await startKillableApi({ ...ENV, DATABASE_URL: url });
    try {
      log('postgres: a few disbursed loans and an approved borrower');
      const loans = await disbursedLoans(api, '984', 6);
      const quoting = await approvedBorrower(api, '9840099991');
      const samples: Sample[] = [];
      const references: Callback[] = [];
      let stop = false;
      let key = 0;
      const record = async (label: string, request: () => Promise<Answer>) => {
        const at = Date.now();
        try {
          const res = await request();
          const body = res.body as { code?: unknown; message?: unknown } | null;
          const badShape =
            res.status >= 300 && !(typeof body?.code === 'string' && typeof body?.message === 'string');
          samples.push({ at, label, status: res.status, badShape });
          return res;
        } catch {
          samples.push({ at, label, status: 'refused', badShape: false });
          await sleep(100);
          return null;
        }
      };
      const clients = [
        // reads: who am I, the bill, a quote
        async () => {
          const loan = loans[randomInt(loans.length)];
          if (!loan) return;
          await record('GET /me', () => call(api, 'GET', '/api/v1/me', { token: loan.token }));
          await record('GET bill', () =>
            call(api, 'GET', `/api/v1/orders/${loan.orderId}/bill`, { token: loan.token }),
          );
          // Home is kept in memory while the API hears the database's change channel (decision 051).
          await record('GET home', () => call(api, 'GET', '/api/v1/home', { token: loan.token }));
        },
        async () => {
          await record('POST quote', () =>
            call(api, 'POST', '/api/v1/withdraw/quote', {
              token: quoting.token,
              body: { amountPaise: 10_000_00, termMonths: 3 },
            }),
          );
        },
        // logins: a code to a new phone, then the login with it
        async () => {
          const phone = `98450${String(randomInt(100_000)).padStart(5, '0')}`;
          const mark = api.mark();
          const sent = await record('POST otp', () =>
            call(api, 'POST', '/api/v1/auth/otp', { body: { phone } }),
          );
          if (!sent || sent.status >= 300) return;
          const code = await api.waitForOtp(phone, mark).catch(() => null);
          if (code)
            await record('POST login', () =>
              call(api, 'POST', '/api/v1/auth/login/otp', { body: { phone, code } }),
            );
        },
        // repayments: Rs 1 by the gateway, then its webhook
        async () => {
          const loan = loans[randomInt(loans.length)];
          if (!loan) return;
          const created = await record('POST repayment', () =>
            call(api, 'POST', `/api/v1/orders/${loan.orderId}/repayments`, {
              token: loan.token,
              body: { kind: 'partial', method: 'gateway', amountPaise: 100 },
              headers: { 'idempotency-key': `faults-pg-${key++}` },
            }),
          );
          const reference = (created?.body as { reference?: string } | null)?.reference;
          if (created?.status !== 201 || !reference) return;
          const cb = callback({
            eventId: `evt-${reference}`,
            reference,
            status: 'succeeded',
            amountPaise: 100,
          });
          references.push(cb);
          await record('POST webhook', () =>
            call(api, 'POST', '/api/v1/webhooks/collections', {
              raw: cb.body,
              headers: { 'x-signature': cb.signature },
            }),
          );
        },
      ];
      const drivers = Array.from({ length: 8 }, (_, i) =>
        (async () => {
          while (!stop) await clients[i % clients.length]?.();
        })(),
      );
      await sleep(4000);
      const outageStart = Date.now();
      await outage(database(url));
      const back = Date.now();
      log(`postgres: back after ${back - outageStart} ms; load goes on`);
      // The recovery window: the pool drops dead connections as it meets them.
      const RECOVERY_MS = 5000;
      await sleep(RECOVERY_MS + 8000);
      stop = true;
      await Promise.all(drivers);
      const survived = api.alive();
      if (!survived) {
        log(`postgres: the API died; its stderr:\n${api.errors.join('').slice(-3000)}`);
        await api.restart(); // as its supervisor would, to check the data
      }
      const health = await call(api, 'GET', '/api/health');
      // Gateways retry: every callback once more. A checkout whose creation the client saw fail
      // (500 while PostgreSQL was down, after the repayment committed) is still a payment the
      // gateway has: it calls back for it too. Then no repayment may be left open.
      const fresh = new pg.Client({ connectionString: url });
      await fresh.connect();
      const seen = new Set(references.map((cb) => cb.eventId));
      const { rows: unseen } = await fresh.query<{ reference: string; amount: string }>(
        `select reference, amount_paise::text amount from repayments where state = 'processing' and method = 'gateway'`,
      );
      const orphans = unseen
        .map((r) =>
          callback({
            eventId: `evt-${r.reference}`,
            reference: r.reference,
            status: 'succeeded',
            amountPaise: Number(r.amount),
          }),
        )
        .filter((cb) => !seen.has(cb.eventId));
      await pool([...references, ...orphans], 8, (cb) =>
        call(api, 'POST', '/api/v1/webhooks/collections', {
          raw: cb.body,
          headers: { 'x-signature': cb.signature },
        }),
      );
      const checks: CheckResult[] = [];
      try {
        checks.push(...(await checkInvariants(fresh, { settled: true })));
        checks.push(await homeHearsChangesAgain(api, fresh, loans[0]?.token ?? ''));
      } finally {
        await fresh.end();
      }
      const after = samples.filter((s) => s.at > back + RECOVERY_MS);
      const during = samples.filter((s) => s.at >= outageStart && s.at <= back + RECOVERY_MS);
      const failing = (s: Sample) => s.status === 'refused' || s.status >= 500;
      checks.push(
        {
          name: 'the API process survived (no crash)',
          failures: survived ? [] : ['the API exited'],
        },
        {
          name: 'health ok after the restart',
          failures: health.status === 200 ? [] : [`health ${health.status}`],
        },
        {
          name: `no 5xx or refused request ${RECOVERY_MS / 1000} s after PostgreSQL is back`,
          failures: after.filter(failing).map((s) => `${s.label} ${s.status} at +${s.at - back} ms`),
        },
        {
          name: 'requests succeed after recovery (each kind)',
          failures: ['GET /me', 'GET home', 'POST quote', 'POST login', 'POST repayment', 'POST webhook']
            .filter(
              (label) => !after.some((s) => s.label === label && s.status !== 'refused' && s.status < 300),
            )
            .map((label) => `${label}: no success`),
        },
        {
          name: 'every error answer is JSON {code, message}',
          failures: samples.filter((s) => s.badShape).map((s) => `${s.label} ${s.status}`),
        },
      );
      const errorsDuring = during.filter(failing).length;
      return {
        scenario: 'd. PostgreSQL restart under load',
        kills: 1,
        note: `${samples.length} requests (${orphans.length} checkouts the client saw fail, called back by the gateway); PostgreSQL down ${back - outageStart} ms; ${errorsDuring} errors in the outage+${RECOVERY_MS / 1000} s, ${after.length} requests after`,
        checks,
        seconds: (Date.now() - started) / 1000,
      };
    } finally {
      await db.end().catch(() => undefined);
      await api.stop();
    }
  });
}

// --- run ---------------------------------------------------------------------------

const scenarios: Record<string, () => Promise<Outcome>> = {
  disbursal: disbursalScenario,
  webhook: webhookScenario,
  accrual: accrualScenario,
  postgres: postgresScenario,
};

// Ctrl-C: exit, so the servers started go too (faults/api-process.ts).
process.on('SIGINT', () => process.exit(130));

const outcomes: Outcome[] = [];
for (const name of SCENARIOS) {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`unknown scenario ${name} (${Object.keys(scenarios).join(', ')})`);
  try {
    outcomes.push(await scenario());
  } catch (err) {
    outcomes.push({
      scenario: name,
      kills: 0,
      note: 'did not finish',
      checks: [
        { name: 'scenario ran to the end', failures: [String(err instanceof Error ? err.stack : err)] },
      ],
      seconds: 0,
    });
  }
}

console.log(`\n${BORROWERS} borrowers a scenario, ${KILLS} kills (a-c)\n`);
console.log('| scenario | kills | checks passed | s | what happened |');
console.log('| --- | ---: | ---: | ---: | --- |');
for (const o of outcomes) {
  const passed = o.checks.filter((c) => c.failures.length === 0).length;
  console.log(
    `| ${o.scenario} | ${o.kills} | ${passed}/${o.checks.length} | ${Math.round(o.seconds)} | ${o.note} |`,
  );
}
let failed = false;
for (const o of outcomes) {
  for (const c of o.checks.filter((check) => check.failures.length > 0)) {
    failed = true;
    console.log(`\nFAILED ${o.scenario}: ${c.name} (${c.failures.length})`);
    for (const f of c.failures.slice(0, 5)) console.log(`  ${f}`);
  }
}
if (process.env.FAULTS_VERBOSE === '1') {
  for (const o of outcomes)
    for (const c of o.checks)
      console.log(`${o.scenario} | ${c.name} | ${c.failures.length === 0 ? 'ok' : 'FAIL'}`);
}
process.exit(failed ? 1 : 0);
