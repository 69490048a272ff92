/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../disbursal';
import type {} from '../repayment';
import type {} from '../staff';
import { moneyRoutes } from './money-routes';
import { createMoneyService, PAYOUT_STUCK_MINUTES } from './money-service';

export { moneyRoutes } from './money-routes';
export { createMoneyService, PAYOUT_STUCK_MINUTES } from './money-service';
export { csvField, csvRupees } from './reconciliation';

/** /api/staff/v1/money: payouts and collections for the finance desk. */
export const moneyModule = modulePlugin(
  'money',
  ['core', 'disbursal', 'repayment', 'staff'],
  async (app, { db, clock, cipher, parties }) => {
    const money = createMoneyService({
      db,
      clock,
      cipher,
      disbursal: app.disbursal,
      repayments: app.repayments,
      gateway: parties.collections,
      stuckMinutes: PAYOUT_STUCK_MINUTES,
    });
    await app.register(moneyRoutes, { prefix: '/api/staff/v1/money', money, requireStaff: app.requireStaff });
  },
);
