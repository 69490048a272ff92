import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/**
 * One server (with `env`) and one Chromium for the journeys of a file, started
 * together before them and stopped after. Read the fields inside tests only.
 */
export function useSuite(env: Record<string, string> = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** Every journey comes from 127.0.0.1: lift the phones-per-client captcha rule for them. */
export const MANY_PHONES_ONE_CLIENT = { CAPTCHA_PHONES_PER_CLIENT: '1000' };
