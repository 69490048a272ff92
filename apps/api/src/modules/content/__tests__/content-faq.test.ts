import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

const API = '/api/staff/v1/content/faq';

const texts = {
  category: 'repayment',
  question: { en: 'How do I repay by UPI?', hi: 'UPI से भुगतान कैसे करें?', zh: '如何通过 UPI 还款？' },
  answer: {
    en: 'Open the bill.\n\nPay with any UPI app.',
    hi: 'बिल खोलें।\n\nकिसी भी UPI ऐप से भुगतान करें।',
    zh: '打开账单。\n\n用任意 UPI 应用付款。',
  },
};

async function faq(ctx: TestContext, token: string, lang: string) {
  const res = await call(ctx.app, 'GET', `/api/v1/help/faq?lang=${lang}`, undefined, {
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    entries: { id: string; question: string }[];
    categories: { id: string; count: number }[];
  };
}

const entry = (ctx: TestContext, token: string, id: string, lang: string) =>
  call(ctx.app, 'GET', `/api/v1/help/faq/${id}?lang=${lang}`, undefined, { headers: bearer(token) });

describe.each(drivers)('content: FAQ on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('an edit shows at once in each language; hiding removes it; both audited with before and after', async () => {
    const borrower = await logIn(ctx, '9876500201');
    const { token, staffId } = await staffSession(ctx, 'agent');
    const before = await faq(ctx, borrower.token, 'en');
    const repayCount = before.categories.find((c) => c.id === 'repayment')?.count;

    const edited = await call(ctx.app, 'PUT', `${API}/repay-utr`, texts, { headers: staffHeaders(token) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: 'repay-utr', source: 'edited', builtIn: true, hidden: false });

    for (const lang of ['en', 'hi', 'zh'] as const) {
      const list = await faq(ctx, borrower.token, lang);
      expect(list.entries.find((e) => e.id === 'repay-utr')?.question).toBe(texts.question[lang]);
      const one = await entry(ctx, borrower.token, 'repay-utr', lang);
      expect(one.json()).toMatchObject({ question: texts.question[lang], steps: [] });
      expect(one.json().answer).toEqual(texts.answer[lang].split('\n\n'));
    }

    const hidden = await call(
      ctx.app,
      'PUT',
      `${API}/repay-utr/hidden`,
      { hidden: true },
      {
        headers: staffHeaders(token),
      },
    );
    expect(hidden.json()).toMatchObject({ hidden: true, source: 'edited' });
    const after = await faq(ctx, borrower.token, 'en');
    expect(after.entries.map((e) => e.id)).not.toContain('repay-utr');
    expect(after.categories.find((c) => c.id === 'repayment')?.count).toBe((repayCount ?? 0) - 1);
    expect((await entry(ctx, borrower.token, 'repay-utr', 'en')).statusCode).toBe(404);

    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectType, 'faq'));
    expect(audit.map((a) => a.action)).toEqual(['content.faq_edit', 'content.faq_hide']);
    expect(audit[0]).toMatchObject({ staffId, subjectId: 'repay-utr' });
    expect(audit[0]?.before).toMatchObject({ source: 'catalogue', hidden: false });
    expect(audit[0]?.after).toMatchObject({ source: 'edited', question: texts.question });
    expect(audit[1]?.before).toMatchObject({ hidden: false });
    expect(audit[1]?.after).toMatchObject({ hidden: true });
  });

  it('adds an entry after its category, and the console lists every entry', async () => {
    const borrower = await logIn(ctx, '9876500202');
    const { token } = await staffSession(ctx, 'admin');
    const added = await call(ctx.app, 'POST', API, texts, { headers: staffHeaders(token) });
    expect(added.statusCode, added.body).toBe(200);
    const id: string = added.json().id;
    const list = await faq(ctx, borrower.token, 'zh');
    const ids = list.entries.map((e) => e.id);
    expect(ids[ids.indexOf(id) - 1]).toBe('repay-late');
    const staffList = await call(ctx.app, 'GET', API, undefined, { headers: staffHeaders(token) });
    const entries = staffList.json().entries as { id: string; source: string; answer: { en: string } }[];
    expect(entries.find((e) => e.id === id)?.source).toBe('added');
    // A built-in entry's steps come numbered into the answer staff would edit.
    expect(entries.find((e) => e.id === 'repay-how')?.answer.en).toMatch(/^1\. /);
  });

  it('refuses borrowers, other roles, unknown ids and odd input', async () => {
    const borrower = await logIn(ctx, '9876500203');
    expect((await call(ctx.app, 'GET', API, undefined, { headers: bearer(borrower.token) })).statusCode).toBe(
      401,
    );
    for (const role of ['risk', 'finance'] as const) {
      const { token } = await staffSession(ctx, role);
      const res = await call(ctx.app, 'PUT', `${API}/repay-utr`, texts, { headers: staffHeaders(token) });
      expect(res.statusCode).toBe(403);
    }
    const { token } = await staffSession(ctx, 'agent');
    const headers = staffHeaders(token);
    const unknown = await call(ctx.app, 'PUT', `${API}/no-such-entry`, texts, { headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('FAQ_NOT_FOUND');
    const hideUnknown = await call(
      ctx.app,
      'PUT',
      `${API}/no-such-entry/hidden`,
      { hidden: true },
      { headers },
    );
    expect(hideUnknown.statusCode).toBe(404);
    const odd = [
      { ...texts, category: 'gossip' },
      { ...texts, question: { en: 'Q', hi: ' ', zh: 'Q' } },
      { ...texts, answer: { en: 'A' } },
    ];
    for (const body of odd) {
      const res = await call(ctx.app, 'PUT', `${API}/repay-utr`, body, { headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await call(ctx.app, 'PUT', `${API}/Bad_Id`, texts, { headers })).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(auditLog)).toEqual([]);
  });
});
