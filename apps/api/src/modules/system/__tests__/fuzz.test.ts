import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../../../lib/hashing';
import { approvedCustomer, consent, identityValues, putStep } from '../../../test/application-fixtures';
import { badAnswer, type Caller, idsInDatabase, requestsFor } from '../../../test/fuzz-requests';
import type { JsonSchema } from '../../../test/json-schema-arbitrary';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { documentedOperations, type Operation, registeredRoutes, routeKey } from '../../../test/route-list';
import { staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

/**
 * Property-based fuzzing of every route, from its schema in the OpenAPI
 * document (decision 044). `FUZZ_RUNS` sets the runs per route per caller
 * (`npm run test:fuzz` uses 300); `npm test` runs a few so the file stays fast.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** Per test: `npm test` runs finish in seconds; a long run gets time in step with its runs. */
const TIMEOUT = 30_000 + RUNS * 2_000;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });

const CSP_FIELDS: JsonSchema = {
  type: 'object',
  properties: {
    'document-uri': str(),
    'blocked-uri': str(),
    'effective-directive': str(),
    'line-number': { type: ['integer', 'string'] },
    documentURL: str(),
    lineNumber: { type: 'integer' },
  },
};
const CSP_REPORT: JsonSchema = {
  anyOf: [
    { type: 'object', properties: { 'csp-report': CSP_FIELDS }, required: ['csp-report'] },
    {
      type: 'array',
      items: { type: 'object', properties: { type: { const: 'csp-violation' }, body: CSP_FIELDS } },
    },
  ],
};

/** Routes hidden from the document, with the schema their handler checks. */
const HIDDEN: Operation[] = [
  {
    method: 'POST',
    path: '/api/v1/webhooks/payouts',
    parameters: [],
    security: 'none',
    hidden: true,
    body: {
      'application/json': {
        type: 'object',
        properties: {
          idempotencyKey: str({ maxLength: 200 }),
          status: { enum: ['succeeded', 'failed'] },
          utr: str({ pattern: '^\\d{12}$' }),
          reason: { enum: ['account_invalid', 'account_closed', 'ifsc_invalid'] },
        },
        required: ['idempotencyKey', 'status'],
      },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/webhooks/collections',
    parameters: [],
    security: 'none',
    hidden: true,
    body: {
      'application/json': {
        type: 'object',
        properties: {
          eventId: str({ maxLength: 200 }),
          reference: str({ maxLength: 64 }),
          status: { enum: ['succeeded', 'failed'] },
          amountPaise: { type: 'integer', minimum: -1, maximum: 1e12 },
          gatewayRef: str({ maxLength: 100 }),
          reason: { enum: ['declined', 'expired', 'amount_mismatch'] },
        },
        required: ['eventId', 'reference', 'status'],
      },
    },
  },
  {
    // Signed in x-mandate-signature (sha256=<hex>), which the fuzzer does not sign: every body is 401 or 400.
    method: 'POST',
    path: '/api/v1/webhooks/mandate',
    parameters: [],
    security: 'none',
    hidden: true,
    body: {
      'application/json': {
        type: 'object',
        properties: {
          eventId: str({ maxLength: 100 }),
          kind: { enum: ['mandate.active', 'mandate.revoked', 'debit.succeeded', 'debit.failed'] },
          gatewayRef: str({ maxLength: 100 }),
          idempotencyKey: str({ maxLength: 200 }),
          amountPaise: { type: 'integer', minimum: -1, maximum: 1e12 },
          at: str({ maxLength: 40 }),
        },
        required: ['eventId', 'kind', 'gatewayRef', 'at'],
      },
    },
  },
  {
    method: 'POST',
    path: '/api/csp-report',
    parameters: [],
    security: 'none',
    hidden: true,
    body: Object.fromEntries(
      ['application/csp-report', 'application/reports+json', 'application/json'].map((type) => [
        type,
        CSP_REPORT,
      ]),
    ),
  },
  { method: 'GET', path: '/api/openapi.json', parameters: [], security: 'none', hidden: true, body: {} },
];

/** Routes that end the caller's session: fuzzed last, so the others run signed in. */
const ENDS_SESSION = new Set(['POST /api/v1/auth/logout', 'POST /api/staff/v1/auth/logout']);

const ordered = (ops: Operation[]) =>
  [...ops].sort((a, b) => Number(ENDS_SESSION.has(routeKey(a))) - Number(ENDS_SESSION.has(routeKey(b))));

/** FUZZ_STATS=1 prints, per caller and route, how many answers had each status (how deep the runs reach). */
const stats = new Map<string, Map<string, number>>();
function count(caller: string, route: string, status: number) {
  const key = `${caller} | ${route}`;
  const byStatus = stats.get(key) ?? new Map<string, number>();
  byStatus.set(String(status), (byStatus.get(String(status)) ?? 0) + 1);
  stats.set(key, byStatus);
}
afterAll(() => {
  if (!process.env.FUZZ_STATS) return;
  const lines = [...stats].map(
    ([key, byStatus]) => `${key}: ${[...byStatus].map(([s, n]) => `${s}x${n}`).join(' ')}`,
  );
  console.log(lines.join('\n'));
});

async function fuzz(
  ctx: TestContext,
  ops: Operation[],
  components: Record<string, JsonSchema>,
  caller: Caller,
  runs: number,
): Promise<number> {
  const secrets: Record<string, string> = {
    '/api/v1/webhooks/payouts': hmacSha256Hex(ctx.config.APP_SECRET, 'payout-webhook'),
    '/api/v1/webhooks/collections': hmacSha256Hex(ctx.config.APP_SECRET, 'collection-webhook'),
  };
  let requests = 0;
  const failures: string[] = [];
  for (const op of ordered(ops)) {
    // Every route is fuzzed even after one fails, so one run lists every broken route.
    const result = await fc.check(
      fc.asyncProperty(requestsFor(op, components, caller, secrets[op.path]), async (request) => {
        requests += 1;
        const res = await ctx.app.inject(request.options);
        count(caller.name, routeKey(op), res.statusCode);
        const problem = badAnswer(res);
        if (problem) throw new Error(`${routeKey(op)}: ${problem}\n  request: ${request.label}`);
      }),
      { numRuns: runs, seed: SEED, endOnFailure: true },
    );
    if (result.failed) {
      const cause =
        result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      failures.push(`${cause}\n  (seed ${result.seed}, path ${result.counterexamplePath})`);
    }
  }
  expect(failures, `${caller.name}: ${requests} requests`).toEqual([]);
  return requests;
}

/** A borrower with everything a loan brings: a disbursed order, a repayment, messages, coupons, feedback. */
async function borrowerWithLoan(ctx: TestContext, phone: string): Promise<Caller> {
  const { token } = await approvedCustomer(ctx, phone);
  const orderId = await disbursedOrder(ctx, token);
  const repay = await call(
    ctx.app,
    'POST',
    `/api/v1/orders/${orderId}/repayments`,
    { kind: 'bill', method: 'upi' },
    { headers: { ...bearer(token), 'idempotency-key': `fuzz-repay-${phone}` } },
  );
  expect(repay.statusCode, repay.body).toBeLessThan(300);
  const fb = await call(
    ctx.app,
    'POST',
    '/api/v1/feedback',
    { text: 'The repayment page took long to open.' },
    { headers: { ...bearer(token), 'idempotency-key': `fuzz-feedback-${phone}` } },
  );
  expect(fb.statusCode, fb.body).toBe(201);
  return { name: 'borrower with a loan', authorization: `Bearer ${token}`, ids: await idsInDatabase(ctx) };
}

describe.each(drivers)('fuzzing every route on %s', (driver) => {
  const ctx = useTestApp(driver);
  let ops: Operation[] = [];
  let components: Record<string, JsonSchema> = {};

  const load = async () => {
    if (ops.length > 0) return;
    const documented = await documentedOperations(ctx.app);
    ops = [...documented.ops, ...HIDDEN];
    components = documented.doc.components.schemas;
  };
  const customerOps = () => ops.filter((op) => op.security === 'customer');
  const staffOps = () => ops.filter((op) => op.security === 'staff');
  const publicOps = () => ops.filter((op) => op.security === 'none');

  it('knows every registered route: documented, or hidden and listed here', async () => {
    await load();
    const known = ops.map(routeKey).sort();
    expect(registeredRoutes(ctx.app)).toEqual(known);
  });

  it('answers what the fuzzing found with a code (regressions of decision 044)', async () => {
    const { token } = await logIn(ctx, '9876512009');
    // U+0000 reached PostgreSQL, which cannot store it in text: a 500.
    const nul = await call(
      ctx.app,
      'POST',
      '/api/v1/me/deletion-request',
      { reason: 'a\u0000b' },
      { headers: bearer(token) },
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const nulQuery = await call(ctx.app, 'GET', '/api/v1/messages?cursor=%00', undefined, {
      headers: bearer(token),
    });
    expect(nulQuery.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    // A version past PostgreSQL's integer: a 500 from the query.
    const admin = await staffSession(ctx, 'admin');
    const rollback = await call(
      ctx.app,
      'POST',
      '/api/staff/v1/configuration/versions/9007199254740991/rollback',
      { note: 'back to the start', baseVersion: 1 },
      { headers: bearer(admin.token) },
    );
    expect(rollback.statusCode).toBe(400);
    expect(rollback.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    // The CSP report scope was created before the error handler: Fastify's own 415 body, no catalogue code.
    const csp = await ctx.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(csp.statusCode).toBe(415);
    expect(csp.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
  });

  it(
    'anonymous callers: public routes fuzzed, protected ones refused with a code',
    async () => {
      await load();
      const anonymous: Caller = { name: 'anonymous', ids: new Map() };
      const n =
        (await fuzz(ctx, publicOps(), components, anonymous, RUNS)) +
        (await fuzz(
          ctx,
          [...customerOps(), ...staffOps()],
          components,
          anonymous,
          Math.max(3, Math.ceil(RUNS / 4)),
        ));
      expect(n).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'a fresh borrower (signed up, nothing else) on every borrower route',
    async () => {
      await load();
      const { token } = await logIn(ctx, '9876512001');
      await consent(ctx, token);
      await putStep(ctx, token, 'identity', identityValues());
      const caller = {
        name: 'fresh borrower',
        authorization: `Bearer ${token}`,
        ids: await idsInDatabase(ctx),
      };
      await fuzz(ctx, customerOps(), components, caller, RUNS);
    },
    TIMEOUT,
  );

  it(
    'a borrower with a disbursed loan on every borrower route',
    async () => {
      await load();
      const caller = await borrowerWithLoan(ctx, '9876512002');
      await fuzz(ctx, customerOps(), components, caller, RUNS);
    },
    TIMEOUT,
  );

  it(
    'an admin on every console route, with real ids in play',
    async () => {
      await load();
      await borrowerWithLoan(ctx, '9876512003');
      const { token } = await staffSession(ctx, 'admin');
      // Not the admin's own id: revoking its own sessions would end the run (that refusal is staff-admin's test).
      const ids = await idsInDatabase(ctx);
      ids.delete('staff_users');
      ids.delete('staff_sessions');
      await fuzz(ctx, staffOps(), components, { name: 'admin', authorization: `Bearer ${token}`, ids }, RUNS);
    },
    TIMEOUT,
  );
});
