// Load benchmark on loopback: an authenticated GET, OTP verify, a withdrawal
// quote, a loan's bill, the Home tab and (PostgreSQL) the repayment flow on
// the real API (PGlite and PostgreSQL), beside a bare Fastify route, in one run.
// Run: npm run bench:load   (DATABASE_URL defaults to the local PostgreSQL)
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { disbursedBorrower } from '../e2e/support/repayment';
import { type RunningServer, startServer } from '../e2e/support/server';
import { approvedBorrower } from '../e2e/support/withdraw';

const here = dirname(fileURLToPath(import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;
const VERIFY_PHONES = Number(process.env.BENCH_VERIFY_PHONES ?? 1500);

/** Limits relaxed so the benchmark measures the work, not the abuse guards. */
const RELAXED = {
  UNDERWRITING_DELAY_SECONDS: '0',
  JOBS_POLL_MS: '100',
  CAPTCHA_PHONES_PER_CLIENT: '100000',
  OTP_RESEND_COOLDOWN_SECONDS: '0',
  PAYOUT_SETTLE_SECONDS: '0',
  PAYOUT_CHECK_SECONDS: '1',
  LOG_LEVEL: 'error',
  COLLECTION_WEBHOOK_SECRET: 'bench-collection-webhook-secret-0123456789',
};

interface Row {
  name: string;
  /** What one request of the row does, when a row sends more than one kind. */
  note?: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function cannon(name: string, options: autocannon.Options): Promise<Row> {
  const limit = options.amount ? {} : { duration: DURATION_S };
  const result = await autocannon({ connections: CONNECTIONS, ...limit, ...options });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  // A row with failures says which: statuses, transport errors, timeouts.
  if (non2xx > 0)
    console.log(
      `${name}: statuses ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: non2xx,
  };
}

async function startBare(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(here, 'bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((ok) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const match = /Listening on (\S+)/.exec(chunk);
      if (match?.[1]) ok(match[1]);
    });
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

async function post(server: RunningServer, path: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function login(server: RunningServer, phone: string): Promise<string> {
  const mark = server.mark();
  const sent = await post(server, '/api/v1/auth/otp', { phone });
  if (!sent.ok) throw new Error(`send OTP ${sent.status}: ${await sent.text()}`);
  const code = await server.waitForOtp(phone, mark);
  const res = await post(server, '/api/v1/auth/login/otp', { phone, code });
  if (!res.ok) throw new Error(`login ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Sends a code to each phone and reads them all back from the outbox. */
async function pendingCodes(
  server: RunningServer,
  count: number,
  prefix: string,
): Promise<Map<string, string>> {
  const phones = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`);
  const mark = server.mark();
  for (let i = 0; i < phones.length; i += 20) {
    await Promise.all(phones.slice(i, i + 20).map((phone) => post(server, '/api/v1/auth/otp', { phone })));
  }
  const codes = new Map<string, string>();
  for (const line of server.output.slice(mark)) {
    const match = /^\[sms-outbox\] to=\+91(\d{10}) text=\D*(\d{4,8})/.exec(line);
    if (match?.[1] && match[2]) codes.set(match[1], match[2]);
  }
  return codes;
}

/** A pool of disbursed loans, a few at a time (each: approval, order, signing, payout). */
async function disbursedPool(server: RunningServer, phonePrefix: string, count: number) {
  const loans: { token: string; orderId: string }[] = [];
  for (let i = 0; i < count; i += 5) {
    const batch = Array.from({ length: Math.min(5, count - i) }, (_, j) =>
      disbursedBorrower(server, `${phonePrefix}6${String(100 + i + j).padStart(4, '0')}`),
    );
    loans.push(...(await Promise.all(batch)));
  }
  return loans;
}

/**
 * The repayment flow, one disbursed loan per connection, each connection in a
 * loop of two requests: POST /orders/:id/repayments (a Rs 1 partial repayment
 * by the gateway: books accrued to today, priced, row inserted, checkout handed
 * to the gateway simulator, a check job queued) then the gateway's signed
 * webhook saying it succeeded (event remembered, repayment and order locked,
 * books and ledger posted, message written).
 */
async function repaymentFlow(label: string, server: RunningServer, phonePrefix: string): Promise<Row> {
  const loans = await disbursedPool(server, phonePrefix, CONNECTIONS);
  let nextLoan = 0;
  let nextKey = 0;
  type Flow = { loan?: { token: string; orderId: string }; reference?: string };
  const row = await cannon(`${label}: repay (POST repayments + webhook)`, {
    url: server.baseUrl,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const flow = context as Flow;
          flow.loan ??= loans[nextLoan++ % loans.length];
          const loan = flow.loan;
          if (!loan) return request;
          return {
            ...request,
            path: `/api/v1/orders/${loan.orderId}/repayments`,
            headers: {
              authorization: `Bearer ${loan.token}`,
              'content-type': 'application/json',
              'idempotency-key': `bench-repay-${nextKey++}`,
            },
            body: JSON.stringify({ kind: 'partial', method: 'gateway', amountPaise: 100 }),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 201)
            (context as Flow).reference = (JSON.parse(body) as { reference: string }).reference;
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const reference = (context as Flow).reference ?? 'none';
          const body = JSON.stringify({
            eventId: `evt-${reference}`,
            reference,
            status: 'succeeded',
            amountPaise: 100,
          });
          const signature = createHmac('sha256', RELAXED.COLLECTION_WEBHOOK_SECRET)
            .update(body)
            .digest('hex');
          return {
            ...request,
            path: '/api/v1/webhooks/collections',
            headers: { 'content-type': 'application/json', 'x-signature': signature },
            body,
          };
        },
      },
    ],
  });
  return { ...row, note: 'two requests per repayment: create, then the success webhook' };
}

async function benchDriver(
  label: string,
  env: Record<string, string>,
  phonePrefix: string,
  options: { repay: boolean },
): Promise<Row[]> {
  const server = await startServer({ ...RELAXED, ...env });
  try {
    const token = await login(server, `${phonePrefix}99999`);
    const me = await cannon(`${label}: GET /api/v1/me (auth)`, {
      url: `${server.baseUrl}/api/v1/me`,
      headers: { authorization: `Bearer ${token}` },
    });
    const codes = [...(await pendingCodes(server, VERIFY_PHONES, phonePrefix))];
    let next = 0;
    const verify = await cannon(`${label}: POST /api/v1/auth/login/otp`, {
      url: `${server.baseUrl}/api/v1/auth/login/otp`,
      amount: codes.length,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            const [phone, code] = codes[next++ % codes.length] ?? ['', ''];
            return { ...request, body: JSON.stringify({ phone, code }) };
          },
        },
      ],
    });
    // A borrower approved through the API prices withdrawals: schedule, fees, GST and APR per request.
    const borrower = await approvedBorrower(server, `${phonePrefix}88888`);
    const quote = await cannon(`${label}: POST /api/v1/withdraw/quote (auth)`, {
      url: `${server.baseUrl}/api/v1/withdraw/quote`,
      method: 'POST',
      headers: { authorization: `Bearer ${borrower.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amountPaise: 10_000_00, termMonths: 3 }),
    });
    // The approved borrower's Home tab: stage, product offers and the loan options up to the quota.
    const home = await cannon(`${label}: GET /api/v1/home (auth)`, {
      url: `${server.baseUrl}/api/v1/home`,
      headers: { authorization: `Bearer ${borrower.token}` },
    });
    // A borrower with money in the bank reads the bill: the books, the ledger balances and today's figures.
    const loan = await disbursedBorrower(server, `${phonePrefix}77777`);
    const bill = await cannon(`${label}: GET /api/v1/orders/:id/bill (auth)`, {
      url: `${server.baseUrl}/api/v1/orders/${loan.orderId}/bill`,
      headers: { authorization: `Bearer ${loan.token}` },
    });
    const rows = [me, verify, quote, bill, home];
    if (options.repay) rows.push(await repaymentFlow(label, server, phonePrefix));
    return rows;
  } finally {
    await server.stop();
  }
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${adminUrl}: skipping the PostgreSQL rows`);
    return null;
  }
  const name = `bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const bare = await startBare();
const rows: Row[] = [];
try {
  rows.push(await cannon('bare Fastify GET /bare', { url: `${bare.url}/bare` }));
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    rows.push(...(await benchDriver('PGlite', {}, '98765', { repay: false })));
  }
  const pgRows = await withPostgresDatabase((url) =>
    benchDriver('PostgreSQL', { DATABASE_URL: url }, '97654', { repay: true }),
  );
  if (pgRows) rows.push(...pgRows);
  rows.push(await cannon('bare Fastify GET /bare (again)', { url: `${bare.url}/bare` }));
} finally {
  bare.stop();
}

const bareRate = rows[0]?.reqPerSec ?? 1;
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per GET row; verify rows send each code once\n`);
console.log('| scenario | req/s | % of bare | p50 ms | p99 ms | non-2xx |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  const share = ((100 * r.reqPerSec) / bareRate).toFixed(1);
  console.log(`| ${r.name} | ${Math.round(r.reqPerSec)} | ${share}% | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
for (const r of rows.filter((row) => row.note)) console.log(`\n${r.name}: ${r.note}`);
