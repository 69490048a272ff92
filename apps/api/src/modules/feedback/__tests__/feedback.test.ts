import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../config/env';
import { createNotifier } from '../../../platform/notifier';
import { screenPng, withPngText } from '../../../test/screenshot-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { addFeedbackReply } from '../feedback-service';

const API = '/api/v1/feedback';
const MB = 1024 * 1024;

interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

/** A multipart body as a browser's FormData sends it. */
async function form(fields: Record<string, string | FilePart>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request('http://local/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

let keys = 0;
const newKey = () => `feedback-key-${++keys}`;

async function send(
  ctx: TestContext,
  token: string,
  fields: Record<string, string | FilePart>,
  options: { key?: string; lang?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = await form(fields);
  return ctx.app.inject({
    method: 'POST',
    url: API,
    payload: body.payload,
    headers: {
      ...bearer(token),
      'content-type': body.type,
      'idempotency-key': options.key ?? newKey(),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

const history = async (ctx: TestContext, token: string) => {
  const res = await call(ctx.app, 'GET', API, undefined, { headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const screenshotOf = (ctx: TestContext, token: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `${API}/${id}/screenshot`, headers: bearer(token) });

const png = (bytes: Buffer, name = 'screen.png'): FilePart => ({ bytes, name, type: 'image/png' });

const storedFiles = (ctx: TestContext) => {
  try {
    return readdirSync(join(ctx.config.FILES_DIR, 'feedback')).length;
  } catch {
    return 0;
  }
};

describe.each(drivers)('feedback on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('needs 10 characters after trimming (spec §5): 9 or whitespace refused, 10 accepted', async () => {
    const { token } = await logIn(ctx, '9876580001');
    for (const text of ['123456789', ' '.repeat(40), '\n\t  \n', '   1234 5678   ']) {
      const res = await send(ctx, token, { text });
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'FEEDBACK_TOO_SHORT',
        message: 'Feedback needs at least 10 characters.',
        field: 'text',
      });
    }
    const hindi = await send(ctx, token, { text: 'short' }, { lang: 'hi' });
    expect(hindi.json().message).toBe('प्रतिक्रिया में कम से कम 10 अक्षर होने चाहिए।');
    expect((await send(ctx, token, {})).json().code).toBe('FEEDBACK_TOO_SHORT');

    const ok = await send(ctx, token, { text: '  1234567890  ' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ text: '1234567890', status: 'open', screenshot: null, replies: [] });
    const list = await history(ctx, token);
    expect(list.feedback).toHaveLength(1);
    expect(list.leftToday).toBe(ctx.config.FEEDBACK_DAILY_LIMIT - 1);
  });

  it('takes JSON {text} too, and at most 1000 characters', async () => {
    const { token } = await logIn(ctx, '9876580002');
    const json = (text: string) =>
      call(ctx.app, 'POST', API, { text }, { headers: { ...bearer(token), 'idempotency-key': newKey() } });
    expect((await json('The EMI calculator is great')).statusCode).toBe(201);
    expect((await json('x'.repeat(1000))).statusCode).toBe(201);
    const long = await json('x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'FEEDBACK_TOO_LONG',
      message: 'Feedback can be at most 1000 characters.',
    });
  });

  it('keeps a screenshot and gives it back byte for byte to its owner only', async () => {
    const owner = await logIn(ctx, '9876580003');
    const other = await logIn(ctx, '9876580004');
    const image = screenPng(390, 844);
    const res = await send(ctx, owner.token, {
      text: 'The repay button does nothing',
      screenshot: png(image),
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json();
    expect(view.screenshot).toEqual({ type: 'image/png', bytes: image.length, width: 390, height: 844 });

    const mine = await screenshotOf(ctx, owner.token, view.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.rawPayload.equals(image)).toBe(true);

    const theirs = await screenshotOf(ctx, other.token, view.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('NOT_FOUND');
    expect((await screenshotOf(ctx, owner.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await screenshotOf(ctx, owner.token, 'not-a-uuid')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${API}/${view.id}/screenshot` });
    expect(anonymous.statusCode).toBe(401);
    ctx.clock.advanceSeconds(60);
    const textOnly = (await send(ctx, owner.token, { text: 'No picture with this one' })).json();
    expect((await screenshotOf(ctx, owner.token, textOnly.id)).statusCode).toBe(404);

    const list = await history(ctx, owner.token);
    expect(list.feedback.map((f: { id: string }) => f.id)).toEqual([textOnly.id, view.id]);
    expect((await history(ctx, other.token)).feedback).toEqual([]);
  });

  it("removes a screenshot's metadata before keeping it", async () => {
    const { token } = await logIn(ctx, '9876580005');
    const image = screenPng(100, 100);
    const res = await send(ctx, token, {
      text: 'Look at the top of the page',
      screenshot: png(withPngText(image, 'GPS 28.6139N')),
    });
    expect(res.statusCode, res.body).toBe(201);
    const served = await screenshotOf(ctx, token, res.json().id);
    expect(served.rawPayload.equals(image)).toBe(true);
  });

  it('refuses a text file named .png, an SVG and an oversized image, storing nothing', async () => {
    const { token } = await logIn(ctx, '9876580006');
    const before = storedFiles(ctx);
    const text = Buffer.from('this is a text file, renamed to look like a picture\n');
    for (const file of [
      png(text, 'notes.png'),
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        name: 'x.svg',
        type: 'image/svg+xml',
      },
    ]) {
      const res = await send(ctx, token, { text: 'My screenshot is attached', screenshot: file });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'SCREENSHOT_TYPE_UNSUPPORTED',
        message: 'Please attach a JPG, PNG or WebP image.',
      });
    }
    // Just over 5 MB: a real PNG header with padding (refused before it is looked at), then far over.
    for (const size of [5 * MB + 1, 9 * MB]) {
      const big = Buffer.concat([screenPng(10, 10), Buffer.alloc(size)]);
      const res = await send(ctx, token, { text: 'A very large screenshot', screenshot: png(big) });
      expect(res.statusCode, `${size}: ${res.body.slice(0, 120)}`).toBe(413);
      expect(res.json()).toMatchObject({
        code: 'SCREENSHOT_TOO_LARGE',
        message: 'The screenshot is too large. Please attach an image of at most 5 MB.',
      });
    }
    expect((await history(ctx, token)).feedback).toEqual([]);
    expect(storedFiles(ctx)).toBe(before);
  });

  it('files one feedback per Idempotency-Key, even for a double tap', async () => {
    const { token } = await logIn(ctx, '9876580007');
    const fields = { text: 'Double tapped the button', screenshot: png(screenPng(50, 50)) };
    const filesBefore = storedFiles(ctx);
    const [a, b] = await Promise.all([
      send(ctx, token, fields, { key: 'double-tap-1' }),
      send(ctx, token, fields, { key: 'double-tap-1' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await send(ctx, token, fields, { key: 'double-tap-1' });
    expect(again.json().id).toBe(a.json().id);
    expect((await history(ctx, token)).feedback).toHaveLength(1);
    expect(storedFiles(ctx)).toBe(filesBefore + 1);

    const changed = await send(ctx, token, { text: 'Something else entirely' }, { key: 'double-tap-1' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const noKey = await call(
      ctx.app,
      'POST',
      API,
      { text: 'Without a key this time' },
      { headers: bearer(token) },
    );
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'idempotency-key' });
  });

  it('shows a reply in the history and in the message center', async () => {
    const { token, customerId } = await logIn(ctx, '9876580008');
    const sent = (await send(ctx, token, { text: 'The app logs me out every day' })).json();
    ctx.clock.advanceSeconds(3600);
    const notifier = createNotifier({
      db: ctx.database.db,
      clock: ctx.clock,
      sms: ctx.sms,
      proName: ctx.config.PRO_NAME,
      logger: ctx.app.log,
    });
    const reply = await addFeedbackReply(
      { db: ctx.database.db, clock: ctx.clock, notifier },
      { feedbackId: sent.id, text: '  We fixed the session length. Thank you!  ', author: 'agent-7' },
    );
    expect(reply).toMatchObject({ feedbackId: sent.id, text: 'We fixed the session length. Thank you!' });

    const [item] = (await history(ctx, token)).feedback;
    expect(item).toMatchObject({
      id: sent.id,
      status: 'answered',
      replies: [
        { text: 'We fixed the session length. Thank you!', createdAt: ctx.clock.now().toISOString() },
      ],
    });
    expect(item.replies[0]).not.toHaveProperty('author');

    const messages = await call(ctx.app, 'GET', '/api/v1/messages', undefined, { headers: bearer(token) });
    const [message] = messages.json().messages;
    expect(message).toMatchObject({
      kind: 'notify',
      title: 'Customer service replied to your feedback',
      read: false,
    });
    expect(message.body).toContain('We fixed the session length. Thank you!');
    expect(message.body).toContain('15-01-2025');
    expect(ctx.sms.messages.filter((s) => s.to.endsWith('9876580008')).length).toBe(1); // the login code only
    expect(customerId).toBeTruthy();

    expect(
      await addFeedbackReply(
        { db: ctx.database.db, clock: ctx.clock, notifier },
        { feedbackId: '00000000-0000-4000-8000-000000000000', text: 'Nobody', author: 'agent-7' },
      ),
    ).toBeNull();
  });

  it('answers through the TEST_STAFF_ROUTES hook only when it is on', async () => {
    const { token } = await logIn(ctx, '9876580009');
    const sent = (await send(ctx, token, { text: 'Where is my refund please' })).json();
    const url = `/api/test/feedback/${sent.id}/replies`;
    expect((await call(ctx.app, 'POST', url, { text: 'Hello' })).statusCode).toBe(404);

    const staff = await ctx.buildApp({ TEST_STAFF_ROUTES: 'true' });
    const res = await call(staff, 'POST', url, { text: 'It reached your bank today.' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await history(ctx, token)).feedback[0].replies[0].text).toBe('It reached your bank today.');
    const unknown = '/api/test/feedback/00000000-0000-4000-8000-000000000000/replies';
    expect((await call(staff, 'POST', unknown, { text: 'Hello' })).statusCode).toBe(404);
    expect((await call(staff, 'POST', url, { text: '   ' })).statusCode).toBe(400);

    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), TEST_STAFF_ROUTES: 'true' };
    expect(() => parseEnv(production)).toThrow(/TEST_STAFF_ROUTES cannot be used when NODE_ENV=production/);
  });

  it('allows 10 a day (Asia/Kolkata), then "Today\'s chances are used up", and more the next day', async () => {
    const { token } = await logIn(ctx, '9876580010');
    for (let i = 0; i < ctx.config.FEEDBACK_DAILY_LIMIT; i++) {
      expect((await send(ctx, token, { text: `Feedback number ${i + 1}` })).statusCode).toBe(201);
    }
    const refused = await send(ctx, token, { text: 'One more than allowed' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'DAILY_CHANCES_USED',
      message: "Today's chances are used up, please try again tomorrow.",
    });
    expect((await history(ctx, token)).leftToday).toBe(0);
    // 12:00 IST + 12 h 30 min = 00:30 IST the next day.
    ctx.clock.advanceSeconds(12.5 * 3600);
    expect((await send(ctx, token, { text: 'A new day, a new note' })).statusCode).toBe(201);
  });
});
