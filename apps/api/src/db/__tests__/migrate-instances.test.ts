// Several API instances starting at once on one empty PostgreSQL database
// (docs/decisions/041-load-and-instances.md): each migrates, one at a time.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../config/paths';
import { type Database, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('migrations with several instances on PostgreSQL', () => {
  const name = `app_migrate_${randomBytes(6).toString('hex')}`;
  const opened: Database[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('lets three instances migrate one empty database at the same time, each migration applied once', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    for (let i = 0; i < 3; i += 1) {
      opened.push(await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' }));
    }

    // Without the lock the slower instances failed on "relation already exists" and exited.
    await Promise.all(opened.map((database) => migrateDatabase(database)));

    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const applied = await check.query('select hash from drizzle.__drizzle_migrations');
    // pg_locks spans the cluster: other test files hold advisory locks in their own databases.
    const locks = await check.query(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    await check.end();
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    expect(applied.rowCount).toBe(files.length);
    expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(files.length);
    expect(locks.rows[0]?.n).toBe(0);
  });
});
