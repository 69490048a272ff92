import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANDOM_SOURCE_EXHAUSTED } from '../messages';
import { randomFileName } from '../random-file-name';

describe('randomFileName', () => {
  it('uses the platform crypto by default', () => {
    const names = new Set(Array.from({ length: 50 }, () => randomFileName()));
    for (const name of names) expect(name).toMatch(/^[A-Z0-9]{12}$/);
    expect(names.size).toBe(50);
  });

  it('always gives 12 uppercase letters or digits, whatever bytes arrive', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (pool) => {
        let at = 0;
        const source = (n: number) => Uint8Array.from({ length: n }, () => pool[at++ % pool.length] ?? 0);
        fc.pre(pool.some((b) => b < 252));
        expect(randomFileName(source)).toMatch(/^[A-Z0-9]{12}$/);
      }),
    );
  });

  it('throws away bytes 252-255 instead of folding them onto A-D (no modulo bias); 251 is still 9', () => {
    const bytes = [252, 253, 254, 255, 0, 35, 36, 251, 1, 2, 3, 4, 5, 6, 7, 8];
    const source = (n: number) => Uint8Array.from(bytes.splice(0, n));
    expect(randomFileName(source)).toBe('A9A9BCDEFGHI');
  });

  it('fails loudly on a broken random source instead of looping forever', () => {
    expect(() => randomFileName((n) => new Uint8Array(n).fill(255))).toThrow(RANDOM_SOURCE_EXHAUSTED);
    expect(() => randomFileName(() => new Uint8Array(0))).toThrow(RANDOM_SOURCE_EXHAUSTED);
  });
});
