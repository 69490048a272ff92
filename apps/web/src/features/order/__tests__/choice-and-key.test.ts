import { describe, expect, it } from 'vitest';
import { createKeyHolder, newIdempotencyKey } from '@/lib/idempotency-key';
import { choiceSearch, parseChoice } from '../components/choice';

describe('the choice in the query string', () => {
  it('round-trips', () => {
    const choice = { amountPaise: 1_500_000, termMonths: 3 };
    expect(parseChoice(new URLSearchParams(choiceSearch(choice)))).toEqual(choice);
  });

  it('is null when missing or not a whole positive number', () => {
    for (const search of [
      '',
      '?amount=1500000',
      '?amount=-5&term=3',
      '?amount=1e6&term=3',
      '?amount=15.5&term=3',
    ]) {
      expect(parseChoice(new URLSearchParams(search))).toBeNull();
    }
  });
});

describe('idempotency keys', () => {
  it('fit the API rule: 8-64 letters, digits, - or _', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('stay the same for every retry of one choice, and change with the choice', () => {
    let n = 0;
    const keyFor = createKeyHolder(() => `key${++n}xxxxx`);
    const first = keyFor('1500000:3');
    expect(keyFor('1500000:3')).toBe(first);
    expect(keyFor('1500000:3')).toBe(first);
    const other = keyFor('1000000:3');
    expect(other).not.toBe(first);
    expect(keyFor('1000000:3')).toBe(other);
  });
});
