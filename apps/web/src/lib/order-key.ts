/**
 * The cache key of one order (GET /orders/:id). The order's reads live in
 * features/order; the features that change an order (creation, signing,
 * e-sign, the bank fix) put the order their call answered under this key,
 * without importing another feature.
 */
export const orderKey = (id: string) => ['orders', id] as const;
