import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { type CustomerReadCache, createCustomerReadCache } from '../../lib/customer-read-cache';
import type { HomeFound } from './home-service';

/** The channel migration 0017's triggers notify on commit. */
export const CUSTOMER_CHANGED_CHANNEL = 'customer_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Home's reads kept in memory (decision 051), null when HOME_CACHE_ENTRIES is 0; tests watch it. */
    homeCache: CustomerReadCache<HomeFound> | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Home's reads, kept per session while the database's change channel is live
 * (decision 051); undefined when HOME_CACHE_ENTRIES is 0.
 */
export async function listenForCustomerChanges(
  app: FastifyInstance,
  database: Database,
  maxEntries: number,
): Promise<CustomerReadCache<HomeFound> | undefined> {
  if (maxEntries === 0) {
    app.decorate('homeCache', null);
    return undefined;
  }
  const cache = createCustomerReadCache<HomeFound>(maxEntries);
  app.decorate('homeCache', cache);
  const unlisten = await database.listen(CUSTOMER_CHANGED_CHANNEL, cache);
  app.addHook('onClose', unlisten);
  // A customer's own write is forgotten here before its answer is sent: the next
  // request to this instance must see it even if the notification is still on its way.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.customer && WRITES.has(request.method)) cache.forget(request.customer.customerId);
    return payload;
  });
  return cache;
}
