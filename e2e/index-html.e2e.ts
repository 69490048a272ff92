// What index.html carries inline (decision 058): the entry's CSS as a <style>, and a script that
// asks for Home's files when the app opens on Home. Read from the build after `npm run build`:
// no browser, no server (csp.e2e.ts runs both in Chromium under the real policy).
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
// What the server's policy trusts by hash (apps/api/src/plugins/security-headers.ts).
const inline = inlineElements(html);

describe('index.html of the web build', () => {
  it("holds the entry's CSS itself: no stylesheet link, one <style> with the app's colours", () => {
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const [css, ...more] = inline.styles;
    expect(more).toEqual([]);
    expect(css).toContain('--brand:#0f766e');
    expect(css).not.toMatch(/<\/style/i);
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

  it("has one inline script, after the entry's <style>, listing Home's files as the build names them", () => {
    const [script, ...more] = inline.scripts;
    expect(more).toEqual([]);
    const files: string[] = JSON.parse(/\)\((\[[^\]]*\])\)$/.exec(String(script))?.[1] ?? '[]');
    for (const file of files) expect(existsSync(join(dist, file)), file).toBe(true);
    const home = (key: string) => `/${manifest[key]?.file}`;
    expect(files).toContain(home('src/features/home/routes/home-index.tsx'));
    expect(files).toContain(home('src/app/home-tabs.tsx'));
    expect(files).toContain(home('src/app/server-state-layout.tsx'));
    // the entry's own script is not asked for twice
    expect(files).not.toContain(home('index.html'));
    // after the entry's <style>: the stylesheets it adds come later in the cascade
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('<style>'));
  });
});
