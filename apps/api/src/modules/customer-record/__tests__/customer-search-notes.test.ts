import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditLog, customers, messages } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

const get = (ctx: TestContext, token: string, path: string) =>
  call(ctx.app, 'GET', `/api/staff/v1/customers${path}`, undefined, { headers: staffHeaders(token) });
const post = (ctx: TestContext, token: string, path: string, body: Record<string, unknown>) =>
  call(ctx.app, 'POST', `/api/staff/v1/customers${path}`, body, { headers: staffHeaders(token) });

/** An approved borrower whose identity step names them `name`. */
async function borrowerNamed(ctx: TestContext, phone: string, name: string) {
  const { customerId } = await approvedCustomer(ctx, phone);
  const db = ctx.database.db;
  const [row] = await db.select().from(applications).where(eq(applications.customerId, customerId));
  if (!row?.steps.identity) throw new Error('no identity step');
  await db
    .update(applications)
    .set({ steps: { ...row.steps, identity: { ...row.steps.identity, name } } })
    .where(eq(applications.id, row.id));
  return customerId;
}

const ids = (body: { customers: { id: string }[] }) => body.customers.map((c) => c.id).sort();

describe.each(drivers)('staff customer search by name, notes and messages on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('finds customers by the start of each word of their name, any case, and audits whom it showed', async () => {
    const neha = await borrowerNamed(ctx, '9876500001', 'Neha  Kapoor');
    const nehal = await borrowerNamed(ctx, '9876500002', 'NEHAL Shah');
    const dsouza = await borrowerNamed(ctx, '9876500003', "Anita D'Souza");
    await logIn(ctx, '9876500004'); // no application, no name
    const { token, staffId } = await staffSession(ctx, 'agent');

    expect(ids((await get(ctx, token, '?q=neha')).json())).toEqual([neha, nehal].sort());
    expect(ids((await get(ctx, token, '?q=kapoor%20neha')).json())).toEqual([neha]);
    expect(ids((await get(ctx, token, '?q=%20%20KAP%20')).json())).toEqual([neha]);
    expect(ids((await get(ctx, token, "?q=d'sou")).json())).toEqual([dsouza]);
    // The middle of a word is no match: "apoor" is nobody's word start.
    expect((await get(ctx, token, '?q=apoor')).json()).toEqual({ customers: [], total: 0, capped: false });
    const found = (await get(ctx, token, '?q=Neha%20Kap')).json();
    expect(found).toMatchObject({
      total: 1,
      capped: false,
      customers: [{ id: neha, phone: '9876500001', name: 'Neha  Kapoor', applicationState: 'approved' }],
    });

    // Who looked for a name and whom it showed; never the words typed.
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, staffId), eq(auditLog.action, 'customers.search_name')));
    expect(audits).toHaveLength(6);
    expect(audits.at(-1)?.after).toEqual({ matched: 1, shown: [neha] });
    expect(JSON.stringify(audits)).not.toMatch(/neha|kap/i);
    // A phone search is not a name search: not audited as one.
    await get(ctx, token, '?q=9876500001');
    expect(
      await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'customers.search_name')),
    ).toHaveLength(6);
  });

  it('shows at most 50 customers for a name, and says more matched', async () => {
    // Written straight to the tables: 52 logins from one client would meet the captcha.
    const now = ctx.clock.now();
    const rows = await ctx.database.db
      .insert(customers)
      .values(Array.from({ length: 52 }, (_, i) => ({ phone: `98765${10000 + i}`, createdAt: now })))
      .returning({ id: customers.id });
    await ctx.database.db.insert(applications).values(
      rows.map((c, i) => ({
        customerId: c.id,
        steps: { identity: { name: `Ravi Kumar ${i}` } } as never,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const { token } = await staffSession(ctx, 'risk');
    const first = (await get(ctx, token, '?q=ravi&limit=100')).json();
    expect(first.customers).toHaveLength(50);
    expect(first).toMatchObject({ total: 50, capped: true });
    expect((await get(ctx, token, '?q=ravi&offset=40&limit=20')).json().customers).toHaveLength(10);
    expect((await get(ctx, token, '?q=ravi&offset=50')).json().customers).toEqual([]);
  });

  it('refuses 1-2 characters and odd characters with a code and a message', async () => {
    const { token } = await staffSession(ctx, 'agent');
    for (const q of ['', 'n', 'ne', '%20a%20', '12', '123', '+9']) {
      const res = await get(ctx, token, `?q=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({
        code: 'CUSTOMER_SEARCH_TOO_SHORT',
        message: 'Type at least 3 letters of a name (or 4 digits of a phone number).',
      });
    }
    for (const q of ['neh%25', 'ne_ha', 'neha1', "1234'--", 'neha%3Bdrop', 'a%5Cb%5Cc', '98765-%25']) {
      const res = await get(ctx, token, `?q=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe('CUSTOMER_SEARCH_INVALID');
      expect(res.json().message, q).toContain('letters, spaces, dots, hyphens and apostrophes');
    }
    expect((await get(ctx, token, `?q=${'a'.repeat(61)}`)).statusCode).toBe(400);
  });

  it('adds dated notes with their author, lists them newest first, audits the adding, refuses empty or long ones', async () => {
    const { customerId } = await logIn(ctx, '9876500101');
    const agent = await staffSession(ctx, 'agent');
    const finance = await staffSession(ctx, 'finance');
    expect((await get(ctx, agent.token, `/${customerId}/notes`)).json()).toEqual({ notes: [], total: 0 });

    const first = await post(ctx, agent.token, `/${customerId}/notes`, {
      text: '  Called: will pay on Friday.  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      text: 'Called: will pay on Friday.',
      author: { email: agent.email },
    });
    ctx.clock.advance(60_000);
    const second = await post(ctx, finance.token, `/${customerId}/notes`, { text: 'Refund sent.' });
    expect(second.statusCode, second.body).toBe(200);

    const listed = (await get(ctx, agent.token, `/${customerId}/notes`)).json();
    expect(listed.total).toBe(2);
    expect(listed.notes.map((n: { text: string }) => n.text)).toEqual([
      'Refund sent.',
      'Called: will pay on Friday.',
    ]);
    expect(listed.notes[0].author.email).toBe(finance.email);
    expect(Date.parse(listed.notes[0].createdAt)).toBeGreaterThan(Date.parse(listed.notes[1].createdAt));
    expect((await get(ctx, agent.token, `/${customerId}/notes?limit=1&offset=1`)).json().notes).toHaveLength(
      1,
    );

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, customerId), eq(auditLog.action, 'customers.note_add')));
    expect(audits.map((a) => a.staffId)).toEqual([agent.staffId, finance.staffId]);
    expect(JSON.stringify(audits)).not.toContain('Friday');

    for (const [body, code] of [
      [{ text: '' }, 'CUSTOMER_NOTE_EMPTY'],
      [{ text: '   ' }, 'CUSTOMER_NOTE_EMPTY'],
      [{}, 'CUSTOMER_NOTE_EMPTY'],
      [{ text: 'x'.repeat(2001) }, 'CUSTOMER_NOTE_TOO_LONG'],
    ] as const) {
      const res = await post(ctx, agent.token, `/${customerId}/notes`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toBeTypeOf('string');
    }
    expect(
      (await post(ctx, agent.token, `/${customerId}/notes`, { text: 'x'.repeat(2000) })).statusCode,
    ).toBe(200);
    expect((await get(ctx, agent.token, `/${customerId}/notes`)).json().total).toBe(3);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post(ctx, agent.token, `/${unknown}/notes`, { text: 'Hello' })).statusCode).toBe(404);
    expect((await get(ctx, agent.token, `/${unknown}/notes`)).statusCode).toBe(404);
    const collector = await staffSession(ctx, 'collector');
    expect((await post(ctx, collector.token, `/${customerId}/notes`, { text: 'Hello' })).statusCode).toBe(
      403,
    );
    expect((await get(ctx, collector.token, `/${customerId}/notes`)).statusCode).toBe(403);
  });

  it("shows the messages as the borrower read them, in the borrower's language, and the bureau pull", async () => {
    const customerId = await borrowerNamed(ctx, '9876500201', 'Neha Kapoor');
    const db = ctx.database.db;
    await db.update(customers).set({ language: 'hi' }).where(eq(customers.id, customerId));
    await db.update(applications).set({
      bureauReport: {
        status: 'found',
        score: 742,
        delinquent: false,
        birthOnRecord: '1994-03-12',
        nameMatches: true,
      },
    });
    await db.insert(messages).values({
      customerId,
      kind: 'notify',
      template: 'repayment_due_today',
      params: {
        proName: 'RupeeSetu',
        amount: 'Rs 1,200',
        orderNo: 'LN1234ABCD',
        penalRate: '0.1',
        penaltyFee: 'Rs 100',
      },
      createdAt: ctx.clock.now(),
    });
    const { token } = await staffSession(ctx, 'agent');

    const body = (await get(ctx, token, `/${customerId}/messages`)).json();
    expect(body.language).toBe('hi');
    const [message] = body.messages;
    expect(message.template).toBe('repayment_due_today');
    expect(message.title).not.toContain('{{');
    expect(message.body).toContain('Rs 1,200');
    expect(message.body).not.toContain('{{');
    expect(`${message.title}${message.body}`).toMatch(/[\u0900-\u097F]/); // Devanagari: what the borrower read

    const record = (await get(ctx, token, `/${customerId}`)).json();
    expect(record.bureau).toMatchObject({
      report: { status: 'found', score: 742, delinquent: false, nameMatches: true },
    });
    expect(record.bureau.pulledAt).toBeTypeOf('string');
    const nobody = await logIn(ctx, '9876500202');
    expect((await get(ctx, token, `/${nobody.customerId}`)).json().bureau).toBeNull();
  });
});
