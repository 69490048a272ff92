// A Vite plugin (plain JS: Vite's config loader will load it natively).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/**
 * The modules whose files make the app shell: the entry (index.html), the
 * landing page, and what a returning borrower opens first (the layout behind
 * login, the tab bar, Home, its Apply sheet). With their static imports, CSS
 * and images they are precached, so the app opens offline and says so instead
 * of failing.
 * Every other page's files are kept the first time they are used.
 */
export const SHELL_MODULES = [
  'index.html',
  'src/features/auth/routes/start.tsx',
  'src/app/server-state-layout.tsx',
  'src/app/home-tabs.tsx',
  'src/app/routes/home/home-index.tsx',
  // Home's Apply sheet: its code runs at the first touch of Apply, its files are here so that
  // the touch does not wait for the network (features/home/components/apply-hero.tsx).
  'src/features/home/components/documents-sheet.tsx',
];

/** Files outside /assets/ the shell shows (the logo on the landing page, the tab icon). */
const SHELL_STATIC = ['/index.html', '/logo.svg', '/icons/favicon-48.png'];

/**
 * The URLs of `modules` and of everything they import statically, from the Vite manifest.
 * @param {import('vite').Manifest} manifest
 * @param {readonly string[]} modules
 * @returns {string[]}
 */
export function shellFiles(manifest, modules) {
  const files = new Set();
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`service worker: ${key} is not in the build (update SHELL_MODULES)`);
    if (!chunk.file.endsWith('.html')) files.add(`/${chunk.file}`);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of modules) visit(key);
  return [...files].sort();
}

/**
 * Builds src/sw/service-worker.ts into /sw.js after the app, with this
 * build's shell list and a version derived from it: a new build is a new
 * worker (its bytes differ), which precaches the new shell and drops the old.
 * Only for production builds; tests and the dev server never see a worker.
 * @returns {import('vite').Plugin}
 */
export function serviceWorker() {
  let root = '';
  let outDir = '';
  return {
    name: 'app-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const manifestPath = join(outDir, '.vite', 'manifest.json');
      if (!existsSync(manifestPath)) return; // the app build failed: nothing to cache
      /** @type {import('vite').Manifest} */
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      const precache = [...SHELL_STATIC, ...shellFiles(manifest, SHELL_MODULES)];
      const version = createHash('sha256')
        .update(precache.join('\n'))
        .update(readFileSync(join(outDir, 'index.html')))
        .digest('hex')
        .slice(0, 12);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __SW_VERSION__: JSON.stringify(version),
          __SW_PRECACHE__: JSON.stringify(precache),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          manifest: false,
          target: 'es2020',
          lib: {
            entry: resolve(root, 'src/sw/service-worker.ts'),
            formats: ['iife'],
            name: 'serviceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
