import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabasePrefix } from './database-prefix';

/**
 * Once per run of the API project, in vitest's main process (so it imports no
 * app code): names the run, so that the PostgreSQL
 * databases its workers keep for their files (test-app.ts) can be found and
 * dropped when every file is done.
 */
export default function setup(): () => Promise<void> {
  process.env.API_TEST_RUN = randomBytes(4).toString('hex');
  return async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [testDatabasePrefix()],
      );
      // The workers have exited; "with (force)" only ends a connection that has not noticed yet.
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
