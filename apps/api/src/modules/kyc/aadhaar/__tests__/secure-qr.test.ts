// The Secure QR's decimal text on its own: UIDAI's layout, the signature, the limits.
import { sign } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readQrCode } from '../../../../platform/images/qr-image';
import {
  cardWithoutQr,
  devUidaiSigner,
  otherSigner,
  photographedCard,
  SAMPLE_RESIDENT,
  secureQrCard,
  secureQrText,
} from '../../../../test/uidai-dev';
import { uidaiMobileHash } from '../mobile-hash';
import { inflateSecureQr, verifySecureQr } from '../secure-qr';
import { loadUidaiTrust } from '../uidai-trust';

const trust = loadUidaiTrust({ NODE_ENV: 'test' });
const AT = new Date('2026-11-27T10:00:00.000Z');
const dev = devUidaiSigner();
const text = secureQrText(SAMPLE_RESIDENT, AT, dev);

const toDecimal = (bytes: Buffer) => BigInt(`0x${bytes.toString('hex')}`).toString(10);

describe('verifySecureQr', () => {
  it('reads a V2 code: fields, last four digits, photo, hashes', () => {
    const data = verifySecureQr(text, trust);
    expect(data).toMatchObject({
      version: 'V2',
      name: 'Asha Verma',
      dob: '1992-03-14',
      gender: 'F',
      reference: { last4: '4821', generatedAt: AT },
      mobileLast4: '3210',
      photoFormat: 'jpeg',
      address: { line: '12, Lake Road, Near Bus Stand, Palasia, Indore, Indore GPO', pinCode: '452001' },
    });
    expect(data.photo).toEqual(SAMPLE_RESIDENT.photo);
    expect(data.mobileHash).toBe(uidaiMobileHash('9876543210', '', 1));
    expect(data.emailHash).toBe(uidaiMobileHash('asha@example.in', '', 1));
  });

  it('reads a V1 code (no version field, no mobile digits) with no hashes', () => {
    const fields = [
      '0',
      '482120261127153000000',
      'Ravi Kumar',
      '01-01-1985',
      'M',
      'S/O X',
      'Pune',
      '',
      '7',
      'Camp',
      '411001',
      'Pune',
      'Maharashtra',
      'MG Road',
      'Pune',
      'Pune',
    ];
    const body = Buffer.concat([
      ...fields.flatMap((f) => [Buffer.from(f, 'latin1'), Buffer.from([255])]),
      Buffer.from([0xff, 0x4f, 0xff, 0x51, 1, 2, 3]),
    ]);
    const decimal = toDecimal(gzipSync(Buffer.concat([body, sign('sha256', body, dev.keyPem)])));
    const data = verifySecureQr(decimal, trust);
    expect(data).toMatchObject({
      version: 'V1',
      name: 'Ravi Kumar',
      gender: 'M',
      mobileHash: null,
      emailHash: null,
      mobileLast4: null,
      photoFormat: 'jp2',
    });
  });

  it('refuses a code signed by another certificate, and one whose signed bytes changed', () => {
    expect(() => verifySecureQr(secureQrText(SAMPLE_RESIDENT, AT, otherSigner()), trust)).toThrow(
      expect.objectContaining({ code: 'KYC_SIGNATURE_INVALID' }),
    );
    const bytes = inflateSecureQr(text);
    const changed = Buffer.from(bytes);
    changed[40] = (changed[40] ?? 0) ^ 1;
    expect(() => verifySecureQr(toDecimal(gzipSync(changed)), trust)).toThrow(
      expect.objectContaining({ code: 'KYC_SIGNATURE_INVALID' }),
    );
  });

  it('refuses what is not UIDAI’s: short or non-numeric text, too many digits, not gzip, a gzip bomb', () => {
    const bomb = toDecimal(gzipSync(Buffer.alloc(4 * 1024 * 1024), { level: 9 }));
    for (const bad of ['hello', '12345', '9'.repeat(7090), '1'.repeat(500), bomb]) {
      expect(() => verifySecureQr(bad, trust)).toThrow(
        expect.objectContaining({ code: 'KYC_QR_NOT_AADHAAR' }),
      );
    }
  });
});

describe('readQrCode', () => {
  it('reads the Secure QR from a card image in PNG and JPEG', () => {
    for (const format of ['png', 'jpeg'] as const) {
      const read = readQrCode(secureQrCard(text, format));
      expect(read).toMatchObject({ ok: true, text });
    }
  });

  it('reads it from a photo of the card: turned, smaller or larger, darker, noisy, JPEG', () => {
    const card = secureQrCard(text);
    for (const view of [
      { angle: 4, scale: 1.5, noise: 20 },
      { angle: 8, scale: 1.8, noise: 30 },
      { angle: 30, scale: 1.3, noise: 20 },
    ]) {
      expect(readQrCode(photographedCard(card, view)), JSON.stringify(view)).toMatchObject({
        ok: true,
        text,
      });
    }
  }, 90_000); // three 2400 x 1800 photos drawn pixel by pixel: slow on a busy machine

  it('finds none on a blank card and refuses what is not an image', () => {
    expect(readQrCode(cardWithoutQr())).toEqual({ ok: false, reason: 'none' });
    expect(readQrCode(Buffer.from('not an image'))).toEqual({ ok: false, reason: 'type' });
  });
});
