import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidIndianPhone, normalizeIndianPhone } from '../phone';

const mobile = fc.stringMatching(/^[6-9]\d{9}$/);
const notMobile = fc.stringMatching(/^[0-5]\d{9}$/);
const prefix = fc.constantFrom('', '+91', '+91 ', '91', '0', '0091', '+91-');

describe('normalizeIndianPhone', () => {
  it('accepts the ways people type a number', () => {
    expect(normalizeIndianPhone('9876543210')).toBe('9876543210');
    expect(normalizeIndianPhone('+91 98765 43210')).toBe('9876543210');
    expect(normalizeIndianPhone('098765-43210')).toBe('9876543210');
    expect(normalizeIndianPhone('919876543210')).toBe('9876543210');
    expect(normalizeIndianPhone('9123456789')).toBe('9123456789');
  });

  it('rejects landlines, short numbers and garbage', () => {
    for (const bad of [
      '5876543210',
      '987654321',
      '98765432100',
      'abcdefghij',
      '',
      '+1 9876543210',
      '9'.repeat(30),
    ]) {
      expect(normalizeIndianPhone(bad)).toBeNull();
    }
  });

  it('normalizes every 6-9 mobile number, with any accepted prefix, to itself', () => {
    fc.assert(
      fc.property(mobile, prefix, (number, pre) => {
        expect(normalizeIndianPhone(pre + number)).toBe(number);
        expect(isValidIndianPhone(pre + number)).toBe(true);
      }),
    );
  });

  it('lets nothing starting 0-5 through, prefix or not', () => {
    fc.assert(
      fc.property(notMobile, prefix, (number, pre) => {
        expect(normalizeIndianPhone(pre + number)).toBeNull();
      }),
    );
  });
});
