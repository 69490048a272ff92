import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this file whose package.json
 * declares workspaces. Relative paths in the configuration (DATA_DIR, WEB_DIST)
 * are resolved against it, so `npm start` at the root and `npm run start -w
 * apps/api` (cwd apps/api) use the same ./data folder.
 */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (pkg.workspaces) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

/** apps/api: where the committed migrations live. */
export const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');

export function fromRepoRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** The product version shown by /api/health and /api/v1/config: the root package.json's. */
export function readAppVersion(): string {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}
