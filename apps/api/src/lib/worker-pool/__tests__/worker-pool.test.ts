import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, PoolBusyError, PoolTimeoutError, type WorkerPool } from '../worker-pool';

type Input = { ms: number; fail?: boolean };
type Output = { threadId: number };

describe('worker pool', () => {
  let pool: WorkerPool<Input, Output> | undefined;
  const open = (options: { size: number; maxQueue: number; timeoutMs: number }) => {
    pool = createWorkerPool({ script: new URL('./busy-task.ts', import.meta.url), ...options });
    return pool;
  };
  afterEach(async () => {
    await pool?.close();
  });

  it('runs tasks off this thread, queues up to its limit and refuses the rest at once', async () => {
    const tasks = open({ size: 1, maxQueue: 1, timeoutMs: 20_000 });
    const first = tasks.run({ ms: 200 });
    const second = tasks.run({ ms: 0 });
    await expect(tasks.run({ ms: 0 })).rejects.toBeInstanceOf(PoolBusyError);
    expect(tasks.load()).toEqual({ running: 1, queued: 1 });
    const [a, b] = await Promise.all([first, second]);
    expect(a.threadId).not.toBe(threadId);
    expect(b.threadId).toBe(a.threadId);
    expect(tasks.load()).toEqual({ running: 0, queued: 0 });
  });

  it("stops a task's worker past the time limit and serves the next with a new one; a failed task fails alone", async () => {
    const tasks = open({ size: 1, maxQueue: 2, timeoutMs: 1_500 });
    const warm = await tasks.run({ ms: 0 }); // the first start (tsx in the worker) is not the slow task
    const stuck = tasks.run({ ms: 60_000 });
    const failing = tasks.run({ ms: 0, fail: true });
    const next = tasks.run({ ms: 0 });
    await expect(stuck).rejects.toBeInstanceOf(PoolTimeoutError);
    await expect(failing).rejects.toThrow('task failed');
    const after = await next;
    expect(after.threadId).not.toBe(warm.threadId);
  });
});
