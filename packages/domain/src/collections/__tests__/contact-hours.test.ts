import { describe, expect, it } from 'vitest';
import { withinContactHours } from '../contact-hours';

// India is UTC+05:30 all year: 08:00 IST is 02:30 UTC, 19:00 IST is 13:30 UTC.
describe('withinContactHours (08:00-19:00 India time)', () => {
  it('opens at 08:00:00 IST and closes at 19:00:00 IST', () => {
    expect(withinContactHours(new Date('2025-01-15T02:29:59Z'))).toBe(false);
    expect(withinContactHours(new Date('2025-01-15T02:30:00Z'))).toBe(true);
    expect(withinContactHours(new Date('2025-01-15T13:29:59Z'))).toBe(true);
    expect(withinContactHours(new Date('2025-01-15T13:30:00Z'))).toBe(false);
  });

  it('reads the Indian clock, not the machine zone: midnight UTC is 05:30 IST, closed', () => {
    expect(withinContactHours(new Date('2025-01-15T00:00:00Z'))).toBe(false);
    expect(withinContactHours(new Date('2025-01-15T06:30:00Z'))).toBe(true);
    expect(withinContactHours(new Date('2025-01-15T20:00:00Z'))).toBe(false);
  });
});
