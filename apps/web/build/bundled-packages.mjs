// A Vite plugin (plain JS: Vite's config loader loads it natively).
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the list is written, beside Vite's manifest (the server serves no dot-folder: static-web.ts). */
export const BUNDLED_PACKAGES = '.vite/packages.json';

/**
 * The folder of the npm package a module comes from, or null for the app's own code:
 * the last `node_modules/` in its path, then the name (scoped names have two parts).
 * @param {string} id
 */
export function packageDir(id) {
  const path = id.replace(/\\/g, '/').replace(/^\0/, '').split('?')[0] ?? '';
  const at = path.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const rest = path.slice(at + '/node_modules/'.length).split('/');
  const depth = rest[0]?.startsWith('@') ? 2 : 1;
  return path.slice(0, at + '/node_modules/'.length) + rest.slice(0, depth).join('/');
}

/**
 * Writes the npm packages whose code the build ships (name, version, folder; one entry per
 * copy), so a test can tell which renderer the phones run and that there is one copy of it:
 * an alias or a nested node_modules would otherwise pass unnoticed (docs/decisions/060).
 * @returns {import('vite').Plugin}
 */
export function bundledPackages() {
  let root = process.cwd();
  return {
    name: 'app-bundled-packages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      /** @type {Map<string, { name: string, version: string, dir: string }>} */
      const packages = new Map();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const id of file.moduleIds) {
          const dir = packageDir(id);
          if (!dir || packages.has(dir)) continue;
          const { name, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
          // relative to the app's folder: the build machine's own paths stay out of the build
          packages.set(dir, { name, version, dir: relative(root, dir) });
        }
      }
      const list = [...packages.values()].sort((a, b) => a.name.localeCompare(b.name));
      this.emitFile({
        type: 'asset',
        fileName: BUNDLED_PACKAGES,
        source: `${JSON.stringify(list, null, 1)}\n`,
      });
    },
  };
}
