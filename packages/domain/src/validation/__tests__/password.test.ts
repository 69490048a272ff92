import { describe, expect, it } from 'vitest';
import { isValidPassword } from '../password';

describe('isValidPassword (spec §5: 6-12 characters)', () => {
  it.each(['abc123', 'abcdefghijkl', 'पासवर्ड१२'])('accepts %s', (p) => expect(isValidPassword(p)).toBe(true));
  it.each(['', 'abc12', 'abcdefghijklm'])('rejects %j', (p) => expect(isValidPassword(p)).toBe(false));
});
