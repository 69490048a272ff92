/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import { modulePlugin } from '../../platform/core';
import type {} from '../auth';
import type {} from '../configuration';
import { orderRoutes } from './order-routes';
import { createOrderService, type OrderService } from './order-service';

export { type KycYearLine, kycYearLine } from './kyc-year-line';
export { loanAccountRepository } from './loan-account-repository';
export { lockOrder, OPEN_ORDER_STATES, orderRepository, transitionOrder } from './order-repository';
export { orderRoutes } from './order-routes';
export { createOrderService, type OrderService } from './order-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The withdrawals, for the routes that act on an order (the plugin `orders`). */
    orders: OrderService;
  }
}

/** The withdrawal (orders) under /api/v1; decorates the root with its service as `orders`. */
export const ordersModule = modulePlugin(
  'orders',
  ['core', 'configuration', 'auth'],
  async (app, { db, clock, config }) => {
    const orders = createOrderService({
      db,
      clock,
      productConfig: app.productConfig,
      failedDebitChargePaise: config.MANDATE_FAILED_DEBIT_CHARGE_PAISE,
    });
    app.decorate('orders', orders);
    await app.register(orderRoutes, { prefix: '/api/v1', orders, requireCustomer: app.requireCustomer });
  },
);
