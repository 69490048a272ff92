import { describe, expect, it } from 'vitest';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';

const JSON_BODIES: (string | undefined)[] = [
  undefined,
  '',
  'null',
  '[]',
  '"a perfectly long feedback text"',
  '42',
  '{',
  '{"text":42}',
  '{"text":["a perfectly long feedback text"]}',
  '{"text":null}',
  '{"text":{"$gt":""}}',
  '{"text":true}',
  `{"text":"${'\\u0000'.repeat(20)}"}`,
  `{"text":"${'x'.repeat(5000)}"}`,
  `{"text":"${'x'.repeat(70_000)}"}`,
  '{"text":"a perfectly long feedback text","screenshot":"iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB"}',
  '{"text":"a perfectly long feedback text","screenshot":{"type":"Buffer","data":[137,80,78,71]}}',
  '{"text":"a perfectly long feedback text","screenshot":5}',
];

const MULTIPART_BODIES: [string, string][] = [
  [
    'multipart/form-data',
    '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nhello there all\r\n--x--',
  ],
  ['multipart/form-data; boundary=x', 'not multipart at all'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\nshort\r\n--x--\r\n',
  ],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="text"; filename="t.txt"\r\nContent-Type: text/plain\r\n\r\na perfectly long feedback text\r\n--x--\r\n',
  ],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\na perfectly long feedback text\r\n--x\r\nContent-Disposition: form-data; name="screenshot"\r\n\r\nnot a file\r\n--x--\r\n',
  ],
  ['text/plain', 'a perfectly long feedback text'],
  ['application/x-www-form-urlencoded', 'text=a+perfectly+long+feedback+text'],
  ['image/png', '\x89PNG\r\n\x1a\n'],
];

/** POST /feedback and the screenshot route with odd bodies, types, keys and ids: a 4xx with a code, never a 500. */
describe.each(drivers)('feedback routes with odd input on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('answer every odd request with a 4xx and a code, and file nothing', async () => {
    const { token } = await logIn(ctx, '9876581001');
    const requests: { type?: string; body?: string }[] = [
      ...JSON_BODIES.map((body) => ({ body, type: body === undefined ? undefined : 'application/json' })),
      ...MULTIPART_BODIES.map(([type, body]) => ({ type, body })),
    ];
    for (const { type, body } of requests) {
      for (const key of ['feedback-odd-1', 'x', '', 'a'.repeat(65), '../../etc']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/feedback',
          payload: body,
          headers: { ...bearer(token), 'idempotency-key': key, ...(type ? { 'content-type': type } : {}) },
        });
        const where = `${type} ${body?.slice(0, 60)} key=${key}`;
        expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        expect(typeof res.json().code, where).toBe('string');
      }
    }
    for (const id of ['%00', 'not-a-uuid', '00000000-0000-4000-8000-000000000000', `${'f'.repeat(300)}`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/feedback/${id}/screenshot`,
        headers: bearer(token),
      });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expect(typeof res.json().code).toBe('string');
    }
    const list = await call(ctx.app, 'GET', '/api/v1/feedback', undefined, { headers: bearer(token) });
    expect(list.json().feedback).toEqual([]);
  });

  it('names the problem of the common mistakes', async () => {
    const { token } = await logIn(ctx, '9876581002');
    const post = (payload: string, type = 'application/json') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        payload,
        headers: { ...bearer(token), 'idempotency-key': 'named-problems', 'content-type': type },
      });
    expect((await post('{')).json().code).toBe('BODY_INVALID');
    expect((await post('{"text":42}')).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
    expect((await post(`{"text":"${'x'.repeat(5000)}"}`)).json().code).toBe('FEEDBACK_TOO_LONG');
    expect((await post(`{"text":"${'x'.repeat(70_000)}"}`)).json().code).toBe('BODY_TOO_LARGE');
    expect((await post('text=hello', 'application/x-www-form-urlencoded')).json().code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect((await post('not multipart', 'multipart/form-data; boundary=x')).json().code).toBe('BODY_INVALID');
    const stringShot = await post('{"text":"a perfectly long feedback text","screenshot":"iVBORw0KGgo"}');
    expect(stringShot.json()).toMatchObject({ code: 'SCREENSHOT_TYPE_UNSUPPORTED', field: 'screenshot' });
  });
});
