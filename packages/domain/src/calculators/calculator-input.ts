import type { ErrorCode } from '../errors/catalogue';
import { assert } from '../util/assert';
import { INVALID_AMOUNT, INVALID_RATE_BPS, INVALID_TENURE_MONTHS } from './messages';

/** 40 years: longer than any home loan offered in India, and it bounds the exact powers. */
export const MAX_TENURE_MONTHS = 480;

export interface CalculatorInput {
  amountPaise?: number | null;
  /** Annual rate in basis points: 1050 is 10.50%. */
  annualRateBps?: number | null;
  tenureMonths?: number | null;
}

/**
 * The spec's rule "The calculator needs loan amount, annual interest rate and
 * term.": a code when any of the three is missing or unusable, else null. The
 * code is not in the error catalogue yet; its message belongs there.
 */
export type CalculatorInputProblem = Extract<ErrorCode, 'CALCULATOR_INPUT_REQUIRED'>;

export function calculatorInputProblem(input: CalculatorInput): CalculatorInputProblem | null {
  const { amountPaise, annualRateBps, tenureMonths } = input;
  const ok = isAmount(amountPaise) && isRateBps(annualRateBps) && isTenureMonths(tenureMonths);
  return ok ? null : 'CALCULATOR_INPUT_REQUIRED';
}

export function isAmount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

export function isRateBps(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

export function isTenureMonths(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_TENURE_MONTHS;
}

/** Asserts the three loan inputs, for the calculators' callers that skipped the check. */
export function assertLoanInput(amountPaise: number, annualRateBps: number, tenureMonths: number): void {
  assert(isAmount(amountPaise), INVALID_AMOUNT);
  assert(isRateBps(annualRateBps), INVALID_RATE_BPS);
  assert(isTenureMonths(tenureMonths), INVALID_TENURE_MONTHS);
}
