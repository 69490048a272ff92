import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateByType } from '../date-format';

// Runtimes without full ICU throw a RangeError for named zones.
function hasKolkataZone(): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: 'Asia/Kolkata' });
    return true;
  } catch {
    return false;
  }
}

describe('formatDate (Asia/Kolkata)', () => {
  it('switches to the next day at IST midnight, 18:30 UTC', () => {
    expect(formatDate('2026-01-01T18:29:59Z')).toBe('01-01-2026');
    expect(formatDate('2026-01-01T18:30:00Z')).toBe('02-01-2026');
    expect(formatDate(new Date('2026-12-31T18:30:00Z'), 'YYYY-MM-DD')).toBe('2027-01-01');
  });

  it('fills every token, with a 24-hour clock', () => {
    const ms = Date.UTC(2026, 2, 5, 9, 7, 8);
    expect(formatDate(ms, 'YYYY/MM/DD hh:mm:ss')).toBe('2026/03/05 14:37:08');
    expect(formatDate('2026-03-05T20:00:00+05:30', 'DD-MM-YYYY hh:mm')).toBe('05-03-2026 20:00');
    expect(formatDate('2026-03-05T23:59:00Z', 'hh:mm')).toBe('05:29');
  });

  it('reads ISO text without a zone as India time, whatever the machine zone is', () => {
    expect(formatDate('2026-03-05T00:15', 'DD-MM-YYYY hh:mm')).toBe('05-03-2026 00:15');
    expect(formatDate('2026-03-05')).toBe('05-03-2026');
    expect(formatDate('2026-03-05 10:00:00.250', 'ss')).toBe('00');
  });

  it("gives '' for anything that is not a date", () => {
    for (const bad of ['', 'yesterday', '2026-02-30', '2026-13-01', '2026-01-01T24:00', null, undefined]) {
      expect(formatDate(bad)).toBe('');
    }
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('nope'))).toBe('');
    expect(formatDate(9e15)).toBe('');
  });

  it.runIf(hasKolkataZone())('agrees with Intl in Asia/Kolkata when the runtime has it', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const p = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, part.value]));
        expect(formatDate(ms, 'DD/MM/YYYY hh:mm')).toBe(
          `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`,
        );
      }),
    );
  });
});

describe('formatDateByType', () => {
  const ms = Date.UTC(2026, 0, 1, 18, 45);
  it('defaults to day-month-year', () => {
    expect(formatDateByType(ms)).toBe('02-01-2026');
  });
  it('type 1 adds hours and minutes', () => {
    expect(formatDateByType(ms, 1)).toBe('02-01-2026 00:15');
  });
  it('type 2 reads the input as seconds', () => {
    expect(formatDateByType(ms / 1000, 2)).toBe('02-01-2026');
    expect(formatDateByType(String(ms / 1000), 2)).toBe('02-01-2026');
    expect(formatDateByType('soon', 2)).toBe('');
  });
  it('type 3 is year-month-day', () => {
    expect(formatDateByType(ms, 3)).toBe('2026-01-02');
  });
});
