import { formatMoney as formatAmount, formatPaise as formatPaiseAmount, paise } from '@app/domain';

/** Rupees with Indian grouping and, unless turned off, the rupee sign (spec §9). */
export function formatMoney(rupees: number | string | null | undefined, { symbol = true } = {}): string {
  return formatAmount(rupees, { symbol });
}

/** Integer paise from the API, with the rupee sign; decimals only when there are paise. */
export function formatPaise(amount: number): string {
  return formatPaiseAmount(paise(amount), { symbol: true });
}

export { ppmToPercent } from '@app/domain';
