import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundledPackages } from './build/bundled-packages.mjs';
import { compileHints } from './build/compile-hints.mjs';
import { deepImports } from './build/deep-imports.mjs';
import { homeChunkName } from './build/home-chunk.mjs';
import { serviceWorker } from './build/service-worker-plugin.mjs';
import pkg from './package.json' with { type: 'json' };

/**
 * The chunks whose code nearly all runs before Home's first paint: the entry and Home's own.
 * Chromium compiles them while they download, off the main thread (build/compile-hints.mjs).
 * Measured on the React build: docs/decisions/056 and 060.
 */
const COMPILED_EARLY = ['index', 'home', 'home-index', 'home-tabs', 'server-state-layout'];

/** The modules of four small chunks that /start's page and Home shared (docs/decisions/042). */
const SHARED_HELPERS =
  /[\\/](?:apps[\\/]web[\\/]src[\\/](?:lib[\\/]money|components[\\/]ui[\\/]button)|packages[\\/]domain[\\/]src[\\/](?:money[\\/]|format[\\/]|util[\\/](?:assert|messages|to-epoch-ms)))/;

export default defineConfig({
  plugins: [deepImports(), react(), serviceWorker(), bundledPackages(), compileHints(COMPILED_EARLY)],
  resolve: {
    alias: [
      { find: '@', replacement: decodeURI(new URL('./src', import.meta.url).pathname) },
      // zod without its eval test, which the CSP reports as a violation (src/lib/zod-jitless.ts).
      {
        find: /^zod$/,
        replacement: decodeURI(new URL('./src/lib/zod-jitless.ts', import.meta.url).pathname),
      },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // For /test only (the diagnostics chunk changes each build; the entry does not).
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    target: 'es2020',
    // Chromium (Android WebView) and Safari 17+ preload modules natively; older
    // browsers just skip the preload hints, so the polyfill is not worth 0.4 KB.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // entriesAware names vendor chunks after their pages (`vendor~a~b~...`): keep file names short.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('vendor~') ? 'assets/vendor-[hash].js' : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.startsWith('vendor~'))
            ? 'assets/vendor-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          // Everything the entry needs in one chunk: a dozen small chunks compress
          // worse than one and cost a request each (budget: 135 KB gzip for /start).
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 20 },
            // Small helpers that /start's page, Home and most others import (money and dates, the
            // button): one file, rather than a file (and a round trip) each on the way to a page.
            { name: 'page-helpers', test: SHARED_HELPERS, priority: 20 },
            // Home's first paint in a few files, libraries included (build/home-chunk.mjs).
            // Only the modules the name picks: a dependency the landing page shares stays out.
            { name: homeChunkName, priority: 15, includeDependenciesRecursively: false },
            // The libraries of the pages behind login, one chunk per set of pages that
            // share them (merged below 20 KB), so Home does not load the forms' zod or
            // the signature pad (pdf.js loads on its own; docs/decisions/042).
            {
              name: 'vendor',
              test: /node_modules[\\/](?!pdfjs-dist|antd-mobile-icons)/,
              priority: 10,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
          ],
        },
      },
    },
  },
});
