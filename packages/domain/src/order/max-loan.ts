export interface LoanOption {
  can_loan: boolean;
  money: number;
}

/** The largest amount the user may borrow now, or null when no option is open (spec §9). */
export function maxLoan(options: readonly LoanOption[]): number | null {
  let best: number | null = null;
  for (const option of options) {
    if (option.can_loan !== true || !Number.isFinite(option.money)) continue;
    if (best === null || option.money > best) best = option.money;
  }
  return best;
}
