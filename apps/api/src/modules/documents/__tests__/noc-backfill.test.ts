import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../config/paths';
import { loanCertificates } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { payBySimulator } from '../../../test/repayment-fixtures';
import { drivers, useTestApp } from '../../../test/test-app';

/** Migration 0035 (decision 081): a loan settled before the NOC existed gets one, once, dated when it closed. */
const BACKFILL = readFileSync(join(MIGRATIONS_DIR, '0035_noc_backfill.sql'), 'utf8');

describe.each(drivers)('the NOC backfill on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('issues the missing NOC of a settled loan, numbered as the settle path numbers it, and nothing twice', async () => {
    const { token } = await approvedCustomer(ctx, '9876543391');
    const orderId = await disbursedOrder(ctx, token);
    ctx.clock.advanceSeconds(3 * 24 * 3600);
    await payBySimulator(ctx, token, orderId, { kind: 'full' });
    const db = ctx.database.db;
    const [issued] = await db.select().from(loanCertificates).where(eq(loanCertificates.orderId, orderId));
    if (!issued) throw new Error('the settle path issued no NOC');
    // As if the loan had been settled before certificates existed.
    await db.delete(loanCertificates).where(eq(loanCertificates.orderId, orderId));

    await db.execute(sql.raw(BACKFILL));
    await db.execute(sql.raw(BACKFILL));
    const rows = await db.select().from(loanCertificates).where(eq(loanCertificates.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'noc', number: issued.number });
    expect(Math.abs((rows[0]?.issuedAt.getTime() ?? 0) - issued.issuedAt.getTime())).toBeLessThan(60_000);
  });
});
