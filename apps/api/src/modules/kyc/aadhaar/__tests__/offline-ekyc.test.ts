// The offline e-KYC ZIP and XML on their own: opening, sizes, the signature and what is read.
import { describe, expect, it } from 'vitest';
import {
  devUidaiSigner,
  offlineXml,
  offlineZip,
  otherSigner,
  SAMPLE_RESIDENT,
} from '../../../../test/uidai-dev';
import { verifyOfflineXml } from '../offline-xml';
import { openOfflineZip } from '../offline-zip';
import { loadUidaiTrust } from '../uidai-trust';

const trust = loadUidaiTrust({ NODE_ENV: 'test' });
const AT = new Date('2026-11-27T10:00:00.000Z');
const dev = devUidaiSigner();
const xml = offlineXml(SAMPLE_RESIDENT, AT, '1234', dev);

/** Sets the uncompressed size every header of a one-entry ZIP declares (local header and central directory). */
function declareSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  const local = out.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const central = out.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  out.writeUInt32LE(size, local + 22);
  out.writeUInt32LE(size, central + 24);
  return out;
}

describe('openOfflineZip', () => {
  it('opens the ZIP with the share code', async () => {
    expect(await openOfflineZip(await offlineZip(xml, '1234'), '1234')).toBe(xml);
  });

  it.each([
    [
      'a wrong share code',
      async () => openOfflineZip(await offlineZip(xml, '1234'), '4321'),
      'KYC_SHARE_CODE_INCORRECT',
    ],
    [
      'bytes that are not a ZIP',
      async () => openOfflineZip(Buffer.from('PK\x03\x04 but nothing more'), '1234'),
      'KYC_ZIP_INVALID',
    ],
    [
      'an unencrypted ZIP',
      async () => openOfflineZip(await offlineZip(xml, '1234', { encrypted: false }), '1234'),
      'KYC_ZIP_INVALID',
    ],
    [
      'a ZIP over the size limit',
      async () => openOfflineZip(await offlineZip(xml, '1234'), '1234', { zipBytes: 100 }),
      'KYC_FILE_TOO_LARGE',
    ],
    [
      'an XML declared over the limit',
      async () => openOfflineZip(await offlineZip(xml, '1234'), '1234', { xmlBytes: 1000 }),
      'KYC_FILE_TOO_LARGE',
    ],
  ])('refuses %s', async (_what, open, code) => {
    await expect(open()).rejects.toMatchObject({ code });
  });

  it('counts while inflating: a header that understates the size does not get more through', async () => {
    const zip = declareSize(await offlineZip(xml, '1234'), 500);
    await expect(openOfflineZip(zip, '1234', { xmlBytes: 1000 })).rejects.toMatchObject({
      code: expect.stringMatching(/KYC_FILE_TOO_LARGE|KYC_ZIP_INVALID/),
    });
  });
});

describe('verifyOfflineXml', () => {
  it('verifies the signature and reads the fields from the signed bytes', () => {
    const data = verifyOfflineXml(xml, trust);
    expect(data).toMatchObject({
      name: 'Asha Verma',
      dob: '1992-03-14',
      gender: 'F',
      reference: { last4: '4821', generatedAt: AT },
      address: { district: 'Indore', state: 'Madhya Pradesh', pinCode: '452001' },
    });
    expect(data.referenceId).toBe('482120261127153000000');
    expect(data.photo?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(data.mobileHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['the name', (x: string) => x.replace('name="Asha Verma"', 'name="Asha Varma"')],
    ['the date of birth', (x: string) => x.replace('dob="14-03-1992"', 'dob="14-03-1982"')],
    ['the pin code', (x: string) => x.replace('pc="452001"', 'pc="452009"')],
    ['the reference id', (x: string) => x.replace(/referenceId="4821/, 'referenceId="4822')],
    ['the photo', (x: string) => x.replace(/<Pht>(.)/, (_m, c: string) => `<Pht>${c === 'A' ? 'B' : 'A'}`)],
    [
      'the signature value',
      (x: string) =>
        x.replace(/<SignatureValue>(.)/, (_m, c: string) => `<SignatureValue>${c === 'A' ? 'B' : 'A'}`),
    ],
  ])('refuses one byte changed in %s', (_what, tamper) => {
    const changed = tamper(xml);
    expect(changed).not.toBe(xml);
    expect(changed.length).toBe(xml.length);
    expect(() => verifyOfflineXml(changed, trust)).toThrow(
      expect.objectContaining({ code: 'KYC_SIGNATURE_INVALID' }),
    );
  });

  it('refuses a file signed by another certificate, and one with no signature', () => {
    const foreign = offlineXml(SAMPLE_RESIDENT, AT, '1234', otherSigner());
    expect(() => verifyOfflineXml(foreign, trust)).toThrow(
      expect.objectContaining({ code: 'KYC_SIGNATURE_INVALID' }),
    );
    const unsigned = xml.replace(/<Signature[\s\S]*<\/Signature>/, '');
    expect(() => verifyOfflineXml(unsigned, trust)).toThrow(
      expect.objectContaining({ code: 'KYC_SIGNATURE_INVALID' }),
    );
  });

  it('reads nothing that the signature does not cover: a second, unsigned identity is refused', () => {
    const wrapped = xml.replace(
      '<UidData>',
      '<UidData><Poi dob="01-01-1970" gender="M" name="Someone Else"/>',
    );
    expect(() => verifyOfflineXml(wrapped, trust)).toThrow(
      expect.objectContaining({ code: 'KYC_SIGNATURE_INVALID' }),
    );
  });

  it('refuses what is not UIDAI offline e-KYC XML: a DTD (entity bombs), another root, text', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]>${xml.replace(/^<\?xml[^>]*\?>/, '')}`;
    for (const text of [bomb, '<Other/>', 'not xml at all']) {
      expect(() => verifyOfflineXml(text, trust)).toThrow(
        expect.objectContaining({ code: 'KYC_DATA_INVALID' }),
      );
    }
  });
});
