/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { App, Core } from '../../platform/core';
import type { RequireStaff } from '../../plugins/staff-guard';
import type { Disbursal } from '../disbursal';
import type { RepaymentService } from '../repayment';
import { moneyRoutes } from './money-routes';
import { createMoneyService, PAYOUT_STUCK_MINUTES } from './money-service';

export { moneyRoutes } from './money-routes';
export { createMoneyService, PAYOUT_STUCK_MINUTES } from './money-service';

/** /api/staff/v1/money: payouts and collections for the finance desk. */
export async function moneyModule(
  app: App,
  { db, clock, cipher, parties }: Core,
  deps: { disbursal: Disbursal; repayments: RepaymentService },
  requireStaff: RequireStaff,
) {
  const money = createMoneyService({
    db,
    clock,
    cipher,
    ...deps,
    gateway: parties.collections,
    stuckMinutes: PAYOUT_STUCK_MINUTES,
  });
  await app.register(moneyRoutes, { prefix: '/api/staff/v1/money', money, requireStaff });
}
