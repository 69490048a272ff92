import type { WithdrawOptions } from '@app/contract';

export interface AmountRange {
  minPaise: number;
  maxPaise: number;
  stepPaise: number;
}

/**
 * The amounts the borrower may pick: from the smallest withdrawal up to the
 * largest open loan option (spec §9 maxLoan), never above the quota, on
 * whole steps. Null when nothing can be withdrawn.
 */
export function amountRange(
  options: Pick<WithdrawOptions, 'minAmountPaise' | 'amountStepPaise' | 'maxLoan' | 'quotaPaise'>,
): AmountRange | null {
  const step = options.amountStepPaise;
  if (options.maxLoan === null || step <= 0) return null;
  const ceiling = Math.min(Math.round(options.maxLoan * 100), options.quotaPaise);
  const maxPaise = Math.floor(ceiling / step) * step;
  const minPaise = Math.ceil(options.minAmountPaise / step) * step;
  return maxPaise >= minPaise ? { minPaise, maxPaise, stepPaise: step } : null;
}

/** Any amount brought onto the range: rounded to the nearest step, then held between min and max. */
export function clampAmount(amountPaise: number, range: AmountRange): number {
  if (!Number.isFinite(amountPaise)) return range.minPaise;
  const stepped = Math.round(amountPaise / range.stepPaise) * range.stepPaise;
  return Math.min(range.maxPaise, Math.max(range.minPaise, stepped));
}

/** One stepper tap: `direction` steps up (1) or down (-1), never off the range. */
export function stepAmount(amountPaise: number, direction: 1 | -1, range: AmountRange): number {
  return clampAmount(clampAmount(amountPaise, range) + direction * range.stepPaise, range);
}

/**
 * Quick-pick amounts from the loan options the borrower can take (can_loan),
 * at most `count` of them, spread over the range and always with the largest.
 */
export function quickAmounts(
  loanOptions: WithdrawOptions['loanOptions'],
  range: AmountRange,
  count = 4,
): number[] {
  const open = [
    ...new Set(
      loanOptions
        .filter((option) => option.can_loan)
        .map((option) => Math.round(option.money * 100))
        .filter(
          (paise) => paise >= range.minPaise && paise <= range.maxPaise && paise % range.stepPaise === 0,
        ),
    ),
  ].sort((a, b) => a - b);
  if (open.length <= count) return open;
  const picked = new Set<number>();
  for (let i = 0; i < count; i++) {
    const index = Math.round(((i + 1) * (open.length - 1)) / count);
    picked.add(open[index] as number);
  }
  return [...picked].sort((a, b) => a - b);
}
