/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { loanAccountRepository } from './loan-account-repository';
export { lockOrder, OPEN_ORDER_STATES, orderRepository, transitionOrder } from './order-repository';
export { withdrawRoutes } from './withdraw-routes';
export { createWithdrawService, type WithdrawService } from './withdraw-service';
