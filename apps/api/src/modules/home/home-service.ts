import type { HomeResponse, LoanOption } from '@app/contract';
import { LOAN_OPTION_STEP_RUPEES, PRODUCTS } from './products';

/** Rupee amounts from the personal product's minimum to its maximum, in steps. */
function loanOptionAmounts(): number[] {
  const personal = PRODUCTS.find((p) => p.kind === 'personal');
  if (!personal) return [];
  const min = personal.minAmountPaise / 100;
  const max = personal.maxAmountPaise / 100;
  const amounts = [min];
  for (let money = LOAN_OPTION_STEP_RUPEES; money <= max; money += LOAN_OPTION_STEP_RUPEES) {
    if (money > min) amounts.push(money);
  }
  return amounts;
}

export function createHomeService() {
  return {
    /**
     * Until the application flow exists (later issues) every customer is at
     * 'apply' and has no quota, so no option can be borrowed yet.
     */
    async get(_customerId: string): Promise<HomeResponse> {
      const loanOptions: LoanOption[] = loanOptionAmounts().map((money) => ({ can_loan: false, money }));
      return { stage: 'apply', offers: [...PRODUCTS], loanOptions };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
