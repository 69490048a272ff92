// Migration 0018 (docs/decisions/055-loan-accounts.md) on a database that
// already holds loans: every order gets its account with its accrual state
// and terms, and ledger lines then name their loan by that account.
import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PRICING, quoteWithdrawal } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../config/paths';
import { everyDriver } from '../../test/test-app';
import { type Database, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { applications, customers, ledgerEntries, ledgerJournals, loanAccounts, loanOrders } from '../schema';

const adminUrl = process.env.DATABASE_URL;
const BEFORE = '0018_loan_accounts';

/** The committed migrations up to the one before 0018, in a folder of their own. */
function migrationsBefore(): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-0017-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string; idx: number }[];
  };
  const cut = journal.entries.findIndex((e) => e.tag === BEFORE);
  if (cut < 0) throw new Error(`${BEFORE} not in the journal`);
  for (const e of journal.entries.slice(cut)) unlinkSync(join(dir, `${e.tag}.sql`));
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe.each(everyDriver)('migration 0018 (loan accounts) on a database with loans, on %s', (driver) => {
  const name = `app_accounts_${randomBytes(6).toString('hex')}`;
  const folders: string[] = [];
  let database: Database | undefined;

  afterAll(async () => {
    await database?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    if (driver === 'postgres') {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });

  async function open(): Promise<Database> {
    if (driver === 'pglite') return openDatabase({ dataDir: 'memory://' });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    return openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  }

  it('opens an account for every order with its accrual state and terms, and moves the lines to it', async () => {
    database = await open();
    const db = database.db;
    const before = migrationsBefore();
    folders.push(before);
    if (driver === 'pglite')
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: before });
    else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: before });

    // Four orders as 0017 kept them: accrual state on the order row.
    const now = new Date('2026-11-20T06:30:00.000Z');
    const { schedule, ...figures } = quoteWithdrawal({
      amountPaise: 10_000_00,
      termMonths: 3,
      dailyRatePpm: 400,
      couponFacePaise: 0,
      startDay: '2026-11-01',
      config: DEFAULT_PRICING,
    });
    const { penalDailyPpm: _p, penaltyFeePaise: _f, ...olderPricing } = DEFAULT_PRICING;
    const orders = [
      { state: 'disbursed', accrued: '2026-11-19', overdue: true, pricing: DEFAULT_PRICING },
      { state: 'disbursed', accrued: null, overdue: false, pricing: olderPricing },
      { state: 'settled', accrued: '2026-11-10', overdue: false, pricing: DEFAULT_PRICING },
      { state: 'canceled', accrued: null, overdue: false, pricing: DEFAULT_PRICING },
    ] as const;
    const ids = orders.map(() => randomUUID());
    // One open order per customer: a customer and an application each.
    const customerIds = orders.map(() => randomUUID());
    const applicationIds = orders.map(() => randomUUID());
    await db
      .insert(customers)
      .values(customerIds.map((id, i) => ({ id, phone: `987650001${i}`, createdAt: now })) as never);
    await db.insert(applications).values(
      customerIds.map((customerId, i) => ({
        id: applicationIds[i],
        customerId,
        state: 'approved',
        createdAt: now,
        updatedAt: now,
      })) as never,
    );
    await db.insert(loanOrders).values(
      orders.map((o, i) => ({
        ...figures,
        id: ids[i] ?? '',
        schedule,
        orderNo: `LN2026110${i}MIGRATE`,
        customerId: customerIds[i] ?? '',
        applicationId: applicationIds[i] ?? '',
        state: o.state,
        product: 'salary' as const,
        pricing: o.pricing as typeof DEFAULT_PRICING,
        createdAt: now,
        updatedAt: now,
      })),
    );
    for (const [i, o] of orders.entries()) {
      await db.execute(
        sql`update loan_orders set accrued_through = ${o.accrued}, ever_overdue = ${o.overdue} where id = ${ids[i]}`,
      );
    }
    const journalId = randomUUID();
    await db.insert(ledgerJournals).values({
      id: journalId,
      kind: 'accrual',
      eventKey: `accrual:${ids[0]}:2026-11-19`,
      customerId: customerIds[0] ?? '',
      orderId: ids[0] ?? '',
      createdAt: now,
    });
    await db.insert(ledgerEntries).values([
      {
        id: randomUUID(),
        journalId,
        orderId: ids[0] ?? '',
        account: 'interest_receivable',
        amountPaise: 400_00,
      },
      {
        id: randomUUID(),
        journalId,
        orderId: ids[0] ?? '',
        account: 'interest_income',
        amountPaise: -400_00,
      },
    ]);

    await migrateDatabase(database);

    const accounts = new Map((await db.select().from(loanAccounts)).map((a) => [a.orderId, a]));
    expect(accounts.size).toBe(4);
    const rate = figures.dailyRatePpm;
    expect(accounts.get(ids[0] ?? '')).toEqual({
      orderId: ids[0],
      accruing: true,
      accruedThrough: '2026-11-19',
      everOverdue: true,
      dailyRatePpm: rate,
      penalDailyPpm: DEFAULT_PRICING.penalDailyPpm,
      penaltyFeePaise: DEFAULT_PRICING.penaltyFeePaise,
      // Migration 0033 (decision 084): not yet classified until the next daily tick.
      dpd: 0,
      assetClass: 'standard',
      npaSince: null,
      classifiedOn: null,
    });
    // Never accrued: accrued through its start day, as the payout now opens it. Priced before
    // the penal rate and the fee: today's default rate applies, no fee (bookTerms).
    expect(accounts.get(ids[1] ?? '')).toMatchObject({
      accruing: true,
      accruedThrough: figures.startDay,
      penalDailyPpm: null,
      penaltyFeePaise: 0,
    });
    expect(accounts.get(ids[2] ?? '')).toMatchObject({ accruing: false, accruedThrough: '2026-11-10' });
    expect(accounts.get(ids[3] ?? '')).toMatchObject({ accruing: false, accruedThrough: null });

    const columns = await db.execute(
      sql`select column_name from information_schema.columns
          where table_name = 'loan_orders' and column_name in ('accrued_through', 'ever_overdue')`,
    );
    expect((columns as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The lines kept their loan; a line naming no account is refused.
    expect(await db.select().from(ledgerEntries)).toHaveLength(2);
    await expect(
      db.insert(ledgerEntries).values({
        id: randomUUID(),
        journalId,
        orderId: randomUUID(),
        account: 'interest_receivable',
        amountPaise: 1,
      }),
    ).rejects.toThrow();
  });
});
