import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../config/paths';
import type { Database } from './client';

/** The advisory lock every instance takes to migrate: any constant, the same everywhere. */
export const MIGRATION_LOCK_KEY = 7_273_600_041;

/**
 * Applies the committed drizzle-kit migrations (apps/api/drizzle); already-applied ones are skipped.
 * On PostgreSQL, instances starting together on one database migrate one at a time under an
 * advisory lock (without it the second one fails creating what the first just created;
 * docs/decisions/041-load-and-instances.md); the later ones then find nothing to do.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.driver !== 'postgres') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }) as NodePgDatabase, config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
