import { defineConfig } from 'vitest/config';

/**
 * One runner, four projects. `npm test` (scripts/test.mjs) runs them in order:
 * lint and types, unit (domain + web), api (PGlite, and PostgreSQL when
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
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/__tests__/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file has its own database (PGlite in memory, or a fresh
          // PostgreSQL database), so two files can run at once.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file starts its own server (PGlite in a fresh folder) and browser:
          // two at once use both cores of a small CI machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
