import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUrl, totpCode, totpStep } from '../totp';

// RFC 6238 Appendix B: the SHA-1 secret is the ASCII "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s the code is %s (the RFC test vectors, last six digits)', (seconds, code) => {
    expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
  });

  it('base32 round-trips any bytes', () => {
    for (const length of [0, 1, 5, 19, 20, 33]) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + 11) % 256));
      expect(base32Decode(base32Encode(bytes)).equals(bytes)).toBe(true);
    }
  });

  it('accepts one step of drift either way and no more', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    for (const drift of [-1, 0, 1]) {
      expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + drift), at, null)).toBe(step + drift);
    }
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), at, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), at, null)).toBeNull();
  });

  it('refuses a code whose step was already used (a code works once)', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    const code = totpCode(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, at, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, code, at, step - 1)).toBe(step);
  });

  it('refuses anything but six digits', () => {
    const at = new Date(1_700_000_000_000);
    for (const code of ['', '12345', '1234567', 'abcdef', ' 12345']) {
      expect(matchTotp(RFC_SECRET, code, at, null)).toBeNull();
    }
  });

  it('writes the otpauth URL authenticator apps read', () => {
    const url = new URL(otpauthUrl('ABC', 'a@b.in', 'Rupee Setu'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Rupee Setu:a@b.in');
    expect(url.searchParams.get('secret')).toBe('ABC');
    expect(url.searchParams.get('issuer')).toBe('Rupee Setu');
  });
});
