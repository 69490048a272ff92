// Hot endpoints on the 1M-customer database (bench/scale/seed.ts): the Home
// tab, the order list and a loan's bill, each for random customers of the
// session sample, through the real API on PostgreSQL. Prints p50/p95/p99,
// then EXPLAIN (ANALYZE, BUFFERS) of every SQL statement those endpoints ran
// (captured from the API's own pg client) with the indexes each uses, and
// saves the plans to bench/scale/explain.txt.
// Run: npm run bench:scale -w bench   (after npm run bench:scale:seed -w bench)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../e2e/support/server';
import { activeOrderId, SCALE_CUSTOMERS, SCALE_DB_URL, SCALE_ENV, tokenFor } from './fixture';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 3_000);
const WARMUP = Number(process.env.SCALE_WARMUP ?? 300);
const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 1);
/** Tables that hold a row per customer, loan, instalment or ledger line: a Seq Scan on one is a finding. */
const BIG_TABLES = new Set([
  'customers',
  'sessions',
  'applications',
  'loan_orders',
  'loan_instalments',
  'ledger_journals',
  'ledger_entries',
  'payout_attempts',
  'repayments',
  'messages',
  'coupons',
  'limit_offers',
]);

interface Endpoint {
  name: string;
  path: (n: number) => string;
}
const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/v1/home', path: () => '/api/v1/home' },
  { name: 'GET /api/v1/orders', path: () => '/api/v1/orders' },
  { name: 'GET /api/v1/orders/:id/bill', path: (n) => `/api/v1/orders/${activeOrderId(n)}/bill` },
];

async function startApi(sqlLog: string, dataDir: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'api-server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...SCALE_ENV,
      DATABASE_URL: SCALE_DB_URL,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SMS_ADAPTER: 'dev-outbox',
      SCALE_SQL_LOG: sqlLog,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`API exited (${code})`)));
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('Listening on')) ok();
      // The API logs errors (level 50) on stdout: show them.
      for (const line of chunk.split('\n'))
        if (line.includes('"level":50')) console.error(line.slice(0, 2000));
    });
  });
  return { port, child };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function get(port: number, path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (c: string) => {
          body += c;
        });
        res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** A small deterministic PRNG (mulberry32): the same customers each run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;

interface Row {
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  reqPerSec: number;
}

async function measure(port: number, endpoint: Endpoint, count: number, seed: number) {
  const pick = random(seed);
  const latencies: number[] = [];
  let errors = 0;
  let left = count;
  const begin = performance.now();
  const loop = async () => {
    while (left > 0) {
      left -= 1;
      const n = 1 + Math.floor(pick() * SCALE_CUSTOMERS);
      const t0 = performance.now();
      const res = await get(port, endpoint.path(n), tokenFor(n));
      latencies.push(performance.now() - t0);
      if (res.status !== 200) {
        errors += 1;
        if (errors <= 3)
          console.warn(`${endpoint.name} for customer ${n}: ${res.status} ${res.body.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: endpoint.name,
    requests: count,
    errors,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? 0,
    reqPerSec: count / seconds,
  } satisfies Row;
}

interface Captured {
  name: string | null;
  text: string;
  values: unknown[];
}
const readCaptured = (file: string): Captured[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Captured);

function verdict(plan: string): { indexes: string[]; seqScans: string[] } {
  const indexes = new Set<string>();
  for (const m of plan.matchAll(/(?:Index Scan|Index Only Scan)(?: Backward)? using (\S+) on (\S+)/g)) {
    indexes.add(`${m[1]} (${m[2]})`);
  }
  for (const m of plan.matchAll(/Bitmap Index Scan on (\S+)/g)) indexes.add(`${m[1]} (bitmap)`);
  const seqScans = [...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1] ?? '');
  return { indexes: [...indexes], seqScans };
}

const work = mkdtempSync(join(tmpdir(), 'rs-scale-'));
const sqlLog = join(work, 'sql.jsonl');
writeFileSync(sqlLog, '');
const { port, child } = await startApi(sqlLog, join(work, 'data'));
const db = new pg.Client({ connectionString: SCALE_DB_URL });
await db.connect();
const counts = (
  await db.query(
    `select relname, n_live_tup::bigint as n from pg_stat_user_tables
     where relname in ('customers', 'loan_orders', 'loan_instalments', 'ledger_entries', 'sessions')
     order by relname`,
  )
).rows as { relname: string; n: string }[];

const rows: Row[] = [];
const explained: string[] = [];
const findings: string[] = [];
const seenSql = new Set<string>();
try {
  for (const [i, endpoint] of ENDPOINTS.entries()) {
    // One request alone first: the statements it sends are this endpoint's (the session lookup comes with the first).
    const before = readCaptured(sqlLog).length;
    const first = 1 + (((i + 1) * 333_331) % SCALE_CUSTOMERS);
    const probe = await get(port, endpoint.path(first), tokenFor(first));
    if (probe.status !== 200) throw new Error(`${endpoint.name}: ${probe.status} ${probe.body}`);
    const statements = readCaptured(sqlLog).slice(before);
    await measure(port, endpoint, WARMUP, 1000 + i);
    rows.push(await measure(port, endpoint, REQUESTS, 7 + i));

    for (const s of statements) {
      if (seenSql.has(s.text)) continue;
      seenSql.add(s.text);
      const label = `${endpoint.name}${s.name ? ` [prepared ${s.name}]` : ''}`;
      if (!/^\s*(select|with)\b/i.test(s.text)) {
        explained.push(`-- ${label}\n-- not a read, not explained:\n${s.text}\n`);
        continue;
      }
      const result = await db.query(`explain (analyze, buffers) ${s.text}`, s.values);
      const plan = (result.rows as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n');
      const { indexes, seqScans } = verdict(plan);
      const bad = seqScans.filter((t) => BIG_TABLES.has(t));
      const summary = bad.length
        ? `SEQ SCAN on ${bad.join(', ')}`
        : `index: ${indexes.join(', ') || '(none needed)'}${seqScans.length ? `; seq scan of small ${seqScans.join(', ')}` : ''}`;
      if (bad.length) findings.push(`${label}: ${summary}`);
      console.log(`${label}\n  ${summary}`);
      explained.push(
        `-- ${label}\n-- ${summary}\n-- parameters: ${JSON.stringify(s.values)}\n${s.text.trim()}\n\n${plan}\n`,
      );
    }
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await db.end();
  agent.destroy();
  rmSync(work, { recursive: true, force: true });
}

const header = [
  `RupeeSetu scale bench: EXPLAIN (ANALYZE, BUFFERS) of the statements the hot endpoints send`,
  `Generated by bench/scale/endpoints.ts on ${new Date().toISOString()} against ${new URL(SCALE_DB_URL).pathname.slice(1)}`,
  `Rows (pg_stat estimates): ${counts.map((c) => `${c.relname} ${Number(c.n).toLocaleString('en-US')}`).join(', ')}`,
  findings.length
    ? `Findings:\n${findings.map((f) => `  ${f}`).join('\n')}`
    : 'Findings: no Seq Scan on a big table',
  '',
].join('\n');
writeFileSync(join(here, 'explain.txt'), `${header}\n${explained.join('\n')}`);

console.log(
  `\n${REQUESTS} requests per endpoint after ${WARMUP} warm-up, ${CONNECTIONS} connection(s), random customers of ${SCALE_CUSTOMERS.toLocaleString('en-US')}\n`,
);
console.log('| endpoint | p50 ms | p95 ms | p99 ms | max ms | req/s | non-200 |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(1)} | ${Math.round(r.reqPerSec)} | ${r.errors} |`,
  );
}
console.log(
  `\nplans: bench/scale/explain.txt${findings.length ? `\nFINDINGS:\n${findings.join('\n')}` : ''}`,
);
