import { readFileSync } from 'node:fs';
import { errorMessage } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { kycVerifications, photos } from '../../../db/schema';
import { createFaceJobs, type FaceJobs } from '../../../platform/face';
import { consent, uploadPhoto } from '../../../test/application-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { kycRepository } from '../../kyc';
import { createPhotoService } from '../photo-service';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../platform/face/__tests__/fixtures/${name}.jpg`, import.meta.url));

/** A verified offline e-KYC whose photo is the fixture source photo (the author's face, decision 074). */
async function verifiedWithPhoto(ctx: TestContext, customerId: string) {
  const photoKey = `kyc/${customerId.replaceAll('-', '')}.jpg`;
  await ctx.app.core.storage.put(photoKey, fixture('source-photo'));
  return kycRepository.record(
    ctx.database.db,
    customerId,
    null,
    {
      mode: 'aadhaar_offline',
      name: 'Meera Iyer',
      dob: '1991-07-04',
      gender: 'F',
      address: { line: '12 MG Road', state: 'Karnataka', pinCode: '560001' },
      aadhaarLast4: '1234',
      referenceKey: '123420261127101010123',
      photoJpeg: null,
      signatureValid: true,
      mobileMatched: true,
      issuedAt: null,
    },
    { now: ctx.clock.now(), photoKey },
  );
}

const faceColumns = async (ctx: TestContext, id: string) => {
  const [row] = await ctx.database.db
    .select({
      state: kycVerifications.state,
      faceScore: kycVerifications.faceScore,
      livenessScore: kycVerifications.livenessScore,
      faceDecision: kycVerifications.faceDecision,
      details: kycVerifications.details,
    })
    .from(kycVerifications)
    .where(eq(kycVerifications.id, id));
  return row;
};

describe.each(drivers)('the photo holding the card matched against the verified photo on %s', (driver) => {
  const ctx = useTestApp(driver);

  // Two matches through the app's face worker (started by the first, about 2 s; then about 0.5 s each).
  it('refuses two faces with FACE_MANY and changes nothing, then records a match on the verification', async () => {
    const { token, customerId } = await logIn(ctx, '9876549101');
    await consent(ctx, token);
    const verification = await verifiedWithPhoto(ctx, customerId);

    const many = await uploadPhoto(ctx, token, 'face', fixture('upload-many-faces'));
    expect(many.statusCode).toBe(422);
    expect(many.json()).toMatchObject({
      code: 'FACE_MANY',
      message:
        'There is more than one face in the photo. Please take it again with only your own face in view.',
    });
    expect(await faceColumns(ctx, verification.id)).toMatchObject({ state: 'verified', faceDecision: null });
    const refused = await ctx.database.db.select().from(photos).where(eq(photos.customerId, customerId));
    expect(refused).toMatchObject([
      { kind: 'face', status: 'refused', refusal: 'many_faces', storageKey: null },
    ]);

    const same = await uploadPhoto(ctx, token, 'face', fixture('upload-one-face'));
    expect(same.statusCode).toBe(201);
    const row = await faceColumns(ctx, verification.id);
    expect(row).toMatchObject({ state: 'verified', faceDecision: 'match' });
    expect(row?.faceScore).toBeGreaterThanOrEqual(0.4);
    expect(row?.livenessScore).toBeGreaterThanOrEqual(0.5);
    // Scores and the decision only: no face template anywhere on the row.
    expect(JSON.stringify(row?.details)).not.toMatch(/embedding|descriptor/);

    const kyc = await call(ctx.app, 'GET', '/api/v1/kyc', undefined, { headers: bearer(token) });
    expect(kyc.json().face).toEqual({
      score: row?.faceScore,
      liveness: row?.livenessScore,
      decision: 'match',
    });
  }, 60_000);

  it('refuses a photo that is not live or of another person, changing nothing; the codes speak en/hi/zh', async () => {
    const { customerId } = await logIn(ctx, '9876549102').then(async (session) => {
      await consent(ctx, session.token);
      return session;
    });
    const verification = await verifiedWithPhoto(ctx, customerId);
    for (const [match, code] of [
      [{ faceScore: 0, livenessScore: 0.2, decision: 'mismatch', reason: 'NOT_LIVE' }, 'FACE_NOT_LIVE'],
      [{ faceScore: 0, livenessScore: 0, decision: 'mismatch', reason: 'NO_FACE' }, 'FACE_NOT_FOUND'],
      [{ faceScore: 0.12, livenessScore: 0.7, decision: 'mismatch' }, 'FACE_MISMATCH'],
    ] as const) {
      const stub: FaceJobs = { matchFace: async () => match, close: async () => undefined };
      const service = createPhotoService({ ...ctx.app.core, dailyLimit: 10, faces: stub });
      await expect(service.upload(customerId, 'face', fixture('upload-one-face'))).rejects.toMatchObject({
        code,
      });
    }
    expect(await faceColumns(ctx, verification.id)).toMatchObject({ state: 'verified', faceDecision: null });
    const rows = await ctx.database.db.select().from(photos).where(eq(photos.customerId, customerId));
    expect(rows.map((row) => [row.status, row.refusal, row.storageKey])).toEqual([
      ['refused', 'not_live', null],
      ['refused', 'no_face', null],
      ['refused', 'face_mismatch', null],
    ]);
    for (const code of ['FACE_NOT_FOUND', 'FACE_MANY', 'FACE_NOT_LIVE', 'FACE_MISMATCH'] as const) {
      const texts = (['en', 'hi', 'zh'] as const).map((lang) => errorMessage(code, lang));
      expect(new Set(texts).size, code).toBe(3);
    }
    expect(errorMessage('FACE_NOT_LIVE', 'hi')).toMatch(/स्क्रीन/);
    expect(errorMessage('FACE_NOT_LIVE', 'zh')).toMatch(/屏幕/);
  });

  it('puts the identity in review when the face models cannot run, and leaves customers without a verified photo alone', async () => {
    const { token, customerId } = await logIn(ctx, '9876549103');
    await consent(ctx, token);
    const verification = await verifiedWithPhoto(ctx, customerId);
    const broken = createFaceJobs({ script: new URL('./missing-face-worker.ts', import.meta.url) });
    afterAll(() => broken.close());
    const service = createPhotoService({ ...ctx.app.core, dailyLimit: 10, faces: broken });
    const result = await service.upload(customerId, 'face', fixture('upload-one-face'));
    expect(result.photo).toMatchObject({ kind: 'face', status: 'accepted' });
    expect(await faceColumns(ctx, verification.id)).toMatchObject({
      state: 'review',
      faceDecision: 'review',
      faceScore: 0,
      details: { faceReason: 'MODEL_UNAVAILABLE' },
    });

    // No verified source photo (card photos, or before KYC): no match is attempted.
    const other = await logIn(ctx, '9876549104');
    await consent(ctx, other.token);
    const never: FaceJobs = {
      matchFace: () => Promise.reject(new Error('must not be called')),
      close: async () => undefined,
    };
    const plain = createPhotoService({ ...ctx.app.core, dailyLimit: 10, faces: never });
    expect((await plain.upload(other.customerId, 'face', fixture('upload-one-face'))).photo.status).toBe(
      'accepted',
    );
  });
});
