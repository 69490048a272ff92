/** The module's public face and wiring: other modules and app.ts reach it only through this file (issue 29). */
import type { onRequestHookHandler } from 'fastify';
import type { App, Core } from '../../platform/core';
import type { ProductConfigStore } from '../configuration';
import { withdrawRoutes } from './withdraw-routes';
import { createWithdrawService } from './withdraw-service';

export { loanAccountRepository } from './loan-account-repository';
export { lockOrder, OPEN_ORDER_STATES, orderRepository, transitionOrder } from './order-repository';
export { withdrawRoutes } from './withdraw-routes';
export { createWithdrawService, type WithdrawService } from './withdraw-service';

/** The withdrawal (orders) under /api/v1; returns its service for the routes that act on an order. */
export async function ordersModule(
  app: App,
  { db, clock }: Core,
  productConfig: ProductConfigStore,
  requireCustomer: onRequestHookHandler,
) {
  const withdraw = createWithdrawService({ db, clock, productConfig });
  await app.register(withdrawRoutes, { prefix: '/api/v1', withdraw, requireCustomer });
  return withdraw;
}
