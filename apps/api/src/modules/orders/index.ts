/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';
import type { ProductConfigStore } from '../configuration';
import { orderRoutes } from './order-routes';
import { createOrderService } from './order-service';

export { loanAccountRepository } from './loan-account-repository';
export { lockOrder, OPEN_ORDER_STATES, orderRepository, transitionOrder } from './order-repository';
export { orderRoutes } from './order-routes';
export { createOrderService, type OrderService } from './order-service';

/** The withdrawal (orders) under /api/v1; returns its service for the routes that act on an order. */
export async function ordersModule(
  app: App,
  { db, clock }: Core,
  productConfig: ProductConfigStore,
  requireCustomer: onRequestHookHandler,
) {
  const orders = createOrderService({ db, clock, productConfig });
  await app.register(orderRoutes, { prefix: '/api/v1', orders, requireCustomer });
  return orders;
}
