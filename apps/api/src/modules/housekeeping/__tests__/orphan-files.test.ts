import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { randomFileName } from '@app/domain';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { createFileStorage } from '../../../adapters/storage';
import { orderSignatures, photos } from '../../../db/schema';
import { approvedCustomer, consent, photo, uploadPhoto } from '../../../test/application-fixtures';
import { newOrder, readAll, send } from '../../../test/order-fixtures';
import { drivers, logIn, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';
import { createOrphanFileSweep } from '../orphan-files';

const DAY_MS = 24 * 3_600_000;

/** A stroke on a transparent pad, as the app's signature pad exports it. */
function signaturePng(): string {
  const png = new PNG({ width: 400, height: 150 });
  for (let x = 40; x < 360; x += 1) for (let y = 70; y < 80; y += 1) png.data[(y * 400 + x) * 4 + 3] = 255;
  return PNG.sync.write(png).toString('base64');
}

describe.each(drivers)('orphan file sweep on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('deletes stored files that no row names once a day old, and keeps the rest', async () => {
    const { db } = ctx.database;
    const storage = createFileStorage(ctx.config);
    // Named by rows: an accepted photo, a signature and its three signed PDFs.
    const applicant = await logIn(ctx, '9876547001');
    await consent(ctx, applicant.token);
    expect((await uploadPhoto(ctx, applicant.token, 'pan', photo('pan.jpg'))).statusCode).toBe(201);
    const borrower = await approvedCustomer(ctx, '9876547002');
    const id = await newOrder(ctx, borrower.token);
    await readAll(ctx, borrower.token, id);
    await send(ctx, borrower.token, 'POST', `/orders/${id}/sign/code`);
    const code = ctx.sms.lastCodeFor('9876547002');
    const signed = await send(ctx, borrower.token, 'POST', `/orders/${id}/sign`, {
      code,
      signaturePng: signaturePng(),
      agree: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    await ctx.app.jobs.runDue();
    const [signature] = await db.select().from(orderSignatures).where(eq(orderSignatures.orderId, id));
    const [upload] = await db.select().from(photos).where(eq(photos.customerId, applicant.customerId));
    const named = [
      upload?.storageKey ?? '',
      signature?.signatureKey ?? '',
      ...Object.values(signature?.pdfKeys ?? {}),
    ];
    expect(named).toHaveLength(5);

    // Named by none: a lost race's signature, an unrecorded photo, a PDF of a failed run, a screenshot, a KYC source photo.
    const orderNo = (await orderRepository.findById(db, id))?.orderNo ?? '';
    const orphans = [
      `signatures/${randomFileName()}.png`,
      `photos/${randomFileName()}${randomFileName()}.jpg`,
      `documents/${orderNo}KFS${randomFileName()}.pdf`,
      `feedback/${randomFileName()}${randomFileName()}.png`,
      `kyc/${randomFileName()}${randomFileName()}.jpg`,
    ];
    const fresh = `signatures/${randomFileName()}.png`;
    for (const key of [...orphans, fresh]) await storage.put(key, Buffer.from('x'));
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    for (const key of [...named, ...orphans]) {
      await utimes(join(ctx.config.FILES_DIR, key), twoDaysAgo, twoDaysAgo);
    }

    const { orphanFiles } = await createOrphanFileSweep({ db, storage }).sweep();
    expect(orphanFiles).toBeGreaterThanOrEqual(orphans.length); // the folder may hold an earlier run's
    for (const key of orphans) expect(await storage.get(key), key).toBeNull();
    for (const key of [...named, fresh]) expect(await storage.get(key), key).not.toBeNull();
  });
});
