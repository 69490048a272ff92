import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { MemorySmsSender } from '../adapters/sms/memory';
import { type AppDeps, buildApp } from '../app';
import type { AppConfig } from '../config/config';
import { parseEnv } from '../config/env';
import { MIGRATIONS_DIR } from '../config/paths';
import { type Database, type DbDriver, openDatabase, openPglite } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { ManualClock } from '../lib/clock';
import { testDatabasePrefix } from './database-prefix';

const bothDrivers: DbDriver[] = ['pglite', 'postgres'];

/**
 * Where an API test runs (decision 090): on PGlite without DATABASE_URL (a newcomer's `npm test`);
 * with it (CI), on PostgreSQL, production's database. PGlite stays covered there by every journey
 * (each e2e server runs on it) and by the files that use `everyDriver`. API_TEST_DRIVERS=both runs
 * every file on both.
 */
export const drivers: DbDriver[] = !process.env.DATABASE_URL
  ? ['pglite']
  : process.env.API_TEST_DRIVERS === 'both'
    ? bothDrivers
    : ['postgres'];

/**
 * Both drivers whenever PostgreSQL is there: for the tests whose answer depends on how a driver
 * returns values (sums and counts as numbers or strings, dates, affected rows): the ledger's
 * money, reports, the dashboard, migrations.
 */
export const everyDriver: DbDriver[] = process.env.DATABASE_URL ? bothDrivers : ['pglite'];

export const TEST_START = '2025-01-15T06:30:00.000Z'; // 12:00 IST

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: '/nonexistent/web-dist',
    CONSOLE_DIST: '/nonexistent/console-dist',
    // Tests empty the tables between cases: the configuration is read afresh each time.
    PRODUCT_CONFIG_CACHE_SECONDS: '0',
    // Every test calls from 127.0.0.1 into one app per file; the per-address limiter has its own test.
    ANON_RATE_LIMIT_PER_MINUTE: '1000000',
    FILES_DIR: join(tmpdir(), `rupeesetu-test-files-${process.pid}`),
    DATA_ENCRYPTION_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktMDEyMzQ',
    ...overrides,
  });
  return {
    ...env,
    APP_SECRET: env.APP_SECRET ?? '',
    DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY ?? '',
    FILES_DIR: env.FILES_DIR ?? '',
    VERSION: '0.0.0-test',
  };
}

const TABLES = [
  'grievances',
  'content_campaigns',
  'faq_overrides',
  'product_config_versions',
  'audit_log',
  'staff_sessions',
  'staff_users',
  'repayment_reminders',
  'collection_events',
  'limit_offers',
  'sim_collections',
  'mandate_events',
  'sim_mandates',
  'sim_mandate_debits',
  'sim_mandate_notices',
  'sim_mandate_webhooks',
  'loan_instalments',
  'repayments',
  'coupons',
  'order_signatures',
  'ledger_entries',
  'ledger_journals',
  'payout_attempts',
  'sim_payouts',
  'idempotency_keys',
  'loan_accounts',
  'loan_orders',
  'messages',
  'jobs',
  'photos',
  'applications',
  'sessions',
  'customers',
  'otp_challenges',
  'login_failures',
  'phone_locks',
  'captcha_challenges',
  // Emptied through their keys to customers already (cascade); named so that no later change
  // of a key lets one file's rows reach the next file on the same database.
  'account_deletion_requests',
  'feedback_replies',
  'feedback',
  'referral_rewards',
  'referrals',
  'referral_codes',
  'identity_claims',
];

/**
 * One migrated database per driver per worker, emptied before every test. The
 * API project runs files in shared workers (vitest.config.ts, isolate: false),
 * where this module and its map outlive a file: the next file of the worker
 * takes the same database instead of opening one (PGlite from its dump costs
 * about two seconds of CPU; a PostgreSQL database half a second of creating and
 * migrating). PGlite goes with the worker; the PostgreSQL databases are named
 * after the run and dropped by its global setup's teardown (test/global-setup.ts).
 */
const shared = new Map<DbDriver, Promise<Database>>();

/**
 * A fresh PGlite costs seconds (initdb); loading a dump of a migrated one
 * costs under one. The first test file writes the dump to the temp folder,
 * keyed by the migrations' content, and every later file (and run) loads it.
 */
async function openMigratedPglite(): Promise<Database> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  const templateFile = join(tmpdir(), `rupeesetu-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(templateFile)) {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(templateFile)]) });
    return openPglite(client, () => client.close());
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const partial = `${templateFile}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, templateFile);
  return database;
}

async function createDatabase(driver: DbDriver): Promise<Database> {
  if (driver === 'pglite') return openMigratedPglite();
  const adminUrl = process.env.DATABASE_URL ?? '';
  const name = `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // A test database need not survive a crash: commits do not wait for the disk (fsync), which
  // on a slow disk made the PostgreSQL half of the API tests half again as long.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await migrateDatabase(database);
  return database;
}

export interface TestContext {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly clock: ManualClock;
  readonly sms: MemorySmsSender;
  readonly config: AppConfig;
  /** A second app on the same database with other settings (closed after the suite). */
  buildApp(
    overrides: Record<string, string>,
    deps?: Partial<
      Pick<
        AppDeps,
        'payouts' | 'collections' | 'bureau' | 'kyc' | 'sms' | 'esign' | 'digilocker' | 'ckyc' | 'pan'
      >
    >,
  ): Promise<FastifyInstance>;
}

/**
 * Registers hooks for a suite: an app on a shared, migrated database of
 * `driver`, a manual clock at TEST_START and a memory SMS sender, all reset
 * before each test.
 */
export function useTestApp(driver: DbDriver, overrides: Record<string, string> = {}): TestContext {
  const clock = new ManualClock(TEST_START);
  const sms = new MemorySmsSender();
  const config = testConfig(overrides);
  const extraApps: FastifyInstance[] = [];
  let app: FastifyInstance | undefined;
  let database: Database | undefined;

  beforeAll(async () => {
    let ready = shared.get(driver);
    if (!ready) {
      ready = createDatabase(driver);
      shared.set(driver, ready);
    }
    database = await ready;
    app = await buildApp({ config, database, clock, sms, logger: false });
    await app.ready();
  });

  beforeEach(async () => {
    clock.set(TEST_START);
    sms.clear();
    if (!database) throw new Error('database not ready');
    // audit_log refuses TRUNCATE (migration 0022); a replica session fires no triggers, and only a
    // superuser (the tests' database user) may become one: nothing the app's own role can do.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(`truncate ${TABLES.join(', ')} cascade`));
    });
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all(extraApps.map((extra) => extra.close()));
  });

  return {
    get app() {
      if (!app) throw new Error('app not ready');
      return app;
    },
    get database() {
      if (!database) throw new Error('database not ready');
      return database;
    },
    clock,
    sms,
    config,
    async buildApp(more, deps = {}) {
      if (!database) throw new Error('database not ready');
      const extra = await buildApp({
        config: testConfig({ ...overrides, ...more }),
        database,
        clock,
        sms,
        logger: false,
        ...deps,
      });
      extraApps.push(extra);
      await extra.ready();
      return extra;
    },
  };
}

type Json = Record<string, unknown> | unknown[] | string | number | boolean | null;

export interface CallOptions {
  headers?: Record<string, string>;
  /** The client IP (remoteAddress), for per-client rules. */
  ip?: string;
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: Json,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const request: InjectOptions = { method, url, headers: { ...options.headers } };
  if (options.ip) request.remoteAddress = options.ip;
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  return app.inject(request);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends a code to `phone` and returns the code the SMS carried. */
export async function requestCode(
  ctx: TestContext,
  phone: string,
  options: CallOptions = {},
): Promise<string> {
  const res = await call(ctx.app, 'POST', '/api/v1/auth/otp', { phone }, options);
  if (res.statusCode !== 200) throw new Error(`send OTP failed: ${res.statusCode} ${res.body}`);
  return ctx.sms.lastCodeFor(phone);
}

/** Logs `phone` in by OTP and returns the session. */
export async function logIn(
  ctx: TestContext,
  phone: string,
  options: CallOptions = {},
): Promise<{ token: string; customerId: string }> {
  const code = await requestCode(ctx, phone, options);
  const res = await call(ctx.app, 'POST', '/api/v1/auth/login/otp', { phone, code }, options);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A wrong code of the right length for `code`. */
export const wrongCode = (code: string) => code.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
