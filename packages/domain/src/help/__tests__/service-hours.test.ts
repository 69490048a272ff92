import { describe, expect, it } from 'vitest';
import { SERVICE_HOURS, serviceStatus } from '../service-hours';

const at = (iso: string) => serviceStatus(new Date(iso));

describe('customer service hours, 09:00-18:00 IST every day (spec §9)', () => {
  it('opens at 09:00 IST sharp and not a minute before', () => {
    expect(at('2026-03-10T08:59:00+05:30')).toEqual({
      open: false,
      changesAt: new Date('2026-03-10T09:00:00+05:30'),
      opensTomorrow: false,
    });
    expect(at('2026-03-10T08:59:59.999+05:30').open).toBe(false);
    expect(at('2026-03-10T09:00:00+05:30')).toEqual({
      open: true,
      changesAt: new Date('2026-03-10T18:00:00+05:30'),
      opensTomorrow: false,
    });
  });

  it('closes at 18:00 IST sharp and then opens the next morning', () => {
    expect(at('2026-03-10T17:59:00+05:30')).toMatchObject({ open: true });
    expect(at('2026-03-10T17:59:59.999+05:30').open).toBe(true);
    expect(at('2026-03-10T18:00:00+05:30')).toEqual({
      open: false,
      changesAt: new Date('2026-03-11T09:00:00+05:30'),
      opensTomorrow: true,
    });
  });

  it('reads the Indian clock from an instant given in UTC, across the IST midnight', () => {
    // 18:29 UTC is 23:59 IST: closed until tomorrow 09:00 IST.
    expect(at('2026-03-10T18:29:00Z')).toEqual({
      open: false,
      changesAt: new Date('2026-03-11T03:30:00Z'),
      opensTomorrow: true,
    });
    // 18:30 UTC is already 00:00 IST of the 11th: it opens the same IST day.
    expect(at('2026-03-10T18:30:00Z')).toEqual({
      open: false,
      changesAt: new Date('2026-03-11T03:30:00Z'),
      opensTomorrow: false,
    });
    // 03:29 UTC is 08:59 IST; 03:30 UTC is 09:00 IST; 12:30 UTC is 18:00 IST.
    expect(at('2026-03-11T03:29:00Z').open).toBe(false);
    expect(at('2026-03-11T03:30:00Z').open).toBe(true);
    expect(at('2026-03-11T12:29:00Z').open).toBe(true);
    expect(at('2026-03-11T12:30:00Z').open).toBe(false);
  });

  it('gives the same answer for the same instant written in any zone', () => {
    // 22:30 on the 10th in New York (UTC-5) is 09:00 on the 11th in India.
    expect(at('2026-03-10T22:30:00-05:00')).toEqual(at('2026-03-11T09:00:00+05:30'));
    expect(at('2026-03-10T22:30:00-05:00').open).toBe(true);
    // 13:29 on the 11th in Tokyo (UTC+9) is 09:59 IST.
    expect(at('2026-03-11T13:29:00+09:00').open).toBe(true);
  });

  it('is open every day of the week, weekends and year end included', () => {
    for (let day = 1; day <= 7; day += 1) {
      const noon = new Date(Date.UTC(2026, 11, 26 + day, 6, 30)); // 12:00 IST, 27 Dec 2026 to 2 Jan 2027
      expect(serviceStatus(noon).open).toBe(true);
    }
    expect(SERVICE_HOURS).toEqual({ from: 9, until: 18 });
  });
});
