// Issue 31, point 1: Aadhaar Paperless Offline e-KYC and Secure QR through the API. Every
// refusal is a stable code in three languages and leaves nothing behind (no row, no file).
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { kycVerifications } from '../../../db/schema';
import { isSealed } from '../../../platform/kyc-images';
import { PRODUCTION_ENV, realParties } from '../../../test/outside-parties';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import {
  cardWithoutQr,
  devUidaiSigner,
  offlineXml,
  offlineZip,
  otherSigner,
  type Resident,
  SAMPLE_RESIDENT,
  type Signer,
  secureQrCard,
  secureQrText,
} from '../../../test/uidai-dev';

const PHONE = SAMPLE_RESIDENT.mobile ?? '';
const SHARE_CODE = '5274';
const HOUR = 3_600_000;

interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

/** A multipart body as a browser's FormData sends it. */
async function form(fields: Record<string, string | FilePart>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request('http://local/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

async function post(
  ctx: TestContext,
  token: string,
  path: 'aadhaar-offline' | 'aadhaar-qr',
  fields: Record<string, string | FilePart>,
  lang = 'en',
): Promise<LightMyRequestResponse> {
  const body = await form(fields);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/kyc/${path}`,
    headers: { ...bearer(token), 'content-type': body.type, 'accept-language': lang },
    payload: body.payload,
  });
}

const zipPart = (bytes: Buffer): FilePart => ({ bytes, name: 'offlineaadhaar.zip', type: 'application/zip' });
const imagePart = (bytes: Buffer, type = 'image/png'): FilePart => ({ bytes, name: 'card', type });

describe.each(drivers)('Aadhaar offline e-KYC and Secure QR on %s', (driver) => {
  const ctx = useTestApp(driver);
  let dev: Signer;
  let other: Signer;
  beforeAll(() => {
    dev = devUidaiSigner();
    other = otherSigner();
  });

  /** The sample resident's ZIP, made `ageMs` before the test clock. */
  const sampleZip = async (
    options: {
      ageMs?: number;
      signer?: Signer;
      shareCode?: string;
      resident?: Resident;
      edit?: (xml: string) => string;
    } = {},
  ) => {
    const shareCode = options.shareCode ?? SHARE_CODE;
    const at = new Date(ctx.clock.now().getTime() - (options.ageMs ?? HOUR));
    const xml = offlineXml(options.resident ?? SAMPLE_RESIDENT, at, shareCode, options.signer ?? dev);
    return offlineZip(options.edit ? options.edit(xml) : xml, shareCode);
  };
  const sampleCard = (options: { signer?: Signer; resident?: Resident; format?: 'png' | 'jpeg' } = {}) =>
    secureQrCard(
      secureQrText(options.resident ?? SAMPLE_RESIDENT, ctx.clock.now(), options.signer ?? dev),
      options.format ?? 'png',
    );

  async function nothingChanged(token: string, customerId: string) {
    const rows = await ctx.database.db
      .select({ id: kycVerifications.id })
      .from(kycVerifications)
      .where(eq(kycVerifications.customerId, customerId));
    expect(rows).toEqual([]);
    const status = await call(ctx.app, 'GET', '/api/v1/kyc', undefined, { headers: bearer(token) });
    expect(status.json()).toEqual({ state: 'none' });
  }

  it('verifies an offline e-KYC ZIP: the fields, the last four digits only, the mobile matched, the photo sealed', async () => {
    const { token, customerId } = await logIn(ctx, PHONE);
    const before = await call(ctx.app, 'GET', '/api/v1/kyc', undefined, { headers: bearer(token) });
    expect(before.json()).toEqual({ state: 'none' });

    const res = await post(ctx, token, 'aadhaar-offline', {
      file: zipPart(await sampleZip()),
      shareCode: SHARE_CODE,
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = {
      mode: 'aadhaar_offline',
      state: 'verified',
      name: 'Asha Verma',
      dob: '1992-03-14',
      gender: 'F',
      address: {
        line: '12, Lake Road, Near Bus Stand, Palasia, Indore, Indore GPO',
        district: 'Indore',
        state: 'Madhya Pradesh',
        pinCode: '452001',
      },
      aadhaarLast4: '4821',
      hasPhoto: true,
      signatureValid: true,
      mobileMatched: true,
    };
    expect(res.json()).toEqual(view);
    expect((await call(ctx.app, 'GET', '/api/v1/kyc', undefined, { headers: bearer(token) })).json()).toEqual(
      view,
    );

    const [row] = await ctx.database.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.customerId, customerId));
    expect(row?.referenceKey).toMatch(/^4821\d{17}$/);
    expect(row?.issuedAt?.getTime()).toBe(ctx.clock.now().getTime() - HOUR);
    // The stored photo is UIDAI's, sealed at rest (a JPEG only once opened).
    const stored = row?.photoKey ? await ctx.app.core.storage.get(row.photoKey) : null;
    expect(stored && isSealed(stored)).toBe(true);
  });

  it('keeps a verification whose mobile is not the borrower’s for review', async () => {
    const { token } = await logIn(ctx, '9812345670');
    const res = await post(ctx, token, 'aadhaar-offline', {
      file: zipPart(await sampleZip()),
      shareCode: SHARE_CODE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'review', mobileMatched: false, signatureValid: true });
  });

  it('accepts a file just inside the age limit (72 hours) and refuses one just past it', async () => {
    const { token, customerId } = await logIn(ctx, PHONE);
    const late = await post(ctx, token, 'aadhaar-offline', {
      file: zipPart(await sampleZip({ ageMs: 72 * HOUR + 60_000 })),
      shareCode: SHARE_CODE,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      code: 'KYC_FILE_EXPIRED',
      message:
        'This Aadhaar file is more than 3 days old. Please download a new one from UIDAI and upload it.',
    });
    await nothingChanged(token, customerId);
    const inTime = await post(ctx, token, 'aadhaar-offline', {
      file: zipPart(await sampleZip({ ageMs: 72 * HOUR - 60_000 })),
      shareCode: SHARE_CODE,
    });
    expect(inTime.statusCode, inTime.body).toBe(200);
  });

  it.each([
    [
      'a wrong share code',
      async (zip: () => Promise<Buffer>) => ({ file: zipPart(await zip()), shareCode: '0000' }),
      422,
      'KYC_SHARE_CODE_INCORRECT',
    ],
    [
      'a share code that is not 4 digits',
      async (zip: () => Promise<Buffer>) => ({ file: zipPart(await zip()), shareCode: '12a4' }),
      400,
      'KYC_SHARE_CODE_FORMAT',
    ],
    [
      'a file that is not a ZIP',
      async () => ({ file: zipPart(Buffer.from('<OfflinePaperlessKyc/>')), shareCode: SHARE_CODE }),
      422,
      'KYC_ZIP_INVALID',
    ],
    ['no file', async () => ({ shareCode: SHARE_CODE }), 422, 'KYC_ZIP_INVALID'],
  ] as const)('refuses %s and changes nothing', async (_what, fields, status, code) => {
    const { token, customerId } = await logIn(ctx, PHONE);
    const res = await post(ctx, token, 'aadhaar-offline', await fields(() => sampleZip()));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    await nothingChanged(token, customerId);
  });

  it('refuses a tampered XML (one byte changed), a file signed by another certificate and an unencrypted ZIP', async () => {
    const { token, customerId } = await logIn(ctx, PHONE);
    const tampered = await sampleZip({ edit: (xml) => xml.replace('pc="452001"', 'pc="452002"') });
    const foreign = await sampleZip({ signer: other });
    const xml = offlineXml(SAMPLE_RESIDENT, new Date(ctx.clock.now().getTime() - HOUR), SHARE_CODE, dev);
    const open = await offlineZip(xml, SHARE_CODE, { encrypted: false });
    for (const [zip, code] of [
      [tampered, 'KYC_SIGNATURE_INVALID'],
      [foreign, 'KYC_SIGNATURE_INVALID'],
      [open, 'KYC_ZIP_INVALID'],
    ] as const) {
      const res = await post(ctx, token, 'aadhaar-offline', { file: zipPart(zip), shareCode: SHARE_CODE });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(code);
    }
    await nothingChanged(token, customerId);
  });

  it('refuses an oversize upload before reading it: a file over 5 MB, a body over the limit, a ZIP whose XML would inflate past 2 MB', async () => {
    const { token, customerId } = await logIn(ctx, PHONE);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x50);
    const res = await post(ctx, token, 'aadhaar-offline', { file: zipPart(big), shareCode: SHARE_CODE });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('KYC_FILE_TOO_LARGE');
    const huge = await post(ctx, token, 'aadhaar-offline', {
      file: zipPart(Buffer.alloc(6 * 1024 * 1024, 0x50)),
      shareCode: SHARE_CODE,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('KYC_FILE_TOO_LARGE');
    // A few kB that inflate to 3 MB: refused from the declared size, nothing inflated.
    const bomb = await offlineZip(
      `<OfflinePaperlessKyc>${' '.repeat(3 * 1024 * 1024)}</OfflinePaperlessKyc>`,
      SHARE_CODE,
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    const bombed = await post(ctx, token, 'aadhaar-offline', { file: zipPart(bomb), shareCode: SHARE_CODE });
    expect(bombed.statusCode).toBe(413);
    expect(bombed.json().code).toBe('KYC_FILE_TOO_LARGE');
    await nothingChanged(token, customerId);
  });

  it('says each refusal in English, Hindi and Chinese', async () => {
    const { token } = await logIn(ctx, PHONE);
    const zip = await sampleZip({ signer: other });
    const messages: Record<string, string> = {};
    for (const lang of ['en', 'hi', 'zh']) {
      const res = await post(
        ctx,
        token,
        'aadhaar-offline',
        { file: zipPart(zip), shareCode: SHARE_CODE },
        lang,
      );
      expect(res.json().code).toBe('KYC_SIGNATURE_INVALID');
      messages[lang] = res.json().message;
    }
    expect(messages.en).toContain("UIDAI's digital signature");
    expect(messages.hi).toContain('हस्ताक्षर');
    expect(messages.zh).toContain('数字签名');
  });

  it('verifies a Secure QR read from a PNG card image and from a JPEG one', async () => {
    const { token, customerId } = await logIn(ctx, PHONE);
    for (const format of ['png', 'jpeg'] as const) {
      const card = sampleCard({ format });
      const res = await post(ctx, token, 'aadhaar-qr', {
        image: imagePart(card, `image/${format}`),
        name: 'ASHA  verma',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        mode: 'aadhaar_qr',
        state: 'verified',
        name: 'Asha Verma',
        dob: '1992-03-14',
        gender: 'F',
        address: {
          line: '12, Lake Road, Near Bus Stand, Palasia, Indore, Indore GPO',
          district: 'Indore',
          state: 'Madhya Pradesh',
          pinCode: '452001',
        },
        aadhaarLast4: '4821',
        hasPhoto: true,
        signatureValid: true,
        mobileMatched: true,
      });
    }
    const rows = await ctx.database.db
      .select()
      .from(kycVerifications)
      .where(eq(kycVerifications.customerId, customerId));
    expect(rows.map((r) => r.details)).toEqual([
      expect.objectContaining({ qrVersion: 'V2', photoFormat: 'jpeg', mobileLast4Matched: true }),
      expect.objectContaining({ qrVersion: 'V2', photoFormat: 'jpeg', mobileLast4Matched: true }),
    ]);
  });

  it('refuses a QR of another person than the name typed (initials still pass)', async () => {
    const { token, customerId } = await logIn(ctx, PHONE);
    const card = sampleCard();
    const res = await post(ctx, token, 'aadhaar-qr', { image: imagePart(card), name: 'Priya Raman' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'KYC_NAME_MISMATCH',
      message: 'The name on this Aadhaar does not match the name you entered. Please use your own Aadhaar.',
    });
    await nothingChanged(token, customerId);
    const initials = await post(ctx, token, 'aadhaar-qr', { image: imagePart(card), name: 'A. Verma' });
    expect(initials.statusCode, initials.body).toBe(200);
  });

  it('refuses a blank or unreadable QR, a QR that is not Aadhaar’s, a QR signed by another certificate and a file that is no image', async () => {
    const { token, customerId } = await logIn(ctx, PHONE);
    const notAadhaar = secureQrCard('1234567890'.repeat(20));
    for (const [bytes, status, code] of [
      [cardWithoutQr(), 422, 'KYC_QR_UNREADABLE'],
      [notAadhaar, 422, 'KYC_QR_NOT_AADHAAR'],
      [sampleCard({ signer: other }), 422, 'KYC_SIGNATURE_INVALID'],
      [Buffer.from('GIF89a not a card'), 415, 'PHOTO_TYPE_UNSUPPORTED'],
    ] as const) {
      const res = await post(ctx, token, 'aadhaar-qr', { image: imagePart(bytes) });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const big = await post(ctx, token, 'aadhaar-qr', { image: imagePart(Buffer.alloc(8 * 1024 * 1024 + 1)) });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('KYC_FILE_TOO_LARGE');
    await nothingChanged(token, customerId);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/kyc/aadhaar-offline' });
    expect(res.statusCode).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/v1/kyc')).statusCode).toBe(401);
  });

  it('keeps no 12-digit number in the verification row', async () => {
    const { token, customerId } = await logIn(ctx, PHONE);
    await post(ctx, token, 'aadhaar-offline', { file: zipPart(await sampleZip()), shareCode: SHARE_CODE });
    const rows = await ctx.database.db.execute(
      sql`select row_to_json(k)::text as json from kyc_verifications k where customer_id = ${customerId}`,
    );
    const text = JSON.stringify(rows);
    expect(text).toContain('4821');
    expect(text).not.toMatch(/(?<!\d)\d{12}(?!\d)/);
  });
});

describe.each(drivers.slice(0, 1))('UIDAI certificate in production (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('refuses to start without UIDAI_CERTIFICATE or with the development stand-in, starts with another', async () => {
    const { UIDAI_CERTIFICATE: _configured, ...withoutCertificate } = PRODUCTION_ENV;
    await expect(ctx.buildApp(withoutCertificate, realParties())).rejects.toThrow(
      'UIDAI_CERTIFICATE must be set',
    );
    await expect(
      ctx.buildApp(
        { ...PRODUCTION_ENV, UIDAI_CERTIFICATE: 'apps/api/fixtures/uidai-dev/uidai-dev-certificate.pem' },
        realParties(),
      ),
    ).rejects.toThrow('UIDAI_CERTIFICATE is the development stand-in');
    const app = await ctx.buildApp(PRODUCTION_ENV, realParties());
    expect(app.hasRoute({ method: 'POST', url: '/api/v1/kyc/aadhaar-offline' })).toBe(true);
  });
});
