import { createFileStorage } from './adapters/storage';
import { buildApp } from './app';
import { type AppConfig, loadConfig } from './config/config';
import { ConfigError } from './config/env';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { type Clock, OffsetClock, systemClock } from './lib/clock';
import {
  createHousekeepingService,
  createOrphanFileSweep,
  ORPHAN_SWEEP_INTERVAL_MS,
  scheduleHousekeeping,
} from './modules/housekeeping';
import { createKycDataMigration } from './modules/photos';
import { ensureFirstAdmin } from './modules/staff';
import { sharedCardMasker } from './platform/kyc-images';

const SHUTDOWN_DEADLINE_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(); // reads process.env: the configuration module is the only reader
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateDatabase(database);
  const clock = config.TEST_CLOCK ? new OffsetClock() : systemClock;
  const app = await buildApp({ config, database, clock });
  await createFirstAdmin(config, database, clock);
  const housekeeping = createHousekeepingService({ db: database.db, clock, config });
  let sweeper: { stop(): Promise<void> } | undefined;
  let fileSweeper: { stop(): Promise<void> } | undefined;
  let kycMigration: { stop(): Promise<void> } | undefined;
  let worker: { stop(): Promise<void> } | undefined;
  let ticker: { stop(): Promise<void> } | undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Whatever hangs, the process is gone within the deadline.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    try {
      await sweeper?.stop();
      await fileSweeper?.stop();
      await kycMigration?.stop();
      await ticker?.stop();
      await worker?.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  process.stdout.write(`Listening on http://localhost:${config.PORT}\n`);
  // Once now, then every 10 minutes; safe with several instances (see housekeeping-service).
  // Underwriting (and later disbursal, accrual, reminders): claimed with SKIP LOCKED, so N instances are safe.
  worker = app.jobs.start(config.JOBS_POLL_MS);
  sweeper = scheduleHousekeeping({
    sweep: () => housekeeping.sweep(),
    logger: app.log.child({ job: 'housekeeping' }),
  });
  // Stored files no row names (a refused upload, a lost race), a day after they were written.
  const orphans = createOrphanFileSweep({ db: database.db, storage: createFileStorage(config) });
  fileSweeper = scheduleHousekeeping({
    sweep: () => orphans.sweep(),
    logger: app.log.child({ job: 'orphan-files' }),
    intervalMs: ORPHAN_SWEEP_INTERVAL_MS,
  });
  // Customers from before decision 075: photos sealed and card images masked, typed Aadhaar out of drafts.
  // At start and daily; idempotent, so a second run and a second instance find nothing to do.
  const kycData = createKycDataMigration({
    db: database.db,
    storage: createFileStorage(config),
    dataKey: config.DATA_ENCRYPTION_KEY,
    cipher: app.core.cipher,
    masker: sharedCardMasker(),
  });
  kycMigration = scheduleHousekeeping({
    sweep: () => kycData.run(),
    logger: app.log.child({ job: 'kyc-data-migration' }),
    intervalMs: 24 * 3600_000,
  });
  // The daily accrual and the reminders: idempotent per day, safe with several instances.
  ticker = scheduleHousekeeping({
    sweep: () => app.tick(),
    logger: app.log.child({ job: 'repayment-tick' }),
    intervalMs: config.REPAYMENT_TICK_SECONDS * 1000,
  });
}

/**
 * A newcomer can open the console at once: with no staff account yet, the
 * first admin is created, and outside production its generated password is
 * printed this once (it is stored only hashed).
 */
async function createFirstAdmin(config: AppConfig, database: Database, clock: Clock): Promise<void> {
  const created = await ensureFirstAdmin(database.db, clock, {
    email: config.STAFF_ADMIN_EMAIL,
    password: config.STAFF_ADMIN_PASSWORD,
    generate: config.NODE_ENV !== 'production',
  });
  if (!created) return;
  if (config.STAFF_ADMIN_PASSWORD) {
    process.stdout.write(
      `[console] first admin: email=${created.email} (password from STAFF_ADMIN_PASSWORD)\n`,
    );
  } else {
    process.stdout.write(`[console] first admin: email=${created.email} password=${created.password}\n`);
  }
  process.stdout.write(
    `[console] open http://localhost:${config.PORT}/console/ and set up an authenticator app at the first sign-in\n`,
  );
}

main().catch((err: unknown) => {
  // A configuration the app refuses (a simulator in production) is named, not dumped as a stack.
  if (err instanceof ConfigError) console.error(err.message);
  else console.error('Failed to start:', err);
  process.exit(1);
});
