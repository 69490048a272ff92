// Migration 0021 (docs/decisions/064) on a database whose applications already
// share an Aadhaar or a PAN: each value goes to one customer, the others keep
// their applications (the engine refers them to a person when it reviews them).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../config/paths';
import { type Database, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { identityClaims } from '../schema';

const adminUrl = process.env.DATABASE_URL;
type Rows<T> = { rows: T[] };
const FIRST = '0021_identity_claims';

/** The committed migrations before 0021, in a folder of their own. */
function migrationsBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-0020-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === FIRST);
  if (cut < 0) throw new Error(`${FIRST} not in the journal`);
  for (const e of journal.entries.slice(cut)) unlinkSync(join(dir, `${e.tag}.sql`));
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

// PostgreSQL only: a fresh PGlite migrated in two steps costs about 8 s of a worker, for the
// same SQL the engine runs either way (decision 038's budget).
describe.skipIf(!adminUrl)('migration 0021 (identity claims) on saved applications, on PostgreSQL', () => {
  const name = `app_claims_${randomBytes(6).toString('hex')}`;
  const folder = migrationsBefore();
  let database: Database | undefined;

  afterAll(async () => {
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  async function open(): Promise<Database> {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  }

  it('gives each Aadhaar and PAN to the first live application, and keeps every application', async () => {
    database = await open();
    const db = database.db;
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: folder });

    // [customer, state, created (day of Nov 2026), aadhaar index, pan index]
    const saved = [
      ['c1', 'rejected', 1, 'A1', 'P1'], // first, but rejected: a live one comes before it
      ['c2', 'approved', 2, 'A1', 'P2'],
      ['c3', 'submitted', 3, 'A1', 'P1'], // the same Aadhaar and PAN again
      ['c4', 'draft', 4, null, null],
    ] as const;
    const ids: Record<string, string> = {};
    for (const [i, [customer, state, day, aadhaar, pan]] of saved.entries()) {
      const at = new Date(Date.UTC(2026, 10, day, 6, 30));
      const inserted = (await db.execute(
        sql`insert into customers (phone, created_at) values (${`987650100${i}`}, ${at}) returning id`,
      )) as unknown as Rows<{ id: string }>;
      const [row] = inserted.rows;
      ids[customer] = row?.id ?? '';
      await db.execute(sql`insert into applications (customer_id, state, aadhaar_index, pan_index, created_at, updated_at)
        values (${ids[customer]}, ${state}, ${aadhaar}, ${pan}, ${at}, ${at})`);
    }

    await migrateDatabase(database);
    const claims = await db.select().from(identityClaims);
    const owner = (kind: string, index: string) =>
      claims.find((c) => c.kind === kind && c.blindIndex === index)?.customerId;
    expect(claims).toHaveLength(3);
    expect(owner('aadhaar', 'A1')).toBe(ids.c2);
    expect(owner('pan', 'P2')).toBe(ids.c2);
    expect(owner('pan', 'P1')).toBe(ids.c3);
    const count = (await db.execute(sql`select count(*)::int as n from applications`)) as unknown as Rows<{
      n: number;
    }>;
    expect(count.rows[0]?.n).toBe(4);
  });
});
