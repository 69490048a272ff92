import { toDecimalParts } from './decimal-parts';
import { groupIndian } from './group-indian';
import type { Paise } from './paise';

export interface MoneyFormatOptions {
  /** Prefix the rupee sign: '₹1,00,000'. */
  symbol?: boolean;
  /** Always show two decimals ('1,00,000.50'); otherwise round to whole rupees. */
  paise?: boolean;
}

const RUPEE = '₹';

function compose(negative: boolean, int: string, frac: string, symbol: boolean): string {
  const isZero = /^0*$/.test(int + frac);
  const sign = negative && !isZero ? '-' : '';
  const body = groupIndian(int) + (frac ? `.${frac}` : '');
  return `${sign}${symbol ? RUPEE : ''}${body}`;
}

/** Adds one to a string of decimal digits ('999' -> '1000'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * An amount in rupees (number or numeric string) for display, with Indian
 * grouping. Nothing to show (0, null, '', NaN, garbage) reads '0' so a screen
 * never prints "NaN". Rounds half away from zero, on the decimal text.
 */
export function formatMoney(amount: unknown, options: MoneyFormatOptions = {}): string {
  const symbol = options.symbol === true;
  const places = options.paise === true ? 2 : 0;
  const parts = toDecimalParts(amount);
  if (!parts) return compose(false, '0', places ? '00' : '', symbol);
  const kept = parts.int + parts.frac.padEnd(places, '0').slice(0, places);
  const roundUp = (parts.frac[places] ?? '0') >= '5';
  const rounded = roundUp ? increment(kept) : kept;
  const int = rounded.slice(0, rounded.length - places).replace(/^0+(?=\d)/, '') || '0';
  return compose(parts.negative, int, rounded.slice(rounded.length - places), symbol);
}

/** Paise for display: '₹1,234' for whole rupees, '₹1,234.05' when there are paise. */
export function formatPaise(amount: Paise, options: Pick<MoneyFormatOptions, 'symbol'> = {}): string {
  const abs = Math.abs(amount);
  const rest = abs % 100;
  const rupees = (abs - rest) / 100;
  const frac = rest === 0 ? '' : String(rest).padStart(2, '0');
  return compose(amount < 0, String(rupees), frac, options.symbol === true);
}
