import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxLoan } from '../max-loan';

describe('maxLoan', () => {
  it('is the largest amount among options the user can take', () => {
    expect(
      maxLoan([
        { can_loan: true, money: 2000 },
        { can_loan: true, money: 5000 },
        { can_loan: false, money: 30000 },
      ]),
    ).toBe(5000);
  });

  it('is null when nothing is open', () => {
    expect(maxLoan([])).toBeNull();
    expect(maxLoan([{ can_loan: false, money: 3000 }])).toBeNull();
    expect(maxLoan([{ can_loan: true, money: Number.NaN }])).toBeNull();
  });

  it('never exceeds an open option and is one of them', () => {
    const option = fc.record({ can_loan: fc.boolean(), money: fc.integer({ min: 0, max: 60000 }) });
    fc.assert(
      fc.property(fc.array(option), (options) => {
        const open = options.filter((o) => o.can_loan).map((o) => o.money);
        const best = maxLoan(options);
        expect(best).toBe(open.length ? Math.max(...open) : null);
      }),
    );
  });
});
