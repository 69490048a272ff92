import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * UIDAI's hashed mobile (and e-mail): SHA-256 over the mobile number followed
 * by the share code (the Secure QR has none), the hex digest hashed again,
 * as many times in all as the last digit of the Aadhaar number says (0 and 1:
 * once). Lower-case hex, as the XML's `m` attribute carries it.
 */
export function uidaiMobileHash(mobile: string, shareCode: string, lastDigit: number): string {
  const rounds = Math.max(1, lastDigit);
  let value = `${mobile}${shareCode}`;
  for (let i = 0; i < rounds; i++) value = createHash('sha256').update(value, 'utf8').digest('hex');
  return value;
}

/** Whether the borrower's 10-digit mobile is the one the file's hash stands for; null when the file carries none. */
export function mobileMatches(
  expectedHex: string,
  mobile: string,
  shareCode: string,
  aadhaarLast4: string,
): boolean | null {
  const expected = expectedHex.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(expected)) return null;
  const lastDigit = Number(aadhaarLast4.slice(-1));
  const actual = uidaiMobileHash(mobile, shareCode, Number.isInteger(lastDigit) ? lastDigit : 1);
  return timingSafeEqual(Buffer.from(actual, 'hex'), Buffer.from(expected, 'hex'));
}
