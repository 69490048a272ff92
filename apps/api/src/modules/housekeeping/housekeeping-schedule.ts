import type { FastifyBaseLogger } from 'fastify';

export const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Runs `sweep` now and then every `intervalMs` after the previous run ends
 * (runs never overlap). A failed sweep is logged and the next one still
 * comes; the timer is unref'd so it never keeps the process alive. `stop`
 * cancels the next run and waits for one in progress, so the database can
 * be closed right after.
 */
export function scheduleHousekeeping(options: {
  /** Returns counts of what it did; all zero is logged at debug. */
  sweep: () => Promise<Record<string, number>>;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const { sweep, logger, intervalMs = SWEEP_INTERVAL_MS } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runOnce(): Promise<void> {
    try {
      const deleted = await sweep();
      const total = Object.values(deleted).reduce((sum, n) => sum + n, 0);
      if (total > 0) logger.info({ deleted }, 'housekeeping sweep');
      else logger.debug('housekeeping sweep: nothing to delete');
    } catch (err) {
      logger.error({ err }, 'housekeeping sweep failed');
    }
  }

  function tick(): void {
    running = runOnce().finally(() => {
      running = undefined;
      if (stopped) return;
      timer = setTimeout(tick, intervalMs);
      timer.unref();
    });
  }

  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
