import { describe, expect, it } from 'vitest';
import { grievanceClock, OMBUDSMAN_AFTER_DAYS } from '../grievance';

const clock = (receivedOn: string, today: string, resolved = false) =>
  grievanceClock({ receivedOn, today, resolved });

describe('the 30-day grievance clock (RB-IOS 2021: unresolved after 30 days, the Ombudsman)', () => {
  it('is due 30 days after the day it was received', () => {
    expect(OMBUDSMAN_AFTER_DAYS).toBe(30);
    expect(clock('2026-03-01', '2026-03-01')).toEqual({ dueOn: '2026-03-31', daysLeft: 30, overdue: false });
  });

  it('counts calendar days across month and year ends', () => {
    expect(clock('2026-02-10', '2026-02-10').dueOn).toBe('2026-03-12');
    expect(clock('2026-12-15', '2026-12-20')).toEqual({ dueOn: '2027-01-14', daysLeft: 25, overdue: false });
    expect(clock('2028-02-01', '2028-02-01').dueOn).toBe('2028-03-02');
  });

  it('has 0 days left on the due day and is not yet overdue', () => {
    expect(clock('2026-03-01', '2026-03-31')).toEqual({ dueOn: '2026-03-31', daysLeft: 0, overdue: false });
  });

  it('is overdue the day after, with the days past as negative', () => {
    expect(clock('2026-03-01', '2026-04-01')).toEqual({ dueOn: '2026-03-31', daysLeft: -1, overdue: true });
    expect(clock('2026-03-01', '2026-04-10').daysLeft).toBe(-10);
  });

  it('is never overdue once resolved', () => {
    expect(clock('2026-03-01', '2026-05-01', true).overdue).toBe(false);
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => clock('01-03-2026', '2026-03-01')).toThrow();
  });
});
