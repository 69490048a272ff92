import type { OrderView } from '@app/contract';

/** Order states that have a bill: disbursed and after. */
export const BILLED_STATES: ReadonlySet<OrderView['state']> = new Set([
  'disbursed',
  'settled',
  'canceled_cooling_off',
]);
