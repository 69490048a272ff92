import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../../apps/api/src/config/paths';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { scratchRoot } from './scratch';

/**
 * Once per run: an embedded database folder with every migration applied.
 * Each journey's server starts on a copy of it (startServer), which saves
 * PGlite's initdb and the migrations, five seconds of CPU a server. Nothing
 * else is in it, so each server still creates and prints its first admin.
 * Keyed by the migrations' content, so a later run reuses it.
 */
export default async function setup(): Promise<void> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  const template = join(scratchRoot(), `rupeesetu-e2e-data-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(`${template}.building-`);
    const database = await openDatabase({ dataDir: building });
    await migrateDatabase(database);
    await database.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run made it first
    }
  }
  process.env.E2E_DATA_TEMPLATE = template;
}
