import { describe, expect, it } from 'vitest';
import { amountRange, clampAmount, quickAmounts, stepAmount } from '../components/amount-steps';

const OPTIONS = { minAmountPaise: 210_000, amountStepPaise: 10_000, maxLoan: 15_000, quotaPaise: 1_500_000 };
const RANGE = { minPaise: 210_000, maxPaise: 1_500_000, stepPaise: 10_000 };

describe('amountRange', () => {
  it('runs from the smallest withdrawal to maxLoan, in steps', () => {
    expect(amountRange(OPTIONS)).toEqual(RANGE);
  });

  it('never goes above the quota, and rounds the top down onto a step', () => {
    expect(amountRange({ ...OPTIONS, maxLoan: 20_000, quotaPaise: 1_234_567 })?.maxPaise).toBe(1_230_000);
  });

  it('is null when no option is open or the quota is below the smallest withdrawal', () => {
    expect(amountRange({ ...OPTIONS, maxLoan: null })).toBeNull();
    expect(amountRange({ ...OPTIONS, maxLoan: 2_000, quotaPaise: 200_000 })).toBeNull();
  });
});

describe('clampAmount and stepAmount', () => {
  it('rounds to the nearest step and holds the amount inside the range', () => {
    expect(clampAmount(504_999, RANGE)).toBe(500_000);
    expect(clampAmount(505_000, RANGE)).toBe(510_000);
    expect(clampAmount(100, RANGE)).toBe(210_000);
    expect(clampAmount(99_000_000, RANGE)).toBe(1_500_000);
    expect(clampAmount(Number.NaN, RANGE)).toBe(210_000);
  });

  it('steps one step at a time and stops at the ends', () => {
    expect(stepAmount(500_000, 1, RANGE)).toBe(510_000);
    expect(stepAmount(500_000, -1, RANGE)).toBe(490_000);
    expect(stepAmount(1_500_000, 1, RANGE)).toBe(1_500_000);
    expect(stepAmount(210_000, -1, RANGE)).toBe(210_000);
    // an off-step amount first lands on the range, then steps
    expect(stepAmount(503_000, 1, RANGE)).toBe(510_000);
  });
});

describe('quickAmounts', () => {
  const options = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20].map((k) => ({
    can_loan: k <= 15,
    money: k * 1000,
  }));

  it('offers at most four open options, spread out, always with the largest', () => {
    const picks = quickAmounts(options, RANGE);
    expect(picks).toHaveLength(4);
    expect(picks.at(-1)).toBe(1_500_000);
    expect(picks).toEqual([...picks].sort((a, b) => a - b));
    expect(picks.every((p) => p >= RANGE.minPaise && p <= RANGE.maxPaise)).toBe(true);
  });

  it('leaves out options the borrower cannot take or that fall off the range', () => {
    const picks = quickAmounts(
      [
        { can_loan: true, money: 2_000 },
        { can_loan: true, money: 5_000 },
        { can_loan: false, money: 10_000 },
        { can_loan: true, money: 15_000 },
        { can_loan: true, money: 15_000 },
      ],
      RANGE,
    );
    expect(picks).toEqual([500_000, 1_500_000]);
  });
});
