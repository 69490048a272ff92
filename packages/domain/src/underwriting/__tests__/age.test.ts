import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../../util/messages';
import { ageOn } from '../age';

describe('ageOn', () => {
  it('counts a year as complete on the birthday itself', () => {
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-06-16')).toBe(26);
  });

  it('compares the month before the day', () => {
    expect(ageOn('2000-12-01', '2026-11-30')).toBe(25);
    expect(ageOn('2000-01-31', '2026-02-01')).toBe(26);
  });

  it('lets someone born on 29 February turn older on 1 March in a non-leap year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-28')).toBe(19);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('is 0 on the day of birth and negative for a birth still to come', () => {
    expect(ageOn('2026-01-15', '2026-01-15')).toBe(0);
    expect(ageOn('2027-01-15', '2026-01-15')).toBe(-1);
  });

  it.each(['2026-02-30', '2025-02-29', '15-01-2026', '2026-1-5', '2026-01-15T10:00', ''])(
    'refuses %j, which is not a calendar day',
    (day) => {
      expect(() => ageOn(day, '2026-01-15')).toThrow(INVALID_DATE);
      expect(() => ageOn('2000-01-15', day)).toThrow(INVALID_DATE);
    },
  );
});
