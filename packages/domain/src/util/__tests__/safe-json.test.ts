import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeJsonParse } from '../safe-json';

describe('safeJsonParse', () => {
  it('parses valid JSON', () => {
    expect(safeJsonParse<{ token: string }>('{"token":"abc"}')).toEqual({ token: 'abc' });
    expect(safeJsonParse('[1,2]')).toEqual([1, 2]);
    expect(safeJsonParse('null')).toBeNull();
  });

  it('gives null for unparseable text and for non-strings', () => {
    for (const bad of ['', '{', 'undefined', "{'a':1}", undefined, null, 42, {}, []]) {
      expect(safeJsonParse(bad)).toBeNull();
    }
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => safeJsonParse(text)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(safeJsonParse(JSON.stringify(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
