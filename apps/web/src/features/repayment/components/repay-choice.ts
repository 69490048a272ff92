import type { BillView, RepayRequest } from '@app/contract';

export type RepayKind = RepayRequest['kind'];
export type RepayMethod = RepayRequest['method'];

// Types only from the contract: a value import would bring its zod schemas into
// the web bundle. The Records make a kind or method added there a compile error here.
const KINDS: Record<RepayKind, true> = {
  bill: true,
  full: true,
  partial: true,
  extension: true,
  cooling_off: true,
};
const METHODS: Record<RepayMethod, true> = { upi: true, gateway: true };
/** The methods in the order they are offered: UPI first, the way most borrowers pay. */
export const REPAY_METHODS = Object.keys(METHODS) as RepayMethod[];

/** The smallest part payment: Rs 1 (the server's REPAY_AMOUNT_INVALID says so too). */
export const MIN_PART_PAISE = 100;

export function parseKind(value: string | null): RepayKind | null {
  return value !== null && Object.hasOwn(KINDS, value) ? (value as RepayKind) : null;
}

type BillFigures = Pick<BillView, 'bill' | 'payoff' | 'extension' | 'coolingOff'>;

/**
 * What the borrower can pay on this bill now: today's bill, the payoff and a
 * part of it while something is owed, the extension while the server quotes
 * one and the cap on extensions in a row leaves one, and the cooling-off
 * exit while its window is open.
 */
export function availableKinds(bill: BillFigures): RepayKind[] {
  const kinds: RepayKind[] = [];
  if (bill.bill && bill.bill.totalPaise > 0) kinds.push('bill');
  if (bill.payoff && bill.payoff.totalPaise > 0) kinds.push('full', 'partial');
  if (bill.extension && bill.extension.totalPaise > 0 && bill.extension.allowance.left > 0)
    kinds.push('extension');
  if (bill.coolingOff) kinds.push('cooling_off');
  return kinds;
}

/** The kind asked for in the link when it is open, else the first open one. */
export function initialKind(kinds: readonly RepayKind[], wanted: RepayKind | null): RepayKind | null {
  if (wanted && kinds.includes(wanted)) return wanted;
  return kinds[0] ?? null;
}

/**
 * The amount of a kind before any coupon, in paise; for a part payment, the
 * amount typed (already checked). Null when the bill has no such amount.
 */
export function kindAmount(bill: BillFigures, kind: RepayKind, partPaise: number | null): number | null {
  switch (kind) {
    case 'bill':
      return bill.bill?.totalPaise ?? null;
    case 'full':
      return bill.payoff?.totalPaise ?? null;
    case 'partial':
      return partPaise;
    case 'extension':
      return bill.extension?.totalPaise ?? null;
    case 'cooling_off':
      return bill.coolingOff?.exitAmountPaise ?? null;
  }
}

/** What the borrower pays once a coupon of `couponPaise` comes off: never below zero. */
export function payablePaise(amountPaise: number, couponPaise: number): number {
  return Math.max(0, amountPaise - couponPaise);
}

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Rupees as typed ('1500', '1500.5') to paise, on the digits so that 0.07 is
 * 7 paise exactly; null when it is not an amount. (Not domain's rupeesToPaise:
 * its module sits in the /start chunk, which would carry it.)
 */
export function parseRupees(text: string): number | null {
  const match = RUPEES.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Keeps what an amount can hold while it is typed: digits, one point, two decimals. */
export function rupeesFilter(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole.slice(0, 9) : `${whole.slice(0, 9)}.${rest.join('').slice(0, 2)}`;
}

/** Why a part payment cannot be sent, as an error code of the catalogue; null when it can. */
export function partProblem(
  text: string,
  maxPaise: number,
): 'REPAY_AMOUNT_INVALID' | 'AMOUNT_ABOVE_OUTSTANDING' | null {
  const amount = parseRupees(text);
  if (amount === null || amount < MIN_PART_PAISE) return 'REPAY_AMOUNT_INVALID';
  if (amount > maxPaise) return 'AMOUNT_ABOVE_OUTSTANDING';
  return null;
}

/**
 * The request of a choice; the coupon and the amount go only where they
 * belong. `quotedDay` is the bill's business day: an amount the bill set is
 * confirmed for that day only (after midnight the server answers QUOTE_EXPIRED).
 */
export function repayRequest(
  kind: RepayKind,
  method: RepayMethod,
  partPaise: number | null,
  couponId: string | null,
  quotedDay?: string,
): RepayRequest {
  const request: RepayRequest = { kind, method };
  if (kind === 'partial' && partPaise !== null) request.amountPaise = partPaise;
  if (kind !== 'partial' && quotedDay) request.quotedDay = quotedDay;
  if (couponId) request.couponId = couponId;
  return request;
}

/** Paise as plain rupees for pasting into a UPI app: 123456 -> '1234.56' (no grouping, no sign). */
export function plainRupees(amountPaise: number): string {
  const whole = Math.trunc(amountPaise / 100);
  const part = Math.abs(amountPaise % 100);
  return `${whole}.${String(part).padStart(2, '0')}`;
}
