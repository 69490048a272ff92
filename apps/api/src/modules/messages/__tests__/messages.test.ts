import { describe, expect, it } from 'vitest';
import { messageRepository } from '../../../platform/message-repository';
import { completeApplication } from '../../../test/application-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

const API = '/api/v1/messages';

const get = (ctx: TestContext, token: string, path: string) =>
  call(ctx.app, 'GET', path, undefined, { headers: bearer(token) });
const post = (ctx: TestContext, token: string, path: string) =>
  call(ctx.app, 'POST', path, undefined, { headers: bearer(token) });

/** A customer who applied and was approved through the API: the decision writes their messages. */
async function decidedCustomer(ctx: TestContext, phone: string) {
  const session = await logIn(ctx, phone);
  await completeApplication(ctx, session);
  expect((await post(ctx, session.token, '/api/v1/application/submit')).statusCode).toBe(200);
  ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
  await ctx.app.jobs.runDue();
  return session;
}

/** `n` activity messages, two at each instant so paging must break ties by id. */
async function writeActivity(ctx: TestContext, customerId: string, n: number) {
  const start = ctx.clock.now().getTime();
  for (let i = 0; i < n; i += 1) {
    await messageRepository.write(ctx.database.db, {
      customerId,
      kind: 'activity',
      template: 'application_submitted',
      params: { time: `${i}:00` },
      now: new Date(start + Math.floor(i / 2) * 60_000),
    });
  }
}

const unread = async (ctx: TestContext, token: string, query = '') => {
  const res = await get(ctx, token, `${API}/unread-count${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().unread as number;
};

describe.each(drivers)('message center on %s', (driver) => {
  const ctx = useTestApp(driver);

  it("lists the decision's messages newest first, in the customer's language", async () => {
    const { token } = await decidedCustomer(ctx, '9876570001');
    const all = await get(ctx, token, API);
    expect(all.statusCode, all.body).toBe(200);
    // The approval brings the welcome coupon's offer as an activity message too.
    expect(all.json()).toMatchObject({ nextCursor: null, unread: 3 });
    const activity = (await get(ctx, token, `${API}?kind=activity`)).json();
    expect(activity.messages.map((m: { title: string }) => m.title)).toEqual([
      'Welcome! ₹50 off your first loan',
    ]);
    const list = (await get(ctx, token, `${API}?kind=notify`)).json();
    expect(list.messages.map((m: { title: string }) => m.title)).toEqual([
      'Your loan is approved',
      'Application received',
    ]);
    expect(list.messages[0]).toMatchObject({ kind: 'notify', read: false });
    expect(list.messages[0].body).toMatch(
      /credit limit of ₹[\d,]+ from Setu Finance Private Limited is ready/,
    );
    expect(list.messages[0].body).not.toContain('{{');

    const language = await call(
      ctx.app,
      'PUT',
      '/api/v1/me/language',
      { language: 'hi' },
      {
        headers: bearer(token),
      },
    );
    expect(language.statusCode).toBe(204);
    const hi = (await get(ctx, token, `${API}?kind=notify`)).json();
    expect(hi.messages.map((m: { title: string }) => m.title)).toEqual([
      'आपका लोन स्वीकृत हो गया है',
      'आवेदन प्राप्त हुआ',
    ]);
    expect(hi.messages[0].body).toMatch(/क्रेडिट सीमा तैयार है/);
    const one = (await get(ctx, token, `${API}/${hi.messages[1].id}`)).json();
    expect(one).toMatchObject({ id: hi.messages[1].id, title: 'आवेदन प्राप्त हुआ', read: true });
  });

  it('pages with the cursor, each message once, and filters by kind', async () => {
    const { token, customerId } = await decidedCustomer(ctx, '9876570002');
    await writeActivity(ctx, customerId, 7);
    const seen: { id: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3';
      const res = await get(ctx, token, `${API}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.messages.length).toBeLessThanOrEqual(3);
      seen.push(...page.messages);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(10);
    expect(new Set(seen.map((m) => m.id)).size).toBe(10);
    const times = seen.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const activity = (await get(ctx, token, `${API}?kind=activity&limit=50`)).json();
    expect(activity.messages).toHaveLength(8); // seven written here and the welcome offer
    expect(activity).toMatchObject({ nextCursor: null, unread: 8 });
    const notify = (await get(ctx, token, `${API}?kind=notify`)).json();
    expect(notify.messages).toHaveLength(2);
    expect(await unread(ctx, token, '?kind=notify')).toBe(2);
  });

  it('counts unread down as messages are opened, marked read and all read', async () => {
    const { token, customerId } = await decidedCustomer(ctx, '9876570003');
    await writeActivity(ctx, customerId, 3);
    expect(await unread(ctx, token)).toBe(6);
    const [first, second] = (await get(ctx, token, API)).json().messages;

    const opened = await get(ctx, token, `${API}/${first.id}`);
    expect(opened.json()).toMatchObject({ id: first.id, read: true });
    expect(await unread(ctx, token)).toBe(5);
    expect((await get(ctx, token, `${API}/${first.id}`)).statusCode).toBe(200);
    expect(await unread(ctx, token)).toBe(5);

    for (let i = 0; i < 2; i += 1) {
      const marked = await post(ctx, token, `${API}/${second.id}/read`);
      expect(marked.statusCode).toBe(204);
      expect(marked.body).toBe('');
    }
    expect(await unread(ctx, token)).toBe(4);

    const notifyRead = await post(ctx, token, `${API}/read-all?kind=notify`);
    expect(notifyRead.statusCode, notifyRead.body).toBe(200);
    expect(await unread(ctx, token, '?kind=notify')).toBe(0);
    expect(notifyRead.json()).toEqual({ unread: await unread(ctx, token) });

    const allRead = await post(ctx, token, `${API}/read-all`);
    expect(allRead.json()).toEqual({ unread: 0 });
    const list = (await get(ctx, token, API)).json();
    expect(list.unread).toBe(0);
    expect(list.messages.every((m: { read: boolean }) => m.read)).toBe(true);
  });

  it("answers 404 for another customer's message and leaves it unread", async () => {
    const owner = await decidedCustomer(ctx, '9876570004');
    const other = await logIn(ctx, '9876570005');
    const [theirs] = (await get(ctx, owner.token, API)).json().messages;
    expect((await get(ctx, other.token, API)).json()).toEqual({ messages: [], nextCursor: null, unread: 0 });
    for (const res of [
      await get(ctx, other.token, `${API}/${theirs.id}`),
      await post(ctx, other.token, `${API}/${theirs.id}/read`),
      await get(ctx, other.token, `${API}/00000000-0000-4000-8000-000000000000`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    await post(ctx, other.token, `${API}/read-all`);
    expect(await unread(ctx, owner.token)).toBe(3);
    expect((await get(ctx, owner.token, API)).statusCode).toBe(200);
    expect((await call(ctx.app, 'GET', API)).statusCode).toBe(401);
  });

  it('answers odd queries 400 with a code, never 500', async () => {
    const { token } = await logIn(ctx, '9876570006');
    const odd: [string, string][] = [
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?cursor=garbage', 'cursor'],
      ['?cursor=99999999999999999.00000000-0000-4000-8000-000000000000', 'cursor'],
      [`?cursor=${'1'.repeat(100)}`, 'cursor'],
      ['?kind=x', 'kind'],
    ];
    for (const [query, field] of odd) {
      const res = await get(ctx, token, `${API}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
    for (const path of [`${API}/unread-count?kind=x`, `${API}/not-a-uuid`]) {
      const res = await get(ctx, token, path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code, path).toBe('VALIDATION_FAILED');
    }
    expect((await post(ctx, token, `${API}/read-all?kind=x`)).statusCode).toBe(400);
    expect((await post(ctx, token, `${API}/not-a-uuid/read`)).statusCode).toBe(400);
  });
});
