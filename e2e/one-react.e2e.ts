// The phones run React itself, one copy of it (decision 060): the web build ships react and
// react-dom in the versions the unit tests render with, and no second renderer (Preact, or a
// second React that a nested node_modules or an alias would bring). Read from the build after
// `npm run build`: no browser, no server.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUNDLED_PACKAGES } from '../apps/web/build/bundled-packages.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(root, process.env.WEB_DIST ?? 'apps/web/dist');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const shipped: { name: string; version: string; dir: string }[] = JSON.parse(
  readFileSync(join(dist, BUNDLED_PACKAGES), 'utf8'),
);
const scripts = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, text: readFileSync(join(dist, 'assets', name), 'utf8') }));

const copiesOf = (name: string) => shipped.filter((entry) => entry.name === name);

describe('the renderer the web build ships', () => {
  it('is React and React DOM, one copy each, in the versions the unit tests use', () => {
    for (const name of ['react', 'react-dom', 'scheduler']) expect(copiesOf(name), name).toHaveLength(1);
    expect(copiesOf('react')[0]?.version).toBe(rootPackage.dependencies.react);
    expect(copiesOf('react-dom')[0]?.version).toBe(rootPackage.dependencies['react-dom']);
  });

  it('comes with no second renderer: no Preact, no other package that draws the DOM', () => {
    const renderers = shipped.filter((entry) =>
      /^(@preact\/|preact|inferno|million|react-dom-)/.test(entry.name),
    );
    expect(renderers).toEqual([]);
    // The code itself, in case a renderer came in some other way than a package folder:
    // each React DOM announces itself to the devtools once, Preact's vnodes carry `__k`.
    const announced = scripts.flatMap(({ name, text }) =>
      [...text.matchAll(/rendererPackageName:\s*[`'"]([\w-]+)[`'"]/g)].map((m) => `${name}: ${m[1]}`),
    );
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatch(/: react-dom$/);
    for (const { name, text } of scripts) expect(text, name).not.toMatch(/__k:null,__:null,__b:0/);
  });

  it('lists the libraries the app is built on, so the check above reads a real list', () => {
    const names = new Set(shipped.map((entry) => entry.name));
    for (const name of ['react-router', 'i18next', 'antd-mobile', 'zustand', '@tanstack/react-query'])
      expect(names.has(name), name).toBe(true);
  });
});
