import type { ChannelListener } from '../db/notifications';

/**
 * What one statement read for a caller, kept in memory by key (a session's
 * token hash) until the customer it belongs to changes (decision 051).
 *
 * It is a listener of the database's "customer_changed" channel, where
 * triggers announce every committed change to a customer's session, profile
 * or applications, from any instance or job. It serves nothing while that
 * channel is not live, forgets everything when it is lost, and refuses to
 * keep a read that overlapped any change: `ticket()` before the read, `set`
 * with that ticket after it. A read that began before a commit and ended
 * after its notification would otherwise put the old row back.
 */
export interface CustomerReadCache<V> extends ChannelListener {
  get(key: string): V | undefined;
  ticket(): number;
  set(ticket: number, key: string, customerId: string, value: V): void;
  /** Drops a customer's entries now (the instance that wrote need not wait for the notification). */
  forget(customerId: string): void;
  readonly size: number;
}

export function createCustomerReadCache<V>(maxEntries: number): CustomerReadCache<V> {
  // Insertion order is age: the first key is the one evicted when full.
  const entries = new Map<string, { customerId: string; value: V }>();
  const keysOf = new Map<string, Set<string>>();
  let generation = 0;
  let live = false;

  function clear() {
    generation += 1;
    entries.clear();
    keysOf.clear();
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOf.get(entry.customerId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.customerId);
  }

  function forget(customerId: string) {
    generation += 1;
    for (const key of keysOf.get(customerId) ?? []) entries.delete(key);
    keysOf.delete(customerId);
  }

  return {
    get: (key) => (live ? entries.get(key)?.value : undefined),
    ticket: () => generation,
    set(ticket, key, customerId, value) {
      if (!live || ticket !== generation || maxEntries === 0) return;
      remove(key);
      entries.set(key, { customerId, value });
      const keys = keysOf.get(customerId);
      if (keys) keys.add(key);
      else keysOf.set(customerId, new Set([key]));
      if (entries.size > maxEntries) remove(entries.keys().next().value as string);
    },
    forget,
    notify: (payload) => (payload === '*' ? clear() : forget(payload)),
    live() {
      clear();
      live = true;
    },
    lost() {
      live = false;
      clear();
    },
    get size() {
      return entries.size;
    },
  };
}
