import type { HomeResponse } from '@app/contract';

/**
 * Spec §9: the largest money among options with can_loan set, or null if none.
 * Falls back to the largest product maximum (paise to rupees) for a new user.
 */
export function maxLoanRupees(home: Pick<HomeResponse, 'loanOptions' | 'offers'>): number | null {
  const open = home.loanOptions.filter((option) => option.can_loan).map((option) => option.money);
  if (open.length > 0) return Math.max(...open);
  const offers = home.offers.map((offer) => offer.maxAmountPaise / 100);
  return offers.length > 0 ? Math.max(...offers) : null;
}
