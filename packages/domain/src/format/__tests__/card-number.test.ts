import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupCardNumber, maskCardNumber } from '../card-number';

describe('groupCardNumber', () => {
  it('groups in fours from the left after dropping spaces', () => {
    expect(groupCardNumber('123456789012')).toBe('1234 5678 9012');
    expect(groupCardNumber('1234 5678  9012 ')).toBe('1234 5678 9012');
    expect(groupCardNumber('12345678901234')).toBe('1234 5678 9012 34');
    expect(groupCardNumber(1234)).toBe('1234');
    expect(groupCardNumber('')).toBe('');
  });
});

describe('maskCardNumber', () => {
  it('hides all but the last four', () => {
    expect(maskCardNumber('123456789012')).toBe('**** **** 9012');
    expect(maskCardNumber('1234 5678 9012 3456')).toBe('**** **** **** 3456');
    expect(maskCardNumber('123')).toBe('123');
    expect(maskCardNumber('12345')).toBe('*234 5');
  });

  it('keeps exactly the last four characters and nothing else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (digits) => {
        const masked = maskCardNumber(digits).replace(/ /g, '');
        const hidden = Math.max(digits.length - 4, 0);
        expect(masked).toHaveLength(digits.length);
        expect(masked.slice(hidden)).toBe(digits.slice(hidden));
        expect(masked.slice(0, hidden)).toBe('*'.repeat(hidden));
        expect(maskCardNumber(digits)).toBe(groupCardNumber(masked));
      }),
    );
  });
});
