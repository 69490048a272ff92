import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OffsetClock } from '../../lib/clock';

/**
 * POST /api/test/clock (TEST_CLOCK only, never in production): moves the
 * server's clock forward, then runs what the clock drives (the daily accrual,
 * reminders and due jobs) so a test sees the new day at once.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{
  clock: OffsetClock;
  tick: () => Promise<unknown>;
}> = async (app, { clock, tick }) => {
  app.post(
    '/api/test/clock',
    {
      schema: {
        hide: true,
        body: z
          .object({
            days: z.number().int().min(0).max(400).default(0),
            minutes: z.number().int().min(0).max(1440).default(0),
          })
          .strict(),
      },
    },
    async (request) => {
      clock.advance((request.body.days * 1440 + request.body.minutes) * 60_000);
      await tick();
      return { now: clock.now().toISOString() };
    },
  );
};
