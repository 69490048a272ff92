// PostgreSQL ending a session the API holds (a restart, a failover, an admin's
// pg_terminate_backend) while a transaction is between two statements: the
// process must live on and the pool must hand out working connections again
// (bench/faults.ts scenario d found the crash; decision 043).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';

const adminUrl = process.env.DATABASE_URL;

describe.skipIf(!adminUrl)('a PostgreSQL session lost mid-transaction', () => {
  const name = `app_connloss_${randomBytes(6).toString('hex')}`;
  let database: Database | undefined;
  const admin = new pg.Client({ connectionString: adminUrl });

  afterAll(async () => {
    await database?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('fails that transaction only: no crash, and the next query gets a new connection', async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    const { db } = database;
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);

    const held = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The session ends while this transaction holds its connection between statements:
      // the client emits 'error' with no query to hand it to (before the fix, an unhandled
      // 'error' event that ended the process).
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select 2`);
    });
    await expect(held).rejects.toThrow();

    const answer = await db.execute(sql`select 1 as one`);
    expect((answer as unknown as { rows: { one: number }[] }).rows[0]?.one).toBe(1);
    process.off('warning', onWarning);
    expect(warnings.some((w) => w.includes('terminating connection'))).toBe(true);
  });
});
