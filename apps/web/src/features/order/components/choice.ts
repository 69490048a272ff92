/** What the borrower picked on /withdrawPage, carried to /withdrawModel in the query string. */
export interface WithdrawChoice {
  amountPaise: number;
  termMonths: number;
  /** A withdrawal coupon of the customer's, chosen on the confirmation. */
  couponId?: string;
}

const WHOLE = /^[1-9]\d{0,12}$/;

export function choiceSearch(choice: WithdrawChoice): string {
  return `?amount=${choice.amountPaise}&term=${choice.termMonths}`;
}

/**
 * The choice in a query string, or null when it is missing or not whole
 * numbers. Whether the server offers it is the quote's answer, not ours.
 */
export function parseChoice(params: URLSearchParams): WithdrawChoice | null {
  const amount = params.get('amount') ?? '';
  const term = params.get('term') ?? '';
  if (!WHOLE.test(amount) || !WHOLE.test(term)) return null;
  return { amountPaise: Number(amount), termMonths: Number(term) };
}
