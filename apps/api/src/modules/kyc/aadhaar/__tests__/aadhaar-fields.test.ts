import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseReferenceId, parseUidaiDob, parseUidaiGender, toVerifiedAddress } from '../aadhaar-fields';
import { mobileMatches, uidaiMobileHash } from '../mobile-hash';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('UIDAI fields', () => {
  it('reads a reference id: last four digits and the moment in India time', () => {
    expect(parseReferenceId('482120261127153045123')).toEqual({
      last4: '4821',
      generatedAt: new Date('2026-11-27T10:00:45.123Z'),
    });
    expect(parseReferenceId('4821202611271530451')).toBeNull();
    expect(parseReferenceId('482120261331153045123')?.generatedAt).toBeNull();
  });

  it('reads dates of birth and genders as UIDAI writes them', () => {
    expect(parseUidaiDob('14-03-1992')).toBe('1992-03-14');
    expect(parseUidaiDob('14/03/1992')).toBe('1992-03-14');
    expect(parseUidaiDob('31-02-1992')).toBeNull();
    expect(parseUidaiDob('1992')).toBeNull();
    expect(['M', 'female', 'T', 'X'].map(parseUidaiGender)).toEqual(['M', 'F', 'T', null]);
  });

  it('makes an address line without the care-of name, repeats or empty parts', () => {
    expect(
      toVerifiedAddress({
        house: '7',
        street: ' MG  Road ',
        vtc: 'Pune',
        subDistrict: 'pune',
        district: 'Pune',
        state: 'Maharashtra',
        pinCode: '4110',
      }),
    ).toEqual({
      line: '7, MG Road, Pune',
      district: 'Pune',
      state: 'Maharashtra',
    });
  });
});

describe("UIDAI's hashed mobile", () => {
  it('hashes mobile + share code as many times as the last digit says (0 and 1: once)', () => {
    const once = sha('98765432101234');
    expect(uidaiMobileHash('9876543210', '1234', 0)).toBe(once);
    expect(uidaiMobileHash('9876543210', '1234', 1)).toBe(once);
    expect(uidaiMobileHash('9876543210', '1234', 3)).toBe(sha(sha(once)));
  });

  it('matches the borrower’s mobile, tells another apart, and says nothing without a hash', () => {
    const hash = uidaiMobileHash('9876543210', '1234', 7);
    expect(mobileMatches(hash, '9876543210', '1234', '4827')).toBe(true);
    expect(mobileMatches(hash.toUpperCase(), '9876543210', '1234', '4827')).toBe(true);
    expect(mobileMatches(hash, '9876543211', '1234', '4827')).toBe(false);
    expect(mobileMatches(hash, '9876543210', '1234', '4826')).toBe(false);
    expect(mobileMatches('', '9876543210', '1234', '4827')).toBeNull();
  });
});
