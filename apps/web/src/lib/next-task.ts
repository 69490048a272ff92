/**
 * Settles in a task of its own: what awaits it runs after the current task has ended.
 * Lighthouse counts every task over 50 ms (at its 4x slowdown) into the blocking time,
 * so the start-up work is cut at these points (docs/decisions/042, 052).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
