import type { LoanOption } from '../order/max-loan';
import type { LoanProduct } from '../order/products';
import type { PricingConfig } from './pricing-config';

/**
 * Terms in months open to a borrower: the product's shortest for a first loan,
 * and one step longer for each loan repaid on time (spec §4: repaying on time
 * unlocks longer terms), never past the product's longest.
 */
export function termOptionsMonths(
  product: LoanProduct,
  onTimeRepaidLoans: number,
  config: PricingConfig,
): number[] {
  const terms: number[] = [];
  const unlocked = Math.max(0, Math.floor(onTimeRepaidLoans));
  for (let months = product.minTermMonths; months <= product.maxTermMonths; months += config.termStepMonths) {
    if (terms.length > unlocked) break;
    terms.push(months);
  }
  return terms;
}

/** The smallest amount one may withdraw: above the spec's floor, the product's minimum, on a step. */
export function minWithdrawalPaise(product: LoanProduct, config: PricingConfig): number {
  const floor = Math.max(product.minAmountPaise, config.minWithdrawalExclusivePaise + 1);
  return Math.ceil(floor / config.amountStepPaise) * config.amountStepPaise;
}

/**
 * The loan-option list of spec §3 (can_loan, money) in rupees: every Rs 1,000
 * of the product's range, open up to the quota, and the quota itself, so that
 * maxLoan() of the list is what the borrower may take now.
 */
export function loanOptions(product: LoanProduct, quotaPaise: number, config: PricingConfig): LoanOption[] {
  const min = minWithdrawalPaise(product, config);
  const moneys = new Set<number>();
  for (
    let amount = Math.ceil(min / 1_000_00) * 1_000_00;
    amount <= product.maxAmountPaise;
    amount += 1_000_00
  ) {
    moneys.add(amount);
  }
  if (quotaPaise >= min) moneys.add(Math.min(quotaPaise, product.maxAmountPaise));
  return [...moneys]
    .sort((a, b) => a - b)
    .map((amount) => ({ can_loan: amount <= quotaPaise, money: amount / 100 }));
}

export type WithdrawalAmountProblem = 'WITHDRAW_AMOUNT_INVALID' | 'WITHDRAW_ABOVE_QUOTA';

/**
 * Why an amount cannot be withdrawn, or null: it must be a whole step, above
 * the spec's floor and the product's minimum, below the spec's ceiling, and
 * within the quota.
 */
export function withdrawalAmountProblem(
  amountPaise: number,
  quotaPaise: number,
  product: LoanProduct,
  config: PricingConfig,
): WithdrawalAmountProblem | null {
  if (!Number.isSafeInteger(amountPaise)) return 'WITHDRAW_AMOUNT_INVALID';
  if (amountPaise < minWithdrawalPaise(product, config)) return 'WITHDRAW_AMOUNT_INVALID';
  if (amountPaise >= config.maxWithdrawalExclusivePaise) return 'WITHDRAW_AMOUNT_INVALID';
  if (amountPaise % config.amountStepPaise !== 0) return 'WITHDRAW_AMOUNT_INVALID';
  if (amountPaise > Math.min(quotaPaise, product.maxAmountPaise)) return 'WITHDRAW_ABOVE_QUOTA';
  return null;
}
