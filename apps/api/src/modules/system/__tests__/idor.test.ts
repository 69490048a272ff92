import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { applications, limitOffers } from '../../../db/schema';
import { createFieldCipher } from '../../../lib/field-cipher';
import {
  aadhaarFrom,
  consent,
  identityValues,
  photo,
  putStep,
  uploadPhoto,
} from '../../../test/application-fixtures';
import { rowsOf } from '../../../test/fuzz-requests';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { documentedOperations, type Operation, routeKey } from '../../../test/route-list';
import { screenPng } from '../../../test/screenshot-fixtures';
import { staffSession } from '../../../test/staff-fixtures';
import { bearer, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

/**
 * Insecure direct object references (decision 044): borrower B, signed in,
 * names borrower A's objects on every route that takes an id. Each answer is
 * 404 (the object does not exist for B: never 403, which would confirm it)
 * and carries nothing of A. The routes come from the OpenAPI document, so a
 * new route with a path parameter fails here until it is covered or said not
 * to name a customer's object.
 */

interface Borrower {
  token: string;
  customerId: string;
  phone: string;
  name: string;
  orderId: string;
  orderNo: string;
  /** Every row id of the customer's, by table (the customer's own rows and their orders'). */
  ids: Map<string, string[]>;
  /** Strings that must never reach another customer. */
  secrets: string[];
}

interface Profile {
  phone: string;
  name: string;
  pan: string;
  aadhaar11: string;
  account: string;
  amountPaise: number;
  feedback: string;
}

const A_PROFILE: Profile = {
  phone: '9876530001',
  name: 'Asha Verma',
  pan: 'ABCPE1234F',
  aadhaar11: '23456789012',
  account: '50100012349911',
  amountPaise: 12_300_00,
  feedback: 'Asha here: my bank is slow to show the payout.',
};
const B_PROFILE: Profile = {
  phone: '9876530002',
  name: 'Bina Kapoor',
  pan: 'BCDPK5678G',
  aadhaar11: '34567890123',
  account: '50100012347722',
  amountPaise: 10_000_00,
  feedback: 'Bina writes: the bill page is clear, thank you.',
};

/** A stroke on a transparent pad, as the signature pad exports it: valid, so only ownership can refuse. */
function drawnSignature(): string {
  const png = new PNG({ width: 400, height: 150 });
  for (let x = 40; x < 360; x += 1) {
    const y = Math.round(75 + 30 * Math.sin(x / 25));
    for (let dy = -2; dy <= 2; dy += 1) png.data[((y + dy) * 400 + x) * 4 + 3] = 255;
  }
  return PNG.sync.write(png).toString('base64');
}

/** Routes only the eSign provider serves: tried on an app with ESIGN_PROVIDER=esp_simulator. */
const ESIGN_ROUTES = new Set(['POST /api/v1/orders/{id}/esign', 'POST /api/v1/orders/{id}/esign/complete']);

const idem = (key: string) => ({ 'idempotency-key': key.padEnd(12, '0') });

async function customerIds(ctx: TestContext, customerId: string): Promise<Map<string, string[]>> {
  const columns = rowsOf(
    await ctx.database.db.execute(
      sql`select c.table_name, c.column_name from information_schema.columns c
          join information_schema.columns k on k.table_name = c.table_name and k.table_schema = c.table_schema
            and k.column_name = 'id' and k.data_type = 'uuid'
          where c.table_schema = 'public' and c.column_name in ('customer_id', 'order_id')`,
    ),
  );
  const ids = new Map<string, string[]>([['customers', [customerId]]]);
  for (const { table_name: table, column_name: column } of columns) {
    const owner =
      column === 'customer_id'
        ? sql`${sql.raw(`"${String(column)}"`)} = ${customerId}`
        : sql`${sql.raw(`"${String(column)}"`)} in (select id from loan_orders where customer_id = ${customerId})`;
    const rows = rowsOf(
      await ctx.database.db.execute(
        sql`select id::text as id from ${sql.raw(`"${String(table)}"`)} where ${owner}`,
      ),
    );
    const list = [...new Set([...(ids.get(String(table)) ?? []), ...rows.map((r) => String(r.id))])];
    if (list.length > 0) ids.set(String(table), list);
  }
  return ids;
}

/** A borrower with a bit of everything: a photo, a disbursed loan, a repayment, feedback, coupons, messages, an offer. */
async function borrower(ctx: TestContext, p: Profile): Promise<Borrower> {
  const { token, customerId } = await logIn(ctx, p.phone);
  const auth = bearer(token);
  await consent(ctx, token);
  const identity = await putStep(
    ctx,
    token,
    'identity',
    identityValues({ name: p.name, pan: p.pan, aadhaar: aadhaarFrom(p.aadhaar11) }),
  );
  expect(identity.statusCode, identity.body).toBe(200);
  const face = await uploadPhoto(ctx, token, 'face', photo('face.jpg'));
  expect(face.statusCode, face.body).toBe(201);
  // Approved straight in the database, as approvedCustomer() does (the decision has its own tests).
  const [application] = await ctx.database.db
    .select()
    .from(applications)
    .where(eq(applications.customerId, customerId));
  if (!application) throw new Error('no application');
  const now = ctx.clock.now();
  await ctx.database.db
    .update(applications)
    .set({
      steps: {
        ...application.steps,
        bank: { ifsc: 'HDFC0000001', bankName: 'HDFC Bank', accountMasked: `XXXX${p.account.slice(-4)}` },
      } as typeof application.steps,
      accountEnc: createFieldCipher(ctx.config.DATA_ENCRYPTION_KEY).encrypt(p.account, 'account'),
      state: 'approved',
      submittedAt: now,
      decidedAt: now,
      reviewCount: 1,
      product: 'salary',
      quotaPaise: 20_000_00,
      dailyRatePpm: 400,
    })
    .where(eq(applications.id, application.id));
  const orderId = await disbursedOrder(ctx, token, p.amountPaise);
  const inject = (options: InjectOptions) =>
    ctx.app.inject({ ...options, headers: { ...auth, ...options.headers } });
  const repay = await inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/repayments`,
    headers: idem(`repay-${p.phone}`),
    payload: { kind: 'bill', method: 'upi' },
  });
  expect(repay.statusCode, repay.body).toBe(201);
  const boundary = 'idorboundary';
  const form = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${p.feedback}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="s.png"\r\n`),
    Buffer.from('Content-Type: image/png\r\n\r\n'),
    screenPng(90, 160),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const fb = await inject({
    method: 'POST',
    url: '/api/v1/feedback',
    headers: { ...idem(`feedback-${p.phone}`), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: form,
  });
  expect(fb.statusCode, fb.body).toBe(201);
  expect((await inject({ method: 'POST', url: '/api/v1/coupons/home-screen' })).statusCode).toBe(200);
  expect((await inject({ method: 'GET', url: '/api/v1/referrals/me' })).statusCode).toBe(200);
  await ctx.database.db.insert(limitOffers).values({
    customerId,
    orderId,
    fromQuotaPaise: 20_000_00,
    quotaPaise: 24_000_00,
    maxTermMonths: 6,
    state: 'offered',
    createdAt: now,
  });
  const order = (await inject({ method: 'GET', url: `/api/v1/orders/${orderId}` })).json() as {
    orderNo: string;
  };
  const ids = await customerIds(ctx, customerId);
  for (const table of [
    'loan_orders',
    'repayments',
    'messages',
    'feedback',
    'coupons',
    'photos',
    'limit_offers',
  ]) {
    expect(ids.get(table)?.length, `${p.name} has ${table}`).toBeGreaterThan(0);
  }
  return {
    token,
    customerId,
    phone: p.phone,
    name: p.name,
    orderId,
    orderNo: order.orderNo,
    ids,
    secrets: [
      ...[...ids.values()].flat(),
      p.phone,
      p.name,
      order.orderNo,
      p.feedback,
      String(p.amountPaise),
      `XXXX${p.account.slice(-4)}`,
      p.pan,
    ],
  };
}

const first = (b: Borrower, table: string) => b.ids.get(table)?.[0] ?? 'missing';

/**
 * How B names A's object on each customer route with a path parameter, with
 * a body that passes validation (so only ownership can refuse it).
 */
const COVERED: Record<string, (a: Borrower) => Pick<InjectOptions, 'url' | 'payload' | 'headers'>> = {
  'GET /api/v1/orders/{id}': (a) => ({ url: `/api/v1/orders/${a.orderId}` }),
  'GET /api/v1/orders/{id}/bill': (a) => ({ url: `/api/v1/orders/${a.orderId}/bill` }),
  'PUT /api/v1/orders/{id}/bank': (a) => ({
    url: `/api/v1/orders/${a.orderId}/bank`,
    payload: { ifsc: 'SBIN0000001', accountNumber: '123456789012', confirmAccountNumber: '123456789012' },
  }),
  'GET /api/v1/orders/{id}/documents': (a) => ({ url: `/api/v1/orders/${a.orderId}/documents` }),
  'GET /api/v1/orders/{id}/documents/{kind}': (a) => ({ url: `/api/v1/orders/${a.orderId}/documents/kfs` }),
  'POST /api/v1/orders/{id}/documents/{kind}/read': (a) => ({
    url: `/api/v1/orders/${a.orderId}/documents/loan/read`,
  }),
  'GET /api/v1/orders/{id}/documents/{kind}/pdf': (a) => ({
    url: `/api/v1/orders/${a.orderId}/documents/letter/pdf`,
  }),
  'POST /api/v1/orders/{id}/sign/code': (a) => ({ url: `/api/v1/orders/${a.orderId}/sign/code` }),
  'POST /api/v1/orders/{id}/sign': (a) => ({
    url: `/api/v1/orders/${a.orderId}/sign`,
    headers: idem('idor-sign'),
    payload: { code: '1234', signaturePng: drawnSignature(), agree: true },
  }),
  'POST /api/v1/orders/{id}/esign': (a) => ({
    url: `/api/v1/orders/${a.orderId}/esign`,
    headers: idem('idor-esign'),
  }),
  'POST /api/v1/orders/{id}/esign/complete': (a) => ({
    url: `/api/v1/orders/${a.orderId}/esign/complete`,
    payload: { sessionId: 'session-0001' },
  }),
  'POST /api/v1/orders/{id}/repayments': (a) => ({
    url: `/api/v1/orders/${a.orderId}/repayments`,
    headers: idem('idor-repay'),
    payload: { kind: 'full', method: 'gateway' },
  }),
  'GET /api/v1/repayments/{id}': (a) => ({ url: `/api/v1/repayments/${first(a, 'repayments')}` }),
  'POST /api/v1/repayments/{id}/utr': (a) => ({
    url: `/api/v1/repayments/${first(a, 'repayments')}/utr`,
    payload: { utr: '412345678901' },
  }),
  'POST /api/v1/repayments/{id}/simulate': (a) => ({
    url: `/api/v1/repayments/${first(a, 'repayments')}/simulate`,
    payload: { outcome: 'succeeded' },
  }),
  'GET /api/v1/messages/{id}': (a) => ({ url: `/api/v1/messages/${first(a, 'messages')}` }),
  'POST /api/v1/messages/{id}/read': (a) => ({ url: `/api/v1/messages/${first(a, 'messages')}/read` }),
  'GET /api/v1/feedback/{id}/screenshot': (a) => ({
    url: `/api/v1/feedback/${first(a, 'feedback')}/screenshot`,
  }),
  'POST /api/v1/offers/{id}/accept': (a) => ({ url: `/api/v1/offers/${first(a, 'limit_offers')}/accept` }),
  'POST /api/v1/offers/{id}/decline': (a) => ({ url: `/api/v1/offers/${first(a, 'limit_offers')}/decline` }),
  'DELETE /api/v1/me/sessions/{id}': (a) => ({ url: `/api/v1/me/sessions/${first(a, 'sessions')}` }),
  'GET /api/v1/orders/{id}/mandate': (a) => ({ url: `/api/v1/orders/${a.orderId}/mandate` }),
  'GET /api/v1/orders/{id}/mandate/terms': (a) => ({ url: `/api/v1/orders/${a.orderId}/mandate/terms` }),
  'POST /api/v1/orders/{id}/mandate': (a) => ({
    url: `/api/v1/orders/${a.orderId}/mandate`,
    payload: { rail: 'enach', consent: true },
  }),
  'POST /api/v1/orders/{id}/mandate/pause': (a) => ({ url: `/api/v1/orders/${a.orderId}/mandate/pause` }),
  'POST /api/v1/orders/{id}/mandate/resume': (a) => ({ url: `/api/v1/orders/${a.orderId}/mandate/resume` }),
  'POST /api/v1/orders/{id}/mandate/revoke': (a) => ({ url: `/api/v1/orders/${a.orderId}/mandate/revoke` }),
};

/** Customer routes whose path parameter names no customer's object, and why. */
const NOT_CUSTOMER_SCOPED: Record<string, string> = {
  'PUT /api/v1/application/steps/{step}': "a step of the caller's own application, never an id",
  'PUT /api/v1/application/drafts/{step}': "a step of the caller's own application, never an id",
  'POST /api/v1/application/photos/{kind}': "a photo kind on the caller's own application",
  'GET /api/v1/lookup/ifsc/{ifsc}': 'public reference data (bank branches)',
  'GET /api/v1/lookup/pin-codes/{pinCode}': 'public reference data (post offices)',
  'GET /api/v1/help/faq/{id}': 'the same help article for everyone',
};

/** A URL for any operation: each path parameter filled with something plausible. */
function sampleUrl(op: Operation, a: Borrower): string {
  const fill: Record<string, string> = {
    id: a.orderId,
    kind: 'kfs',
    step: 'identity',
    version: '1',
    ifsc: 'SBIN0000001',
    pinCode: '560001',
  };
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => fill[name] ?? a.orderId);
}

function leaks(body: string, secrets: string[]): string[] {
  return secrets.filter((secret) => secret.length >= 4 && body.includes(secret));
}

describe.each(drivers)('IDOR: borrower B names borrower A on every route, on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('every id route answers B 404 with nothing of A; lists show B only; tokens stay on their side', async () => {
    const { ops } = await documentedOperations(ctx.app);
    const customerOps = ops.filter((op) => op.security === 'customer');
    const withParams = customerOps.filter((op) => op.path.includes('{'));

    // 1. Every customer route with a path parameter is covered, or said not to name a customer's object.
    const unlisted = withParams
      .map(routeKey)
      .filter((key) => !(key in COVERED) && !(key in NOT_CUSTOMER_SCOPED));
    expect(unlisted, 'customer routes with an id that this suite does not try').toEqual([]);
    const stale = [...Object.keys(COVERED), ...Object.keys(NOT_CUSTOMER_SCOPED)].filter(
      (key) => !withParams.some((op) => routeKey(op) === key),
    );
    expect(stale, 'listed routes that no longer exist').toEqual([]);

    const a = await borrower(ctx, A_PROFILE);
    const b = await borrower(ctx, B_PROFILE);
    const asA = (options: InjectOptions) =>
      ctx.app.inject({ ...options, headers: { ...bearer(a.token), ...options.headers } });
    const asB = (options: InjectOptions) =>
      ctx.app.inject({ ...options, headers: { ...bearer(b.token), ...options.headers } });
    const snapshotOfA = async () => {
      const urls = [
        `/api/v1/orders/${a.orderId}`,
        `/api/v1/repayments/${first(a, 'repayments')}`,
        '/api/v1/messages',
        '/api/v1/offers/current',
        '/api/v1/coupons',
        '/api/v1/feedback',
      ];
      return Promise.all(urls.map(async (url) => (await asA({ method: 'GET', url })).body));
    };

    // A's own GETs work: the ids are real, so a 404 for B is ownership, not a typo.
    for (const op of withParams.filter((o) => o.method === 'GET' && routeKey(o) in COVERED)) {
      const own = await asA({ method: 'GET', ...COVERED[routeKey(op)]?.(a) });
      expect(own.statusCode, `A on ${routeKey(op)}: ${own.body.slice(0, 200)}`).toBe(200);
    }

    // 2. B on A's ids: 404, no A in the body, no SMS to A, nothing of A's changed.
    const before = await snapshotOfA();
    ctx.sms.clear();
    const wrong: string[] = [];
    const esignApp = await ctx.buildApp({ ESIGN_PROVIDER: 'esp_simulator' });
    for (const op of withParams.filter((o) => routeKey(o) in COVERED)) {
      const request = COVERED[routeKey(op)]?.(a) ?? {};
      const app = ESIGN_ROUTES.has(routeKey(op)) ? esignApp : ctx.app;
      const res = await app.inject({
        method: op.method,
        ...request,
        headers: { ...bearer(b.token), ...request.headers },
      });
      const leaked = leaks(res.body, a.secrets);
      const body = res.json() as Record<string, unknown>;
      if (res.statusCode !== 404 || body.code !== 'NOT_FOUND' || leaked.length > 0) {
        wrong.push(`${routeKey(op)}: ${res.statusCode} ${res.body.slice(0, 200)} leaked=${leaked.join(',')}`);
      }
      expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    }
    expect(wrong).toEqual([]);
    expect(ctx.sms.messages.filter((m) => m.to.endsWith(a.phone))).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);

    // 3. Every list and view without an id shows B's data and none of A's.
    for (const op of customerOps.filter((o) => o.method === 'GET' && !o.path.includes('{'))) {
      const res = await asB({ method: 'GET', url: op.path });
      expect(res.statusCode, `${routeKey(op)}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(leaks(res.body, a.secrets), `${routeKey(op)} shows A's data to B`).toEqual([]);
    }
    const bOrders = await asB({ method: 'GET', url: '/api/v1/orders' });
    expect(bOrders.body).toContain(b.orderId);

    // 4. A borrower's token opens no console route; a staff token opens no borrower route.
    const staff = await staffSession(ctx, 'admin');
    for (const op of ops.filter((o) => o.security === 'staff')) {
      const res = await asB({
        method: op.method,
        url: sampleUrl(op, a),
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `borrower token on ${routeKey(op)}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'STAFF_UNAUTHENTICATED' });
    }
    for (const op of customerOps) {
      const res = await ctx.app.inject({
        method: op.method,
        url: sampleUrl(op, a),
        headers: bearer(staff.token),
        ...(op.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `staff token on ${routeKey(op)}`).toBe(401);
      expect(leaks(res.body, a.secrets)).toEqual([]);
    }

    // 5. A signed photo URL is bound to its owner: B's own signature with A's photo id is a 404.
    const bApplication = (await asB({ method: 'GET', url: '/api/v1/application' })).json() as {
      photos: { url: string }[];
    };
    const bUrl = bApplication.photos[0]?.url ?? '';
    expect(bUrl).toMatch(/^\/api\/v1\/files\/photos\//);
    expect((await ctx.app.inject({ method: 'GET', url: bUrl })).statusCode).toBe(200);
    const swapped = bUrl.replace(/photos\/[0-9a-f-]{36}/, `photos/${first(a, 'photos')}`);
    const photoRes = await ctx.app.inject({ method: 'GET', url: swapped });
    expect(photoRes.statusCode).toBe(404);
    expect(photoRes.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
