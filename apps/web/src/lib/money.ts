const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * Indian digit grouping (1,00,000) with an optional rupee sign (spec §9).
 * A zero, empty or non-numeric amount gives 0.
 */
export function formatMoney(amount: number | string | null | undefined, { symbol = true } = {}): string {
  const value = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : amount;
  const text = value && Number.isFinite(value) ? grouping.format(value) : '0';
  return symbol ? `₹${text}` : text;
}

/** Integer paise to a rupee display string. */
export function formatPaise(paise: number, options?: { symbol?: boolean }): string {
  return formatMoney(paise / 100, options);
}

/** Parts per million per day to a percentage, 400 -> "0.04". */
export function ppmToPercent(ppm: number): string {
  return String(Number((ppm / 10_000).toFixed(4)));
}
