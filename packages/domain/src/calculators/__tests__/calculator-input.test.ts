import { describe, expect, it } from 'vitest';
import { calculatorInputProblem } from '../calculator-input';

describe('calculator input', () => {
  it('needs loan amount, annual interest rate and term', () => {
    expect(
      calculatorInputProblem({ amountPaise: 1_00_000_00, annualRateBps: 1050, tenureMonths: 60 }),
    ).toBeNull();
    expect(
      calculatorInputProblem({ amountPaise: 1_00_000_00, annualRateBps: 0, tenureMonths: 1 }),
    ).toBeNull();
    const missing = [
      {},
      { annualRateBps: 1050, tenureMonths: 60 },
      { amountPaise: 1_00_000_00, tenureMonths: 60 },
      { amountPaise: 1_00_000_00, annualRateBps: 1050 },
      { amountPaise: null, annualRateBps: 1050, tenureMonths: 60 },
      { amountPaise: 0, annualRateBps: 1050, tenureMonths: 60 },
      { amountPaise: 100.5, annualRateBps: 1050, tenureMonths: 60 },
      { amountPaise: 1_00_000_00, annualRateBps: -1, tenureMonths: 60 },
      { amountPaise: 1_00_000_00, annualRateBps: Number.NaN, tenureMonths: 60 },
      { amountPaise: 1_00_000_00, annualRateBps: 1050, tenureMonths: 0 },
      { amountPaise: 1_00_000_00, annualRateBps: 1050, tenureMonths: 481 },
    ];
    for (const input of missing) expect(calculatorInputProblem(input)).toBe('CALCULATOR_INPUT_REQUIRED');
  });
});
