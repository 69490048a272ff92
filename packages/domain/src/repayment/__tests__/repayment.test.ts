import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment } from '../allocate';
import { dueState } from '../due-state';

describe('due state (spec §4)', () => {
  it('reads due today, expires in N days, pending repayment and overdue N days from the IST day', () => {
    expect(dueState('2026-12-08', '2026-12-08')).toEqual({ state: 'due_today', days: 0 });
    expect(dueState('2026-12-08', '2026-12-05')).toEqual({ state: 'expires_in', days: 3 });
    expect(dueState('2026-12-08', '2026-11-23')).toEqual({ state: 'pending_repayment', days: 15 });
    expect(dueState('2026-12-08', '2026-12-11')).toEqual({ state: 'overdue', days: 3 });
    expect(dueState('2026-12-31', '2027-01-01')).toEqual({ state: 'overdue', days: 1 });
  });
});

describe('payment allocation', () => {
  it('pays penal charges first, then interest, then principal', () => {
    const owed = { penalPaise: 5_00, interestPaise: 60_00, principalPaise: 1_666_67 };
    expect(allocatePayment(30_00, owed)).toEqual({
      penalPaise: 5_00,
      interestPaise: 25_00,
      principalPaise: 0,
      excessPaise: 0,
    });
    expect(allocatePayment(2_000_00, owed)).toEqual({ ...owed, excessPaise: 268_33 });
  });

  it('never loses or invents a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e9 }),
        (paid, penal, interest, principal) => {
          const a = allocatePayment(paid, {
            penalPaise: penal,
            interestPaise: interest,
            principalPaise: principal,
          });
          expect(a.penalPaise + a.interestPaise + a.principalPaise + a.excessPaise).toBe(paid);
          expect(a.penalPaise).toBeLessThanOrEqual(penal);
          expect(a.interestPaise).toBeLessThanOrEqual(interest);
          expect(a.principalPaise).toBeLessThanOrEqual(principal);
        },
      ),
    );
  });
});
