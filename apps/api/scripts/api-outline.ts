// npm run docs:api (node --import tsx apps/api/scripts/api-outline.ts)
// Rewrites docs/api-v1-outline.md from the OpenAPI document and the error
// catalogue. The app is built twice without a database (no route touches one
// while it is built): once as tests build it, with every simulator and test
// route, and once as production does, so that what exists only outside
// production is marked. The part between the KEPT_BY_HAND markers is copied
// from the file as it is. apps/api/src/__tests__/docs.test.ts fails
// when the committed file differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, errorMessage } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config/config';
import { parseEnv } from '../src/config/env';
import type { Database } from '../src/db/client';
import { errorStatus } from '../src/http/error-status';
import { OffsetClock } from '../src/lib/clock';
import { PRODUCTION_ENV, realParties } from '../src/test/outside-parties';
import { registeredRoutes } from '../src/test/route-list';

export const OUTLINE_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/api-v1-outline.md');
export const OUTLINE_COMMAND = 'npm run docs:api';

const KEPT_START = '<!-- KEPT_BY_HAND: start (the generator copies this part as it is) -->';
const KEPT_END = '<!-- KEPT_BY_HAND: end -->';

type Schema = {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
};
interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * A stand-in database: building the app registers routes and opens no connection; the one
 * write at a production start (version 1 of the product configuration) gets no rows back.
 */
const noRows: unknown = new Proxy(() => {}, {
  get: (_target, prop) => (prop === 'then' ? (resolve: (rows: unknown[]) => void) => resolve([]) : noRows),
  apply: () => noRows,
});
const NO_DATABASE = {
  db: noRows,
  driver: 'pglite',
  listen: async () => async () => {},
  close: async () => {},
} as unknown as Database;

function config(overrides: Record<string, string>): AppConfig {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'outline-secret-outline-secret-outline-01',
    DATA_ENCRYPTION_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktMDEyMzQ',
    WEB_DIST: '/nonexistent/web-dist',
    CONSOLE_DIST: '/nonexistent/console-dist',
    FILES_DIR: '/nonexistent/files',
    HOME_CACHE_ENTRIES: '0',
    ...overrides,
  });
  return {
    ...env,
    APP_SECRET: env.APP_SECRET ?? '',
    DATA_ENCRYPTION_KEY: env.DATA_ENCRYPTION_KEY ?? '',
    FILES_DIR: env.FILES_DIR ?? '',
    VERSION: 'outline',
  };
}

async function routesOf(app: FastifyInstance): Promise<{ doc: OpenApi; routes: string[] }> {
  await app.ready();
  const result = { doc: app.swagger() as unknown as OpenApi, routes: registeredRoutes(app) };
  await app.close();
  return result;
}

const schemaName = (schema: Schema | undefined): string => {
  if (!schema) return '-';
  if (schema.$ref) return schema.$ref.replace('#/components/schemas/', '');
  const either = schema.anyOf ?? schema.oneOf;
  if (either) return either.map(schemaName).join(' or ');
  if (schema.type === 'null') return 'null';
  if (schema.type === 'array') return `${schemaName(schema.items)}[]`;
  if (schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.keys(schema.properties).map((key) => (required.has(key) ? key : `${key}?`));
    return `{${fields.join(', ')}}`;
  }
  return Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
};

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function body(op: Operation): string {
  const content = op.requestBody?.content;
  if (!content) return '-';
  return Object.entries(content)
    .map(([type, { schema }]) =>
      type === 'application/json' ? schemaName(schema) : `${type} ${schemaName(schema)}`,
    )
    .join('; ');
}

function answers(op: Operation): string {
  return Object.entries(op.responses)
    .filter(([status]) => status.startsWith('2'))
    .map(([status, response]) => {
      const json = response.content?.['application/json']?.schema;
      return json ? `${status} ${schemaName(json)}` : status;
    })
    .join(', ');
}

/** The statuses a route may answer besides success and the 500/503 every route may. */
const failures = (op: Operation) =>
  Object.keys(op.responses)
    .filter((status) => !status.startsWith('2') && status !== '500' && status !== '503')
    .join(', ') || '-';

function auth(op: Operation): string {
  const scheme = op.security?.[0] ? Object.keys(op.security[0])[0] : undefined;
  return scheme === 'bearerAuth' ? 'bearer' : scheme === 'staffAuth' ? 'staff' : '-';
}

function pathWithQuery(path: string, op: Operation): string {
  const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const trimmed = path.replace(/(.)\/$/, '$1');
  return query.length ? `${trimmed}?${query.join('&')}` : trimmed;
}

/** The part of `text` between the markers, markers included; a fresh one when there is none. */
export function keptByHand(text: string): string {
  const start = text.indexOf(KEPT_START);
  const end = text.indexOf(KEPT_END);
  if (start < 0 || end < start) return `${KEPT_START}\n\n${KEPT_END}`;
  return text.slice(start, end + KEPT_END.length);
}

/** The whole outline: generated parts around `kept` (the hand-kept part with its markers). */
export async function renderOutline(kept: string): Promise<string> {
  const everything = await routesOf(
    await buildApp({
      config: config({ TEST_CLOCK: 'true', TEST_STAFF_ROUTES: 'true', ESIGN_PROVIDER: 'esp_simulator' }),
      database: NO_DATABASE,
      // POST /api/test/clock is registered only with a clock it can move (TEST_CLOCK, as main.ts does).
      clock: new OffsetClock(),
      logger: false,
    }),
  );
  const production = await routesOf(
    await buildApp({
      config: config(PRODUCTION_ENV),
      database: NO_DATABASE,
      logger: false,
      ...realParties(),
    }),
  );
  const inProduction = new Set(production.routes);

  const lines: string[] = [
    '# API v1 outline',
    '',
    `<!-- Generated by \`${OUTLINE_COMMAND}\` (apps/api/scripts/api-outline.ts) from the OpenAPI document and the`,
    'error catalogue; only the part marked KEPT_BY_HAND is edited by hand. A test fails when the rest differs. -->',
    '',
    'The schemas live in `packages/contract/src` (named here as the OpenAPI document names them); the',
    'document itself is at `/api/openapi.json` and browsable at `/api/docs` outside production. All JSON',
    'unless a type is named. Auth: `bearer` is `Authorization: Bearer <token>` of a borrower session,',
    '`staff` of a console session. Messages come in the `Accept-Language` (en, hi, zh; default en).',
    'Every route may also answer 500 INTERNAL and 503 MAINTENANCE. Routes marked **(not in production)**',
    'exist only beside a simulator or a test switch (decision 066).',
  ];
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(everything.doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const key = `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`;
      const mark = inProduction.has(key) ? '' : ' **(not in production)**';
      const tag = op.tags?.[0] ?? 'other';
      const row = [
        method.toUpperCase(),
        `\`${pathWithQuery(path, op)}\``,
        auth(op),
        body(op),
        answers(op),
        failures(op),
        `${op.summary ?? ''}${mark}`,
      ];
      byTag.set(tag, [...(byTag.get(tag) ?? []), `| ${row.map(cell).join(' | ')} |`]);
    }
  }
  for (const [tag, rows] of byTag) {
    lines.push(
      '',
      `## ${tag}`,
      '',
      '| method | path | auth | body | answer | also | what |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    );
  }

  const documented = new Set(
    Object.entries(everything.doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`),
    ),
  );
  const hidden = everything.routes.filter((route) => !documented.has(route));
  lines.push(
    '',
    '## Routes outside the OpenAPI document',
    '',
    'Registered but hidden from the document: webhooks signed by HMAC, test switches, the document itself',
    '(in production only with `API_DOCS=true`).',
    '',
    ...hidden.map((route) => `- \`${route}\`${inProduction.has(route) ? '' : ' **(not in production)**'}`),
  );

  lines.push(
    '',
    '## Error codes',
    '',
    'Every error is the HTTP status and `{ code, message, field?, retryAfterSeconds? }`. The codes, their',
    'statuses and English messages, from `packages/domain/src/errors/catalogue.ts` and',
    '`apps/api/src/http/error-status.ts` (`{{name}}` is filled in when the error is raised).',
    '',
    '| code | status | message (en) |',
    '| --- | --- | --- |',
    ...ERROR_CODES.map((code) => `| ${code} | ${errorStatus(code)} | ${cell(errorMessage(code, 'en'))} |`),
    '',
    kept,
    '',
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = readFileSync(OUTLINE_FILE, 'utf8');
  writeFileSync(OUTLINE_FILE, await renderOutline(keptByHand(current)));
  console.log(`wrote ${OUTLINE_FILE}`);
}
