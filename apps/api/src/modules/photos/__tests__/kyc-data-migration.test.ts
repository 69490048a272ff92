import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { verhoeffValid } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from '../../../adapters/storage';
import { applications, customers, photos } from '../../../db/schema';
import { createCardMasker, findCardNumber, isSealed } from '../../../platform/kyc-images';
import { createCardReader } from '../../../platform/kyc-images/card-reader';
import { imageKeyOf, unseal } from '../../../platform/kyc-images/sealed-images';
import { consent } from '../../../test/application-fixtures';
import { drivers, logIn, useTestApp } from '../../../test/test-app';
import { createKycDataMigration } from '../kyc-data-migration';

const fixtures = new URL('../../../platform/kyc-images/__tests__/fixtures/', import.meta.url);
const card = (name: string) => readFileSync(new URL(`${name}.jpg`, fixtures));
const numberOn = (name: string) =>
  (JSON.parse(readFileSync(new URL('boxes.json', fixtures), 'utf8')) as Record<string, { number: string }>)[
    name
  ]?.number ?? '';
const MIGRATION_0025 = new URL('../../../../drizzle/0025_aadhaar_not_kept.sql', import.meta.url);
const DRAFTS = 'application-drafts';

/** Every Verhoeff-valid run of 12 digits (optionally spaced 4-4-4) in a text. */
/** Ids and digests (UUIDs, hex hashes) are random hex: a run of twelve digits in one is chance, not a number. */
const RANDOM_HEX = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32,}/gi;

function aadhaarLike(text: string): string[] {
  const found: string[] = [];
  for (const m of text.replace(RANDOM_HEX, ' ').matchAll(/(?<!\d)(\d{4})[ -]?(\d{4})[ -]?(\d{4})(?!\d)/g)) {
    const digits = `${m[1]}${m[2]}${m[3]}`;
    if (verhoeffValid(digits)) found.push(digits);
  }
  return found;
}

const reader = createCardReader();
const masker = createCardMasker({ reader });
afterAll(async () => {
  await masker.close();
  await reader.close();
});

describe.each(drivers)('moving customers from before decision 075 on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('leaves no 12-digit Aadhaar number in any text or jsonb column, any encrypted field or any stored file', async () => {
    const { db } = ctx.database;
    const cipher = ctx.app.core.cipher;
    const storage = createFileStorage(ctx.config);
    // The schema as it was at migration 0024: the full number encrypted in applications.aadhaar_enc.
    await db.execute(sql`alter table applications add column aadhaar_enc text`);
    const old = [
      {
        phone: '9876543081',
        number: numberOn('aadhaar-front'),
        files: ['aadhaar-front', 'aadhaar-back', 'holding-card'],
      },
      { phone: '9876543082', number: numberOn('holding-card'), files: ['holding-card', 'no-number'] },
    ];
    const seeded: string[] = [];
    for (const customer of old) {
      const { token } = await logIn(ctx, customer.phone);
      await consent(ctx, token);
      const [me] = await db.select().from(customers).where(eq(customers.phone, customer.phone));
      const [app] = await db
        .select()
        .from(applications)
        .where(eq(applications.customerId, me?.id ?? ''));
      if (!me || !app) throw new Error('no application');
      const n = customer.number;
      seeded.push(n);
      await db
        .update(applications)
        .set({
          aadhaarIndex: cipher.blindIndex(n, 'aadhaar'),
          draftsEnc: cipher.encrypt(JSON.stringify({ identity: { aadhaar: n, name: 'Asha Verma' } }), DRAFTS),
        })
        .where(eq(applications.id, app.id));
      await db.execute(
        sql`update applications set aadhaar_enc = ${cipher.encrypt(n, 'aadhaar')} where id = ${app.id}`,
      );
      const kinds = ['aadhaar_front', 'aadhaar_back', 'face'] as const;
      for (const [i, file] of customer.files.entries()) {
        const key = `photos/old${customer.phone}${i}abcdefgh.jpg`;
        await storage.put(key, card(file));
        await db.insert(photos).values({
          customerId: me.id,
          applicationId: app.id,
          kind: kinds[i] ?? 'face',
          status: 'accepted',
          storageKey: key,
          istDay: '2025-01-14',
          createdAt: ctx.clock.now(),
        });
      }
    }
    // Before: the scan below would see them (the old column opens to the number, a plain card file reads).
    const before = (
      (await db.execute(
        sql`select aadhaar_enc as v from applications where aadhaar_enc is not null`,
      )) as unknown as { rows: unknown[] }
    ).rows as { v: string }[];
    expect(before.map((r) => cipher.decrypt(r.v, 'aadhaar')).sort()).toEqual([...seeded].sort());
    expect(findCardNumber(await reader.read(card('aadhaar-front')))?.last4).toBe(seeded[0]?.slice(8));

    // The migration: 0025's SQL, then the job; a second run has nothing left to do.
    for (const statement of readFileSync(MIGRATION_0025, 'utf8').split('--> statement-breakpoint')) {
      if (statement.includes('aadhaar_enc')) await db.execute(sql.raw(statement));
    }
    const migration = createKycDataMigration({
      db,
      storage,
      dataKey: ctx.config.DATA_ENCRYPTION_KEY,
      cipher,
      masker,
    });
    // The blind index confirms only the customer's own number: the first customer's back and holding photos
    // carry other fixture numbers, so they are unconfirmed (every digit group filled), as is the card without one.
    expect(await migration.run()).toEqual({ drafts: 2, sealed: 5, masked: 2, unconfirmed: 3 });
    expect(await migration.run()).toEqual({ drafts: 0, sealed: 0, masked: 0, unconfirmed: 0 });

    // Every text, varchar, json and jsonb column of every table.
    const columns = (
      (await db.execute(
        sql`select table_name, column_name from information_schema.columns
            where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb')`,
      )) as unknown as { rows: unknown[] }
    ).rows as { table_name: string; column_name: string }[];
    expect(columns.some((c) => c.column_name === 'aadhaar_enc')).toBe(false);
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      const rows = (
        (await db.execute(
          sql.raw(
            `select "${column_name}"::text as v from "${table_name}" where "${column_name}" is not null`,
          ),
        )) as unknown as { rows: unknown[] }
      ).rows as { v: string }[];
      for (const { v } of rows) {
        found.push(...aadhaarLike(v).map((d) => `${table_name}.${column_name}: ${d}`));
        // The encrypted fields the data key opens (drafts, PAN, account) are read too.
        if (column_name.endsWith('_enc')) {
          for (const context of [DRAFTS, 'pan', 'account', 'aadhaar']) {
            try {
              found.push(
                ...aadhaarLike(cipher.decrypt(v, context)).map((d) => `${table_name}.${column_name}: ${d}`),
              );
            } catch {}
          }
        }
      }
    }
    expect(found).toEqual([]);

    // Every stored file: sealed, no digits in its bytes, and read by OCR once opened, no Aadhaar number.
    const key = imageKeyOf(ctx.config.DATA_ENCRYPTION_KEY);
    const root = ctx.config.FILES_DIR;
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) =>
        statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
      );
    const files = walk(root).filter((f) => f.includes('/photos/old'));
    expect(files.length).toBe(5);
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(isSealed(bytes)).toBe(true);
      expect(seeded.some((n) => bytes.includes(Buffer.from(n)))).toBe(false);
      const image = unseal(key, file.slice(root.length + 1), bytes);
      const words = await reader.read(image);
      expect(findCardNumber(words), file).toBeNull();
      expect(aadhaarLike(words.map((w) => w.text).join(' '))).toEqual([]);
    }
  }, 180_000);
});
