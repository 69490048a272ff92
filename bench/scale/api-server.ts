// The real API (apps/api buildApp, as main.ts builds it) for the scale bench,
// without main.ts's background loops: main.ts runs the daily accrual and the
// reminders at once on start, which on rs_scale would accrue 1,000,000 loans
// to today mid-measurement and move the data the jobs bench measures on.
// With SCALE_SQL_LOG=<file>, every SQL text the API sends to PostgreSQL is
// appended there once per distinct text (with its first parameters), so the
// bench can EXPLAIN exactly what the endpoints run.
import { appendFileSync } from 'node:fs';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';

const sqlLog = process.env.SCALE_SQL_LOG;
if (sqlLog) {
  const seen = new Set<string>();
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function capture(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const config = typeof first === 'object' && first !== null ? (first as pg.QueryConfig) : undefined;
    const text = config?.text ?? (typeof first === 'string' ? first : undefined);
    const values = config?.values ?? (Array.isArray(second) ? second : undefined);
    if (text && !seen.has(text)) {
      seen.add(text);
      appendFileSync(
        sqlLog,
        `${JSON.stringify({ name: config?.name ?? null, text, values: values ?? [] })}\n`,
      );
    }
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

const config = loadConfig(process.env);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateDatabase(database);
const app = await buildApp({ config, database });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port: config.PORT, host: config.HOST });
process.stdout.write(`Listening on http://${config.HOST}:${config.PORT}\n`);
