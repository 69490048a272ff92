/**
 * A number or numeric string taken apart into its decimal digits, so money can
 * be rounded and grouped on strings instead of floats. `String(0.1 + 0.2)` is
 * the shortest text that round-trips, which is what a user expects to see.
 */
export interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for none). */
  int: string;
  /** Fraction digits, possibly empty. */
  frac: string;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export function toDecimalParts(value: unknown): DecimalParts | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '');
  } else {
    return null;
  }
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, intRaw = '', fracRaw = '', expRaw] = match;
  if (intRaw === '' && fracRaw === '') return null;
  const exponent = expRaw === undefined ? 0 : Number(expRaw);
  if (Math.abs(exponent) > 400) return null;
  // Move the decimal point `exponent` places over the joined digits.
  const digits = intRaw + fracRaw;
  const point = intRaw.length + exponent;
  const padded = point < 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 0);
  const int = padded.slice(0, at).replace(/^0+/, '') || '0';
  const frac = padded.slice(at).replace(/0+$/, '');
  return { negative: sign === '-', int, frac };
}
