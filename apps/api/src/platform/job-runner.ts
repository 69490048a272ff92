import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { JobRow } from '../db/schema';
import type { Clock } from '../lib/clock';
import { jobQueue } from './job-queue';

export type JobHandler = (job: JobRow) => Promise<void>;

const BATCH = 10;

/**
 * Runs due jobs with their handlers. `runDue` is what tests call with a
 * manual clock; `start` polls in the background for the server.
 */
export function createJobRunner(deps: {
  db: Db;
  clock: Clock;
  handlers: Record<string, JobHandler>;
  /** A claimed job comes back to other workers after this long (its worker died). */
  leaseMs?: number;
  logger: FastifyBaseLogger;
}) {
  const { db, clock, handlers, logger } = deps;

  async function runDue(): Promise<number> {
    let ran = 0;
    for (;;) {
      const batch = await jobQueue.claimDue(db, clock.now(), BATCH, deps.leaseMs ?? 60_000);
      for (const job of batch) {
        const handler = handlers[job.kind];
        try {
          if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
          await handler(job);
          await jobQueue.complete(db, job.id, clock.now());
        } catch (err) {
          logger.error({ err, job: job.kind, jobId: job.id, attempt: job.attempts }, 'job failed');
          await jobQueue.fail(db, job, err instanceof Error ? err.message : String(err), clock.now());
        }
        ran += 1;
      }
      if (batch.length < BATCH) return ran;
    }
  }

  function start(pollMs: number): { stop(): Promise<void> } {
    let stopped = false;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      if (stopped) return;
      running = runDue()
        .catch((err: unknown) => logger.error({ err }, 'job poll failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(tick, pollMs);
        });
    };
    let timer = setTimeout(tick, pollMs);
    return {
      async stop() {
        stopped = true;
        clearTimeout(timer);
        await running;
      },
    };
  }

  return { runDue, start };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
