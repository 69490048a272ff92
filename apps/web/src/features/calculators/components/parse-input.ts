import { mulDivHalfUp } from '@app/domain';
import { formatPaise } from '@/lib/money';

/** Rupees up to Rs 99,99,99,999.99: above any loan or deposit a person would model. */
const RUPEES = /^(\d{1,9})(?:\.(\d{0,2}))?$/;
/** A yearly rate up to 99.99%, to the basis point. */
const PERCENT = /^(\d{1,2})(?:\.(\d{0,2}))?$/;
const WHOLE = /^\d{1,3}$/;

export type TenureUnit = 'months' | 'years';

/**
 * What the keyboard may leave in a money or rate field: digits and one point,
 * at most `decimals` digits after it (a pasted "1,00,000" keeps its digits).
 */
export function decimalFilter(decimals = 2) {
  return (text: string): string => {
    const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
    return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, decimals)}`;
  };
}

export const wholeFilter = (text: string): string => text.replace(/\D/g, '').slice(0, 3);

/** Fraction digits as hundredths: '5' is 50, '05' is 5, '' is 0. */
const hundredths = (fraction: string | undefined) => Number((fraction ?? '').padEnd(2, '0'));

/** Rupees as typed to paise, exactly (on the digits); null when it is not a number. */
export function parseRupees(text: string): number | null {
  const match = RUPEES.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + hundredths(match[2]);
}

/** A typed amount shown back with Indian grouping and the rupee sign, so a lakh is easy to check. */
export function amountHint(text: string): string | null {
  const amount = parseRupees(text);
  return amount ? formatPaise(amount) : null;
}

/** A yearly rate in percent ('10.5') to basis points (1050); null when it is not a rate. */
export function parseRateBps(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + hundredths(match[2]);
}

/** A whole number typed in a tenure field; null when empty or not whole. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : null;
}

/** The tenure in months, from a number of months or of years. */
export function tenureMonthsOf(text: string, unit: TenureUnit): number | null {
  const count = parseWhole(text);
  if (count === null) return null;
  return unit === 'years' ? count * 12 : count;
}

/**
 * The tenure field's text when its unit changes, so the loan stays the same:
 * 24 months become 2 years and back; months that are not whole years round to
 * the nearest year (at least one).
 */
export function convertTenure(text: string, from: TenureUnit, to: TenureUnit): string {
  const count = parseWhole(text);
  if (count === null || from === to) return text;
  return to === 'years' ? String(Math.max(1, Math.round(count / 12))) : String(count * 12);
}

export type FeeUnit = 'rupees' | 'percent';

/**
 * An upfront fee as typed, in rupees or as a percentage of the amount, to
 * paise (a percentage rounds half up to the paisa). An empty field is no fee.
 */
export function feePaise(text: string, unit: FeeUnit, amountPaise: number): number | null {
  if (text.trim() === '') return 0;
  if (unit === 'rupees') return parseRupees(text);
  const bps = parseRateBps(text);
  return bps === null ? null : mulDivHalfUp(amountPaise, bps, 10_000);
}
