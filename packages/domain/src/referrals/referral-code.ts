import { assert } from '../util/assert';
import { RANDOM_SOURCE_EXHAUSTED } from '../util/messages';
import type { RandomBytes } from '../util/random-file-name';

/**
 * Digits and capitals a person reads aloud or types without doubt: no 0/O,
 * 1/I/L, and no U (Crockford's rule, which keeps most words out of codes).
 */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
const PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);
// 240 = 8 * 30: bytes at or above it are thrown away so every character is equally likely.
const LIMIT = 256 - (256 % REFERRAL_CODE_ALPHABET.length);
const MAX_ROUNDS = 64;

const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } })
  .crypto;
const cryptoBytes: RandomBytes = (n) => webCrypto.getRandomValues(new Uint8Array(n));

/** A new code: 8 characters, about 6.6 × 10^11 possibilities, without modulo bias. */
export function randomReferralCode(random: RandomBytes = cryptoBytes): string {
  let code = '';
  for (let round = 0; round < MAX_ROUNDS && code.length < REFERRAL_CODE_LENGTH; round++) {
    for (const byte of random(REFERRAL_CODE_LENGTH - code.length + 4)) {
      if (byte < LIMIT && code.length < REFERRAL_CODE_LENGTH) {
        code += REFERRAL_CODE_ALPHABET[byte % REFERRAL_CODE_ALPHABET.length];
      }
    }
  }
  assert(code.length === REFERRAL_CODE_LENGTH, RANDOM_SOURCE_EXHAUSTED);
  return code;
}

/**
 * A code as a person may type or a link may carry it (lower case, spaces,
 * dashes) in its one stored form, or null when it cannot be a code: a link
 * with garbage in `ref` is then simply not a referral.
 */
export function normalizeReferralCode(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 64) return null;
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  return PATTERN.test(code) ? code : null;
}
