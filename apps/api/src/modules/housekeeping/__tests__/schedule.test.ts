import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { scheduleHousekeeping } from '../housekeeping-schedule';
import type { SweepResult } from '../housekeeping-service';

const NOTHING: SweepResult = {
  captchaChallenges: 0,
  otpChallenges: 0,
  verificationCodes: 0,
  loginFailures: 0,
  phoneLocks: 0,
  sessions: 0,
};

function memoryLogger() {
  const calls: { level: string; args: unknown[] }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void calls.push({ level, args });
  const logger = { info: at('info'), debug: at('debug'), error: at('error') } as unknown as FastifyBaseLogger;
  return { logger, calls };
}

describe('housekeeping schedule', () => {
  it('sweeps at once, then again after each interval, and survives a failing sweep', async () => {
    const { logger, calls } = memoryLogger();
    const sweep = vi
      .fn<() => Promise<SweepResult>>()
      .mockRejectedValueOnce(new Error('database unavailable'))
      .mockResolvedValueOnce({ ...NOTHING, sessions: 3 })
      .mockResolvedValue(NOTHING);
    const schedule = scheduleHousekeeping({ sweep, logger, intervalMs: 5 });
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(sweep.mock.calls.length).toBeGreaterThanOrEqual(3));
    await schedule.stop();
    const after = sweep.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sweep).toHaveBeenCalledTimes(after);

    expect(calls[0]).toMatchObject({
      level: 'error',
      args: [{ err: expect.any(Error) }, 'housekeeping sweep failed'],
    });
    expect(calls[1]).toMatchObject({
      level: 'info',
      args: [{ deleted: { sessions: 3 } }, 'housekeeping sweep'],
    });
  });

  it('stop waits for the sweep in progress, then no other starts', async () => {
    const { logger } = memoryLogger();
    let finish: () => void = () => {};
    const sweep = vi.fn(
      () =>
        new Promise<SweepResult>((resolve) => {
          finish = () => resolve(NOTHING);
        }),
    );
    const schedule = scheduleHousekeeping({ sweep, logger, intervalMs: 5 });
    let stopped = false;
    const stopping = schedule.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sweep).toHaveBeenCalledTimes(1);
  });
});
