// The files whose code runs before Home's first paint carry V8's compile hint as their very
// first line, where V8 honours it (decision 056); no other file carries it, since Chromium
// would compile every function of a page's chunk whether the page runs it or not.
// Read from the build after `npm run build`: no browser, no server.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const HINT = '//# allFunctionsCalledOnLoad\n';

interface ManifestChunk {
  file: string;
  name?: string;
}
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
);
const scripts = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
const text = (chunk: ManifestChunk) => readFileSync(join(dist, chunk.file), 'utf8');

describe('compile hints in the web build', () => {
  it('open the entry and the chunks of Home, before any code', () => {
    const hinted = scripts.filter((chunk) => text(chunk).startsWith(HINT)).map((chunk) => chunk.name);
    expect(hinted.sort()).toEqual(['home', 'home-index', 'home-tabs', 'index', 'server-state-layout']);
  });

  it('appear nowhere else', () => {
    for (const chunk of scripts) {
      const occurrences = text(chunk).split('allFunctionsCalledOnLoad').length - 1;
      expect(occurrences, chunk.file).toBe(text(chunk).startsWith(HINT) ? 1 : 0);
    }
  });
});
