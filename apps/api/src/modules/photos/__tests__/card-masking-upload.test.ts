import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { photos } from '../../../db/schema';
import { findCardNumber } from '../../../platform/kyc-images';
import { createCardReader } from '../../../platform/kyc-images/card-reader';
import { consent, uploadPhoto } from '../../../test/application-fixtures';
import { drivers, logIn, useTestApp } from '../../../test/test-app';

const fixtures = new URL('../../../platform/kyc-images/__tests__/fixtures/', import.meta.url);
const card = (name: string) => readFileSync(new URL(`${name}.jpg`, fixtures));
const boxes = JSON.parse(readFileSync(new URL('boxes.json', fixtures), 'utf8')) as Record<
  string,
  { digits: { x: number; y: number; w: number; h: number }[] }
>;

describe.each(drivers)('Aadhaar card photos stored masked and sealed on %s (decision 075)', (driver) => {
  const ctx = useTestApp(driver);

  it('stores the card with its first eight digits filled, encrypted on disk, served masked', async () => {
    const { token } = await logIn(ctx, '9876543071');
    await consent(ctx, token);
    const res = await uploadPhoto(ctx, token, 'aadhaar_front', card('aadhaar-front'));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db.select().from(photos).orderBy(desc(photos.createdAt)).limit(1);
    expect(row?.masking).toBe('masked');

    // On disk: ciphertext, not a JPEG.
    const onDisk = readFileSync(join(ctx.config.FILES_DIR, row?.storageKey ?? ''));
    expect(onDisk.subarray(0, 4).toString()).toBe('KYC1');

    const file = await ctx.app.inject({ method: 'GET', url: res.json().photo.url });
    expect(file.statusCode).toBe(200);
    const served = jpeg.decode(file.rawPayload, { useTArray: true });
    const first = boxes['aadhaar-front']?.digits[0];
    if (!first) throw new Error('no box');
    // The middle of the first group is a filled box.
    const i = ((first.y + Math.floor(first.h / 2)) * served.width + first.x + Math.floor(first.w / 2)) * 4;
    expect([served.data[i], served.data[i + 1], served.data[i + 2]]).toEqual([0, 0, 0]);
    const reader = createCardReader();
    try {
      expect(findCardNumber(await reader.read(file.rawPayload))).toBeNull();
    } finally {
      await reader.close();
    }
  }, 60_000);

  it('marks a card whose number cannot be read unconfirmed for the reviewer', async () => {
    const { token } = await logIn(ctx, '9876543072');
    await consent(ctx, token);
    const res = await uploadPhoto(ctx, token, 'aadhaar_back', card('no-number'));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.db.select().from(photos).orderBy(desc(photos.createdAt)).limit(1);
    expect(row?.masking).toBe('unconfirmed');
  }, 60_000);
});
