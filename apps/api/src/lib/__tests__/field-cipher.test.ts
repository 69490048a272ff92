import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '../field-cipher';

const key = randomBytes(32).toString('base64url');
const cipher = createFieldCipher(key);

describe('field cipher', () => {
  it('round-trips and never stores the plain text', () => {
    const stored = cipher.encrypt('234123412346', 'aadhaar');
    expect(stored).not.toContain('234123412346');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(stored, 'aadhaar')).toBe('234123412346');
  });

  it('uses a fresh IV: the same value encrypts differently each time', () => {
    expect(cipher.encrypt('ABCPE1234F', 'pan')).not.toBe(cipher.encrypt('ABCPE1234F', 'pan'));
  });

  it('refuses a value moved to another column, a tampered value and another key', () => {
    const stored = cipher.encrypt('ABCPE1234F', 'pan');
    expect(() => cipher.decrypt(stored, 'aadhaar')).toThrow();
    const [v, iv, tag, body] = stored.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => cipher.decrypt([v, iv, tag, flipped].join('.'), 'pan')).toThrow();
    const other = createFieldCipher(randomBytes(32).toString('base64url'));
    expect(() => other.decrypt(stored, 'pan')).toThrow();
    expect(() => cipher.decrypt('garbage', 'pan')).toThrow();
  });

  it('gives a stable blind index per context, different across contexts and keys', () => {
    expect(cipher.blindIndex('ABCPE1234F', 'pan')).toBe(cipher.blindIndex('ABCPE1234F', 'pan'));
    expect(cipher.blindIndex('ABCPE1234F', 'pan')).not.toBe(cipher.blindIndex('ABCPE1234F', 'aadhaar'));
    const other = createFieldCipher(randomBytes(32).toString('base64url'));
    expect(other.blindIndex('ABCPE1234F', 'pan')).not.toBe(cipher.blindIndex('ABCPE1234F', 'pan'));
  });

  it('rejects a key of the wrong size', () => {
    expect(() => createFieldCipher(randomBytes(16).toString('base64url'))).toThrow();
  });
});
