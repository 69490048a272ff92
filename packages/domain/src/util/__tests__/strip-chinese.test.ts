import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripChinese } from '../strip-chinese';

describe('stripChinese', () => {
  it('removes Chinese characters, CJK punctuation and fullwidth forms', () => {
    expect(stripChinese('Rahul 拉胡尔 Sharma')).toBe('Rahul  Sharma');
    expect(stripChinese('Flat 12，MG Road。')).toBe('Flat 12MG Road');
    expect(stripChinese('ABCDE１２３４F')).toBe('ABCDEF');
    expect(stripChinese('㐀丂豈𠀀')).toBe('');
    expect(stripChinese('「好」　ok')).toBe('ok');
  });

  it('keeps Devanagari, Latin letters, digits and ordinary punctuation', () => {
    const kept = 'राहुल शर्मा, House No. 42-B (Near Temple) ₹1,000 ।';
    expect(stripChinese(kept)).toBe(kept);
  });

  it('treats missing input as empty', () => {
    expect(stripChinese(null)).toBe('');
    expect(stripChinese(undefined)).toBe('');
  });

  it('is idempotent and leaves no ideograph behind', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = stripChinese(text);
        expect(stripChinese(once)).toBe(once);
        expect(once).not.toMatch(/\p{Script=Han}/u);
      }),
    );
  });
});
