import { threadId } from 'node:worker_threads';
import type { TaskResult } from '../worker-pool';

/** A task for the pool's tests: holds its thread for `ms`, then answers with the thread it ran on. */
export function handle(input: { ms: number; fail?: boolean }): TaskResult<{ threadId: number }> {
  const until = Date.now() + input.ms;
  while (Date.now() < until) {
    // busy, as a decoder is
  }
  if (input.fail) throw new Error('task failed');
  return { output: { threadId } };
}
