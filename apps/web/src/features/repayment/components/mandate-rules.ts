import type { MandateRail, MandateState, MandateTerms } from '@app/contract';

/** A mandate that still stands: one per loan (a second is refused, MANDATE_EXISTS). */
export const isOpenMandate = (state: MandateState): boolean =>
  state === 'pending' || state === 'active' || state === 'paused';

/** UPI AutoPay takes debits up to its limit without extra authentication; above it, e-NACH only. */
export const upiAllowed = (terms: MandateTerms): boolean => terms.maxAmountPaise <= terms.upiLimitPaise;

/** The rail offered first: UPI AutoPay when the instalment fits its limit. */
export const defaultRail = (terms: MandateTerms): MandateRail =>
  upiAllowed(terms) ? 'upi_autopay' : 'enach';

/** The set-up screen's return address from the approval page. */
export const autoDebitRoute = (orderId: string) => `/autoDebit?orderId=${encodeURIComponent(orderId)}`;
