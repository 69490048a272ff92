// No secret and no server code in what browsers download (decision 045): the
// web and console builds are read file by file after `npm run build`. No
// browser, no server: a second or two.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARS } from '../apps/api/src/config/env';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The builds the e2e servers serve (WEB_DIST and CONSOLE_DIST may name others).
const DISTS = [process.env.WEB_DIST ?? 'apps/web/dist', process.env.CONSOLE_DIST ?? 'apps/console/dist'].map(
  (dist) => resolve(root, dist),
);

/** Environment variables that hold a secret: keys, tokens, passwords, the database URL. */
const SECRET_VARS = ENV_VARS.map((v) => v.name).filter((name) =>
  /SECRET|_KEY$|TOKEN|PASSWORD|DATABASE_URL/.test(name),
);

/** Where the repository writes secret values down: tests, benches, CI, scripts, the dev data folder. */
const VALUE_SOURCES = ['apps/api/src', 'e2e', 'bench', 'scripts', '.ci', 'README.md', 'docs'];
const DEV_SECRETS = [
  'data/app-secret',
  'data/data-key',
  '.env',
  'apps/api/.env',
  '.env.local',
  '.env.production',
];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('dist')) continue;
    yield* files(join(path, name));
  }
}

/** The values the repository gives secret variables (`APP_SECRET: '...'`, `KEY=...`), 8 characters or more. */
function knownSecretValues(): Set<string> {
  const values = new Set<string>();
  const names = SECRET_VARS.join('|');
  // NAME: 'value' in code, NAME=value in shell and .env files
  const quoted = new RegExp(`\\b(?:${names})\\b['"]?\\s*:\\s*['"\`]([^'"\`]{8,})['"\`]`, 'g');
  const assigned = new RegExp(`\\b(?:${names})=['"]?([^\\s'"]{8,})`, 'g');
  for (const source of VALUE_SOURCES) {
    for (const file of files(join(root, source))) {
      if (
        !/\.(ts|mjs|js|json|md|sh|yml|yaml|env)$|\/run$/.test(file) ||
        file.endsWith('bundle-secrets.e2e.ts')
      )
        continue;
      const text = readFileSync(file, 'utf8');
      for (const match of [...text.matchAll(quoted), ...text.matchAll(assigned)]) {
        const value = match[1] ?? '';
        if (!value.includes('${')) values.add(value); // a template, not a value
      }
    }
  }
  for (const file of DEV_SECRETS) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const value = line.replace(/^[A-Z_]+=/, '').trim();
      if (value.length >= 8) values.add(value);
    }
  }
  return values;
}

const TOKEN_PATTERNS: [string, RegExp][] = [
  ['private key block', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['Stripe secret key', /\b[sr]k_(?:live|test)_[0-9A-Za-z]{20,}/],
  ['GitHub token', /\b(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{40,})/],
  ['Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['JWT', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['database URL with a password', /postgres(?:ql)?:\/\/[^:/\s'"`]+:[^@/\s'"`]+@/],
];

/** Strings only server code has: the API's sources, its database and HTTP libraries. */
const SERVER_MARKERS = [
  'apps/api/',
  'drizzle-orm',
  'DrizzleQueryError',
  '@electric-sql/pglite',
  'pg-protocol',
  'SCRAM-SHA-256',
  'FST_ERR_',
  'fastify',
  'pino-std-serializers',
  'node:crypto',
  'node:fs',
  'loadOrCreateAppSecret',
  'createFieldCipher',
];

interface Shipped {
  path: string;
  text: string;
}

function shipped(): Shipped[] {
  const list: Shipped[] = [];
  for (const dist of DISTS) {
    for (const path of files(dist)) {
      if (!/\.(js|mjs|css|html|json|webmanifest|map|txt|svg)$/.test(path)) continue;
      list.push({ path: relative(root, path), text: readFileSync(path, 'utf8') });
    }
  }
  return list;
}

describe('what the browser downloads', () => {
  const builds = shipped();

  it('is built: both apps have files to scan', () => {
    for (const dist of DISTS)
      expect(existsSync(join(dist, 'index.html')), `${dist}: run npm run build`).toBe(true);
    expect(builds.filter((file) => file.path.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it('holds no secret variable by name or by any value the repository gives one', () => {
    const values = knownSecretValues();
    // the test configuration's keys at least (apps/api/src/test/test-app.ts)
    expect(values.size).toBeGreaterThanOrEqual(2);
    const found: string[] = [];
    for (const { path, text } of builds) {
      for (const name of SECRET_VARS) if (text.includes(name)) found.push(`${path}: ${name}`);
      for (const value of values)
        if (text.includes(value)) found.push(`${path}: value of a secret (${value.slice(0, 3)}…)`);
    }
    expect(found).toEqual([]);
  });

  it('holds no private key, cloud or API token, JWT or database URL with a password', () => {
    const found: string[] = [];
    for (const { path, text } of builds) {
      for (const [label, pattern] of TOKEN_PATTERNS) {
        const match = pattern.exec(text);
        if (match) found.push(`${path}: ${label} (${match[0].slice(0, 8)}…)`);
      }
    }
    expect(found).toEqual([]);
  });

  it('holds no server code, and no source map that would ship sources', () => {
    const found: string[] = [];
    for (const { path, text } of builds) {
      if (path.endsWith('.map')) found.push(`${path}: a source map is shipped`);
      for (const marker of SERVER_MARKERS) if (text.includes(marker)) found.push(`${path}: ${marker}`);
      if (/sourceMappingURL=(?!data:)/.test(text)) found.push(`${path}: points to a source map`);
    }
    expect(found).toEqual([]);
  });
});
