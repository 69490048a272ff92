import { describe, expect, it, vi } from 'vitest';
import { createClickLock } from '../click-lock';

describe('createClickLock (spec §9: 1000 ms)', () => {
  it('runs the first call and ignores repeats within the window', () => {
    let now = 0;
    const lock = createClickLock(1000, () => now);
    const fn = vi.fn(() => 'ran');
    expect(lock(fn)).toBe('ran');
    now = 999;
    expect(lock(fn)).toBeUndefined();
    expect(fn).toHaveBeenCalledTimes(1);
    now = 1000;
    lock(fn);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('defaults to 1000 ms', () => {
    vi.useFakeTimers();
    const lock = createClickLock();
    const fn = vi.fn();
    lock(fn);
    vi.advanceTimersByTime(900);
    lock(fn);
    vi.advanceTimersByTime(100);
    lock(fn);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
