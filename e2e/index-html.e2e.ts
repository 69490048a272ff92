// What index.html of the web build carries: the entry's script and stylesheet as files, and no
// inline code (decision 060; the server's CSP would allow inline elements only by their hash).
// Read from the build after `npm run build`: no browser, no server (csp.e2e.ts loads the pages
// in Chromium under the real policy).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineElements } from '../apps/api/src/plugins/security-headers';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest: Record<string, { file: string; css?: string[] }> = JSON.parse(
  readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
);

describe('index.html of the web build', () => {
  it("loads the entry's script and its stylesheet as files of the build, with no inline code", () => {
    const entry = manifest['index.html'];
    expect(entry?.file).toMatch(/^assets\/index-[\w-]+\.js$/);
    expect(html).toContain(`src="/${entry?.file}"`);
    expect(entry?.css?.length).toBeGreaterThan(0);
    for (const css of entry?.css ?? []) {
      expect(html).toContain(`href="/${css}"`);
      expect(readFileSync(join(dist, css), 'utf8')).toContain('--brand:#0f766e');
    }
    expect(inlineElements(html)).toEqual({ scripts: [], styles: [] });
  });

  it('names no CSS file that is not in the build, in any script, the manifest or the service worker', () => {
    const assets = join(dist, 'assets');
    const texts = [
      ...readdirSync(assets)
        .filter((name) => name.endsWith('.js'))
        .map((name) => readFileSync(join(assets, name), 'utf8')),
      readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
      readFileSync(join(dist, 'sw.js'), 'utf8'),
    ];
    const named = new Set(
      texts.flatMap((text) => [...text.matchAll(/assets\/[\w.-]+\.css/g)].map((m) => m[0])),
    );
    expect(named.size).toBeGreaterThan(0);
    for (const file of named) expect(existsSync(join(dist, file)), file).toBe(true);
  });
});
