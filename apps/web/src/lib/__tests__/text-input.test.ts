import { describe, expect, it } from 'vitest';
import { digitsOnly, stripChinese } from '../text-input';

describe('stripChinese (spec §5)', () => {
  it('removes Han characters from every block and Chinese punctuation', () => {
    expect(stripChinese('Ravi 王小明 Kumar')).toBe('Ravi  Kumar');
    expect(stripChinese('12，34。')).toBe('1234');
    expect(stripChinese('㐀𠀀𪜀丽')).toBe('');
  });

  it('keeps Latin, digits, Devanagari and emoji-free punctuation', () => {
    expect(stripChinese('रवि कुमार, A-1/2 @ mail.com')).toBe('रवि कुमार, A-1/2 @ mail.com');
  });
});

describe('digitsOnly', () => {
  it('keeps digits up to a length', () => {
    expect(digitsOnly('+91 98765-43210', 10)).toBe('9198765432');
    expect(digitsOnly('12ab34')).toBe('1234');
  });
});
