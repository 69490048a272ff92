import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kycVerifications } from '../../../db/schema';
import { createSealedImages } from '../../../platform/kyc-images';
import { consent, uploadPhoto } from '../../../test/application-fixtures';
import { drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { devUidaiSigner, SAMPLE_RESIDENT, secureQrCard, secureQrText } from '../../../test/uidai-dev';
import { aadhaarKycService } from '../aadhaar/aadhaar-wiring';

const images = (name: string) =>
  readFileSync(new URL(`../../../platform/images/__tests__/fixtures/${name}`, import.meta.url));
const faces = (name: string) =>
  readFileSync(new URL(`../../../platform/face/__tests__/fixtures/${name}.jpg`, import.meta.url));

/** The JP2 photo (made from the face fixture source-photo.jpg) with its SIZ marker claiming 5000 x 5000. */
function oversize(): Buffer {
  const bytes = Buffer.from(images('source-photo.jp2'));
  const siz = bytes.indexOf(Buffer.from([0xff, 0x4f, 0xff, 0x51])) + 4;
  for (const offset of [4, 8, 20, 24]) bytes.writeUInt32BE(5000, siz + offset);
  return bytes;
}

async function verificationRow(ctx: TestContext, customerId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(kycVerifications)
    .where(eq(kycVerifications.customerId, customerId));
  return row;
}

describe.each(drivers)('a Secure QR whose photo is JPEG 2000 on %s', (driver) => {
  const ctx = useTestApp(driver);

  /** A borrower who verifies a card whose QR carries `photo`, through the app's service and image workers. */
  async function verifyCard(phone: string, photo: Buffer) {
    const { token, customerId } = await logIn(ctx, phone);
    await consent(ctx, token);
    const resident = { ...SAMPLE_RESIDENT, mobile: phone, photo };
    const card = secureQrCard(secureQrText(resident, ctx.clock.now(), devUidaiSigner()));
    const view = await aadhaarKycService(ctx.app.core).verifyQr({ customerId, phone }, card, null);
    return { token, customerId, view, row: await verificationRow(ctx, customerId) };
  }

  it.each([
    ['JP2 file', 'source-photo.jp2'],
    ['raw J2K codestream', 'source-photo.j2k'],
  ])(
    'keeps a %s as a JPEG the face engine matches the live photo against',
    async (_, name) => {
      const phone = name.endsWith('jp2') ? '9876549201' : '9876549202';
      const { token, view, row } = await verifyCard(phone, images(name));
      expect(view).toMatchObject({ mode: 'aadhaar_qr', state: 'verified', hasPhoto: true });
      expect(row?.details).toMatchObject({ photoFormat: 'jp2' });
      expect(row?.details).not.toHaveProperty('photoRefusal');
      const stored = await createSealedImages(
        ctx.app.core.storage,
        ctx.app.core.config.DATA_ENCRYPTION_KEY,
      ).get(row?.photoKey ?? '');
      expect(stored?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

      const upload = await uploadPhoto(ctx, token, 'face', faces('upload-one-face'));
      expect(upload.statusCode, upload.body).toBe(201);
      const after = await verificationRow(ctx, row?.customerId ?? '');
      expect(after).toMatchObject({ state: 'verified', faceDecision: 'match' });
      expect(after?.faceScore).toBeGreaterThanOrEqual(0.4);
    },
    60_000,
  );

  it.each([
    ['oversize', oversize()],
    ['corrupt', images('source-photo.j2k').subarray(0, 1200)],
  ])(
    'verifies the card without a photo when the JPEG 2000 one is %s: the face goes to a person',
    async (reason, photo) => {
      const phone = reason === 'oversize' ? '9876549203' : '9876549204';
      const { token, view, row } = await verifyCard(phone, photo);
      expect(view).toMatchObject({ mode: 'aadhaar_qr', state: 'verified', hasPhoto: false });
      expect(row).toMatchObject({ photoKey: null });
      expect(row?.details).toMatchObject({ photoFormat: 'jp2', photoRefusal: reason });

      // No source photo: the live photo is accepted and no match is recorded (decision 074: a person looks).
      const upload = await uploadPhoto(ctx, token, 'face', faces('upload-one-face'));
      expect(upload.statusCode, upload.body).toBe(201);
      expect(await verificationRow(ctx, row?.customerId ?? '')).toMatchObject({
        faceDecision: null,
        faceScore: null,
      });
    },
    60_000,
  );
});
