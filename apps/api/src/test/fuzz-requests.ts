import { createHmac } from 'node:crypto';
import { isErrorCode } from '@app/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { arbitraryOf, bodyOf, type JsonSchema, oddPathSegment, queryOf } from './json-schema-arbitrary';
import type { Operation } from './route-list';
import type { TestContext } from './test-app';

type Components = Record<string, JsonSchema>;

interface RawBody {
  type?: string;
  payload?: string | Buffer;
}

/** Bodies that are not what the content type says, or not there at all. */
const RAW_BODIES: readonly RawBody[] = [
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: '{"amountPaise": NaN}' },
  { type: 'application/json', payload: "{'a': 1}" },
  { type: 'application/json', payload: '{"x": 1e999, "y": -0}' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '"just a string"' },
  { type: 'application/json', payload: '[1,2,3]' },
  { type: 'application/json', payload: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}' },
  { type: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x80]) },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'application/json', payload: JSON.stringify({ text: 'x'.repeat(70 * 1024) }) },
  { type: 'text/plain', payload: '{}' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { type: 'multipart/form-data', payload: '--x\r\n' },
  {
    type: 'multipart/form-data; boundary=zz',
    payload: '--zz\r\nContent-Disposition: form-data; name="text"\r\n\r\n',
  },
  { type: 'image/jpeg', payload: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) },
  { type: 'image/png', payload: Buffer.alloc(0) },
  { type: 'video/mp4', payload: Buffer.from('ftypmp42') },
  { type: '', payload: '{}' },
  { type: 'application/json', payload: ' \n ' },
  { payload: '{"a":1}' },
];

function multipart(fields: Record<string, string | Buffer>): { type: string; payload: Buffer } {
  const boundary = 'fuzzboundary42';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const file = Buffer.isBuffer(value) ? `; filename="${name}.bin"` : '';
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`));
    parts.push(Buffer.isBuffer(value) ? value : Buffer.from(value));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
}

export interface Caller {
  name: string;
  /** Authorization header value, if any. */
  authorization?: string;
  /** Real ids by table: path params draw from them too, so requests reach past the lookups. */
  ids: Map<string, string[]>;
}

/** The table a path segment names, where the name alone does not say it. */
const TABLE_OF_SEGMENT: Record<string, string> = {
  orders: 'loan_orders',
  utr: 'repayments',
  payouts: 'payout_attempts',
  review: 'applications',
  offers: 'limit_offers',
  'deletion-requests': 'account_deletion_requests',
  staff: 'staff_users',
};

/** Real ids for the path param after `segment`: the table it names, else every id. */
function idsFor(caller: Caller, segment: string): string[] {
  const table = TABLE_OF_SEGMENT[segment] ?? segment.replaceAll('-', '_');
  return caller.ids.get(table) ?? [...caller.ids.values()].flat();
}

export interface FuzzRequest {
  label: string;
  options: InjectOptions;
}

/** A request generator for one operation and one caller. */
export function requestsFor(
  op: Operation,
  components: Components,
  caller: Caller,
  signingSecret?: string,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const paramArbitraries = pathParams.map((p) => {
    const segment = op.path.split(`/{${p.name}}`)[0]?.split('/').pop() ?? '';
    const ids = idsFor(caller, segment);
    return fc.oneof(
      { weight: 3, arbitrary: arbitraryOf(p.schema, components).map((v) => encodeURIComponent(String(v))) },
      ...(ids.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...ids) }] : []),
      { weight: 2, arbitrary: oddPathSegment() },
    );
  });
  const path = fc
    .tuple(...paramArbitraries)
    .map((values) => pathParams.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), op.path));
  const query =
    queryParams.length > 0
      ? fc.option(queryOf(queryParams, components), { nil: '' })
      : fc.option(queryOf([], components), { nil: '', freq: 4 });

  const jsonTypes = Object.keys(op.body).filter((type) => type !== 'multipart/form-data');
  const bodies: fc.Arbitrary<RawBody>[] = (jsonTypes.length > 0 ? jsonTypes : ['application/json']).map(
    (type) =>
      bodyOf(op.body[type], components).map((value) =>
        value === undefined ? {} : { payload: JSON.stringify(value), type },
      ),
  );
  if (op.body['multipart/form-data']) {
    bodies.push(
      fc
        .record(
          {
            text: fc.oneof(fc.string({ maxLength: 1200 }), fc.constant('  '), fc.constant('x'.repeat(4100))),
            screenshot: fc.oneof(
              fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
              fc.constant('not a file'),
            ),
          },
          { requiredKeys: [] },
        )
        .map((fields) => multipart(fields as Record<string, string | Buffer>)),
    );
  }
  if (/\/photos\/\{kind\}$/.test(op.path) && op.method === 'POST') {
    bodies.push(
      fc.record({
        type: fc.constantFrom('image/jpeg', 'image/png', 'image/gif', 'application/octet-stream'),
        payload: fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from([0xff, 0xd8, ...b])),
      }),
    );
  }
  const body: fc.Arbitrary<RawBody> = fc.oneof(
    { weight: 8, arbitrary: fc.oneof(...bodies) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
    { weight: 1, arbitrary: fc.constant<RawBody>({}) },
  );

  const headers = fc.record(
    {
      'accept-language': fc.oneof(
        fc.constantFrom('en', 'hi', 'zh', 'hi-IN,hi;q=0.9', 'xx', '*', ';q=', 'zh;q=NaN'),
        fc.string({ maxLength: 30 }),
      ),
      'idempotency-key': fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
        fc.constantFrom('', 'short', 'x'.repeat(300), 'ключ-ключ-ключ'),
      ),
      'x-signature': fc.oneof(
        fc.constant('sign'),
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }),
        fc.constant(''),
      ),
      'x-forwarded-for': fc.constantFrom('1.2.3.4', 'junk', '::1, 10.0.0.1'),
    },
    { requiredKeys: [] },
  );
  const authVariants = caller.authorization
    ? fc.oneof(
        { weight: 8, arbitrary: fc.constant(caller.authorization) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(
          'Bearer ',
          'Bearer junk',
          'Basic dXNlcjpwYXNz',
          `Bearer ${'a'.repeat(5000)}`,
          'bearer\u0000x',
          'Bearer 00000000-0000-0000-0000-000000000000',
        ),
      );

  return fc
    .tuple(path, query, body, headers, authVariants, fc.nat(9))
    .map(([url, qs, b, h, authorization, dice]) => {
      const allHeaders: Record<string, string> = {};
      for (const [key, value] of Object.entries(h)) if (value !== undefined) allHeaders[key] = value;
      if (authorization !== undefined) allHeaders.authorization = authorization;
      // A GET carries a body now and then too: it must be ignored or refused, never crash.
      const withBody = op.method !== 'GET' || dice === 0;
      if (withBody && b.type !== undefined) allHeaders['content-type'] = b.type;
      if (withBody && signingSecret && allHeaders['x-signature'] === 'sign' && b.payload !== undefined) {
        allHeaders['x-signature'] = createHmac('sha256', signingSecret).update(b.payload).digest('hex');
      }
      const fullUrl = qs ? `${url}?${qs}` : url;
      const options: InjectOptions = { method: op.method, url: fullUrl, headers: allHeaders };
      if (withBody && b.payload !== undefined) options.payload = b.payload;
      const shown =
        typeof b.payload === 'string'
          ? b.payload.slice(0, 300)
          : b.payload
            ? `<${b.payload.length} bytes>`
            : '';
      return {
        label: `${caller.name}: ${op.method} ${fullUrl.slice(0, 300)} ${JSON.stringify(allHeaders).slice(0, 300)} ${withBody ? shown : ''}`,
        options,
      };
    });
}

/** What every answer must be: never a 5xx; an error is { code from the catalogue, message }. */
export function badAnswer(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 500)}`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `status ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !isErrorCode(code))
    return `status ${res.statusCode} without a catalogue code: ${res.body.slice(0, 300)}`;
  if (typeof message !== 'string' || message.length === 0)
    return `status ${res.statusCode} without a message: ${res.body.slice(0, 300)}`;
  return null;
}

/** Every uuid id in the database (a few per table): the real objects a request can name. */
export async function idsInDatabase(ctx: TestContext, perTable = 5): Promise<Map<string, string[]>> {
  const tables = await ctx.database.db.execute(
    sql`select table_name from information_schema.columns where column_name = 'id' and data_type = 'uuid' and table_schema = 'public'`,
  );
  const out = new Map<string, string[]>();
  for (const row of rowsOf(tables)) {
    const table = String(row.table_name);
    const ids = await ctx.database.db.execute(
      sql.raw(`select id::text as id from "${table}" limit ${perTable}`),
    );
    const list = rowsOf(ids).map((r) => String(r.id));
    if (list.length > 0) out.set(table, list);
  }
  return out;
}

export function rowsOf(result: unknown): Record<string, unknown>[] {
  const r = result as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
