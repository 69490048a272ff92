import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../config/paths';
import type { Database } from './client';

/** Applies the committed drizzle-kit migrations (apps/api/drizzle); already-applied ones are skipped. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.driver === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  }
}
