// kill -9 of the real server between the payout request and its result, on
// PostgreSQL: the restarted server finishes the payout without a second one.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PRICING, quoteWithdrawal } from '@app/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../config/paths';
import { type Database, openDatabase } from '../../../db/client';
import { applications, customers, jobs, loanOrders, payoutAttempts, simPayouts } from '../../../db/schema';
import { createFieldCipher } from '../../../lib/field-cipher';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { loanAccountRepository } from '../../orders';
import { PAYOUT_REQUEST_JOB } from '../disbursal-service';

const adminUrl = process.env.DATABASE_URL;
const KEY = randomBytes(32).toString('base64');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: KEY,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JOBS_POLL_MS: '100',
      JOBS_LEASE_SECONDS: '2',
      PAYOUT_SETTLE_SECONDS: '2',
      PAYOUT_CHECK_SECONDS: '1',
      WEB_DIST: 'apps/web/no-build-needed',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited early');
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) throw new Error('server not ready');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function until<T>(read: () => Promise<T | undefined | null | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.skipIf(!adminUrl)('payout crash recovery on PostgreSQL', () => {
  const name = `app_crash_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-data-'));
  const children: ChildProcess[] = [];
  let database: Database | undefined;

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a payout after kill -9 between its request and its result, paying once', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;

    // The first server migrates the database; then a signed order and its payout job appear.
    const first = await startServer(url.toString(), dataDir);
    children.push(first);
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    const db = database.db;
    const now = new Date();
    const [customer] = await db
      .insert(customers)
      .values({ phone: '9876549001', createdAt: now, updatedAt: now } as typeof customers.$inferInsert)
      .returning();
    const accountEnc = createFieldCipher(KEY).encrypt('50100012345678', 'account');
    const [application] = await db
      .insert(applications)
      .values({
        customerId: customer?.id ?? '',
        state: 'approved',
        product: 'salary',
        quotaPaise: 20_000_00,
        dailyRatePpm: 400,
        accountEnc,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const quote = quoteWithdrawal({
      amountPaise: 10_000_00,
      termMonths: 3,
      dailyRatePpm: 400,
      couponFacePaise: 0,
      startDay: '2026-11-23',
      config: DEFAULT_PRICING,
    });
    const { schedule, ...figures } = quote;
    const [order] = await db
      .insert(loanOrders)
      .values({
        ...figures,
        schedule,
        orderNo: 'LN20261123CRASH001',
        customerId: customer?.id ?? '',
        applicationId: application?.id ?? '',
        state: 'signed',
        product: 'salary',
        pricing: DEFAULT_PRICING,
        payoutAccountEnc: accountEnc,
        payoutIfsc: 'HDFC0000001',
        signedAt: now,
        createdAt: now,
        updatedAt: now,
      } as typeof loanOrders.$inferInsert)
      .returning();
    if (order) await loanAccountRepository.open(db, order);
    const orderId = order?.id ?? '';
    await db
      .insert(jobs)
      .values({ kind: PAYOUT_REQUEST_JOB, payload: { orderId }, runAt: now, createdAt: now });

    // The gateway has the request; the result is not in yet: kill -9.
    await until(async () => (await db.select().from(simPayouts)).length === 1);
    first.kill('SIGKILL');
    await until(async () => first.exitCode !== null || first.signalCode !== null);
    const [midway] = await db.select().from(loanOrders).where(eq(loanOrders.id, orderId));
    expect(midway?.state).toBe('disbursing');
    expect(midway?.utr).toBeNull();

    const second = await startServer(url.toString(), dataDir);
    children.push(second);
    const paid = await until(async () => {
      const [row] = await db.select().from(loanOrders).where(eq(loanOrders.id, orderId));
      return row?.state === 'disbursed' ? row : null;
    });
    expect(paid.utr).toMatch(/^\d{12}$/);
    expect(await db.select().from(simPayouts)).toHaveLength(1);
    expect(await db.select().from(payoutAttempts)).toHaveLength(1);
    expect(await ledgerRepository.orderBalances(db, orderId)).toMatchObject({
      principal_receivable: 10_000_00,
      disbursement_clearing: -9_587_00,
    });
    expect(await ledgerRepository.unbalancedJournalIds(db)).toEqual([]);
    second.kill('SIGTERM');
  }, 120_000);
});
