import { describe, expect, it } from 'vitest';
import { createCustomerReadCache } from '../customer-read-cache';

function liveCache(maxEntries = 10) {
  const cache = createCustomerReadCache<string>(maxEntries);
  cache.live();
  return cache;
}

describe('customer read cache', () => {
  it('keeps a read until its customer changes, and only that customer', () => {
    const cache = liveCache();
    cache.set(cache.ticket(), 'phone-a', 'asha', 'asha on her phone');
    cache.set(cache.ticket(), 'tablet-a', 'asha', 'asha on her tablet');
    cache.set(cache.ticket(), 'phone-b', 'ravi', 'ravi');
    expect(cache.get('phone-a')).toBe('asha on her phone');
    cache.notify('asha');
    expect([cache.get('phone-a'), cache.get('tablet-a'), cache.get('phone-b')]).toEqual([
      undefined,
      undefined,
      'ravi',
    ]);
    cache.notify('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that a change overlapped (it may hold the old row)', () => {
    const cache = liveCache();
    const ticket = cache.ticket();
    cache.notify('someone');
    cache.set(ticket, 'phone-a', 'asha', 'read before the commit');
    expect(cache.get('phone-a')).toBeUndefined();
    cache.set(cache.ticket(), 'phone-a', 'asha', 'read after it');
    expect(cache.get('phone-a')).toBe('read after it');
  });

  it('serves and keeps nothing unless the channel is live, and forgets all when it is lost', () => {
    const cache = createCustomerReadCache<string>(10);
    cache.set(cache.ticket(), 'phone-a', 'asha', 'before live');
    expect(cache.size).toBe(0);
    cache.live();
    const ticket = cache.ticket();
    cache.set(ticket, 'phone-a', 'asha', 'kept');
    cache.lost();
    expect([cache.get('phone-a'), cache.size]).toEqual([undefined, 0]);
    cache.set(ticket, 'phone-a', 'asha', 'read while lost');
    cache.live();
    // A read that began before the channel came back may have missed a notification.
    cache.set(ticket, 'phone-a', 'asha', 'read across the reconnect');
    expect(cache.get('phone-a')).toBeUndefined();
  });

  it('evicts the oldest entry past its size; a key stored again becomes the youngest', () => {
    const cache = liveCache(2);
    cache.set(cache.ticket(), 'one', 'c1', '1');
    cache.set(cache.ticket(), 'two', 'c2', '2');
    cache.set(cache.ticket(), 'three', 'c3', '3');
    expect([cache.get('one'), cache.get('two'), cache.get('three'), cache.size]).toEqual([
      undefined,
      '2',
      '3',
      2,
    ]);
    // Storing a key again moves it to the young end.
    cache.set(cache.ticket(), 'two', 'c2', '2 again');
    cache.set(cache.ticket(), 'four', 'c4', '4');
    expect([cache.get('two'), cache.get('three'), cache.get('four')]).toEqual(['2 again', undefined, '4']);
  });

  it('keeps nothing with a size of 0', () => {
    const cache = liveCache(0);
    cache.set(cache.ticket(), 'one', 'c1', '1');
    expect(cache.size).toBe(0);
  });
});
