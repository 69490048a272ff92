import type { BillState, BillView, OrderView } from '@app/contract';
import type { TFunction } from 'i18next';

export type BillDisplay = BillView['display'];

/** How a state looks: a colour for the banner and the chip, not a second meaning. */
export type DisplayTone = 'calm' | 'soon' | 'late' | 'busy' | 'done';

const TONES: Record<BillState, DisplayTone> = {
  pending_repayment: 'calm',
  expires_in: 'soon',
  due_today: 'soon',
  overdue: 'late',
  repayment_in_progress: 'busy',
  settled: 'done',
  canceled_cooling_off: 'done',
};

export function displayTone(display: BillDisplay): DisplayTone {
  return TONES[display.state];
}

/** The spec's words for a state (§4): "Due today", "Expires in 3 days", "Overdue 2 days"... */
export function displayText(display: BillDisplay, t: TFunction): string {
  return t(`repayment.display.${display.state}`, { count: display.days });
}

/**
 * A loan order's repayment state for the lists: a closed loan needs no bill;
 * a disbursed one has its state from the bill (null until the bill arrives);
 * an order not yet disbursed has none.
 */
export function orderDisplay(
  order: Pick<OrderView, 'state'>,
  bill: Pick<BillView, 'display'> | undefined,
): BillDisplay | null {
  if (order.state === 'settled') return { state: 'settled', days: 0 };
  if (order.state === 'canceled_cooling_off') return { state: 'canceled_cooling_off', days: 0 };
  if (order.state === 'disbursed') return bill?.display ?? null;
  return null;
}

/** Whether a loan still asks for money: its bill is not settled or ended. */
export function isRepayable(display: BillDisplay): boolean {
  return display.state !== 'settled' && display.state !== 'canceled_cooling_off';
}

/**
 * "All settled" (spec §4): the borrower has repaid loans and owes nothing:
 * every order is closed (settled, ended in the cooling-off period or canceled
 * before any money moved) and at least one was repaid.
 */
export function allSettled(orders: readonly Pick<OrderView, 'state'>[]): boolean {
  const closed = orders.every((o) => ['settled', 'canceled_cooling_off', 'canceled'].includes(o.state));
  return closed && orders.some((o) => o.state === 'settled' || o.state === 'canceled_cooling_off');
}
