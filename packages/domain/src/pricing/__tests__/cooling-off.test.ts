import { describe, expect, it } from 'vitest';
import { coolingOff } from '../cooling-off';

describe('cooling-off exit', () => {
  const disbursedAt = new Date('2025-01-15T06:30:00Z'); // 12:00 IST
  const base = { amountPaise: 10_000_00, dailyRatePpm: 400, disbursedAt, coolingOffHours: 24 };

  it('counts at least one day of interest on the day of disbursal', () => {
    expect(coolingOff({ ...base, now: new Date('2025-01-15T10:00:00Z') })).toMatchObject({
      open: true,
      daysHeld: 1,
      interestPaise: 4_00,
    });
  });

  it('counts days held in India and closes after the window', () => {
    const nextMorning = coolingOff({ ...base, now: new Date('2025-01-16T03:00:00Z') });
    expect(nextMorning).toMatchObject({ open: true, daysHeld: 1 });
    expect(coolingOff({ ...base, now: new Date('2025-01-16T06:30:00Z') })).toMatchObject({
      open: false,
      daysHeld: 1,
    });
    expect(coolingOff({ ...base, coolingOffHours: 72, now: new Date('2025-01-17T06:00:00Z') })).toMatchObject(
      {
        open: true,
        daysHeld: 2,
        interestPaise: 8_00,
      },
    );
  });
});
