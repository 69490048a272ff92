import { describe, expect, it } from 'vitest';
import { nameMatchScore, nameTokens } from '../name-match';

describe('nameMatchScore (Indian names)', () => {
  it('ignores case, spaces, dots and honorifics', () => {
    expect(nameTokens('Smt.  asha   VERMA')).toEqual(['ASHA', 'VERMA']);
    expect(nameMatchScore('Smt. Asha  Verma', 'ASHA VERMA')).toBe(100);
    expect(nameMatchScore('Verma Asha', 'Asha Verma')).toBe(100);
    expect(nameMatchScore('Ram Kumar', 'RAMKUMAR')).toBe(100);
  });

  it('reads initials as the word they begin, at most 90', () => {
    expect(nameMatchScore('A VERMA', 'Asha Verma')).toBe(90);
    expect(nameMatchScore('A R VERMA', 'Asha Rani Verma')).toBe(90);
  });

  it('a missing middle name or a spelling variant scores high but below 100', () => {
    expect(nameMatchScore('Asha Rani Verma', 'Asha Verma')).toBe(95);
    expect(nameMatchScore('Aasha Varma', 'Asha Verma')).toBeGreaterThanOrEqual(80);
    expect(nameMatchScore('Aasha Varma', 'Asha Verma')).toBeLessThan(95);
  });

  it('another person scores low; nothing to compare scores 0', () => {
    expect(nameMatchScore('Ramesh Kumar Singh', 'Asha Verma')).toBeLessThan(40);
    expect(nameMatchScore('', 'Asha Verma')).toBe(0);
    expect(nameMatchScore('Mr.', 'Asha Verma')).toBe(0);
    expect(nameMatchScore('आशा', 'Asha Verma')).toBe(0);
  });

  it('is symmetric and stays within 0-100 on odd input', () => {
    for (const [a, b] of [
      ['Asha Verma', 'A VERMA'],
      ['x'.repeat(300), 'Asha'],
      ['A B C D E', 'E D C B A'],
    ] as const) {
      const score = nameMatchScore(a, b);
      expect(score).toBe(nameMatchScore(b, a));
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });
});
