import { defineConfig } from 'vitest/config';

/**
 * One runner, five projects. `npm test` (scripts/test.mjs) runs them in order:
 * lint and types, unit (domain, web, console), api (PGlite, and PostgreSQL when
 * DATABASE_URL is set), then e2e in Chromium against the built app.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages',
          include: ['**/__tests__/**/*.test.ts'],
          environment: 'node',
          // Pure functions: the files of a worker can share loaded modules.
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Page tests mock modules (toast) and set the language: each file stays isolated,
          // two at a time on a 2-core machine.
          maxWorkers: 2,
          // A page test renders, clicks and waits for a query: on a loaded 2-core CI machine that
          // took over vitest's default 5 s; a wrong value still fails it at once.
          testTimeout: 20_000,
        },
      },
      {
        extends: './apps/console/vite.config.ts',
        test: {
          name: 'console',
          root: 'apps/console',
          include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Screen tests stub fetch: each file stays isolated, two at a time.
          maxWorkers: 2,
          // As the web project: a loaded CI machine took over 5 s for a screen's clicks and queries.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/__tests__/**/*.test.ts'],
          // Names the run; its teardown drops the run's PostgreSQL databases (decision 057).
          globalSetup: ['./src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each worker has its own databases (PGlite in memory, and a fresh PostgreSQL
          // database with DATABASE_URL), so two files can run at once.
          maxWorkers: 2,
          // Files share a worker's loaded modules (the whole app graph takes seconds to import)
          // and its databases, emptied before every test: no API test mocks modules.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./support/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What a page shows after a click may take seconds on a loaded 2-core CI machine
          // (vitest's default of 1 s failed there); a journey still fails on a wrong value.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // A journey that fails is run once more (with a new phone number, on the same server).
          // Every failed attempt is printed with the open pages and the server's last lines,
          // and npm test lists them at its end, so a journey that passed on its retry is still
          // seen and mended; only a journey that fails twice fails the run (decision 054).
          retry: 1,
          // Each file starts its own server (PGlite in a fresh folder) and browser:
          // two at once use both cores of a small CI machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
