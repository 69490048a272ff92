import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, documentDeliveries } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { newOrder, readAll, send } from '../../../test/order-fixtures';
import { payBySimulator } from '../../../test/repayment-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, type TestContext, useTestApp } from '../../../test/test-app';

function signaturePng(): string {
  const png = new PNG({ width: 400, height: 150 });
  for (let x = 40; x < 360; x += 1) {
    const i = ((75 + Math.round(20 * Math.sin(x / 25))) * 400 + x) * 4;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png).toString('base64');
}

/** The e-mail outbox's lines printed since the test began. */
let outbox: string[] = [];
beforeEach(() => {
  outbox = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const line = String(chunk);
    if (line.startsWith('[email-outbox]')) {
      outbox.push(line.trim());
      return true;
    }
    return write(chunk, ...(rest as []));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const codeIn = (line: string | undefined) => /subject=\D*(\d{6})/.exec(line ?? '')?.[1] ?? '';

async function verifiedEmail(ctx: TestContext, token: string, email: string) {
  expect((await send(ctx, token, 'POST', '/profile/email', { email })).statusCode).toBe(200);
  const res = await send(ctx, token, 'POST', '/profile/email/verify', { code: codeIn(outbox.at(-1)) });
  expect(res.json()).toMatchObject({ verified: true });
}

async function signed(ctx: TestContext, token: string, phone: string): Promise<string> {
  const id = await newOrder(ctx, token);
  await readAll(ctx, token, id);
  expect((await send(ctx, token, 'POST', `/orders/${id}/sign/code`)).statusCode).toBe(200);
  const code = ctx.sms.lastCodeFor(phone);
  const res = await send(ctx, token, 'POST', `/orders/${id}/sign`, {
    code,
    signaturePng: signaturePng(),
    agree: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  await ctx.app.jobs.runDue();
  await ctx.app.jobs.runDue();
  return id;
}

const linkIn = (text: string) => /\/#\/d\/([A-Za-z0-9_.-]+)/.exec(text)?.[1] ?? '';

describe.each(drivers)('e-mail and document delivery on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('verifies an e-mail address by code: wrong, too soon, tries limited, expired, then right', async () => {
    const { token } = await approvedCustomer(ctx, '9876546001');
    expect((await send(ctx, token, 'GET', '/profile/email')).json()).toEqual({
      email: null,
      verified: false,
      codePending: false,
    });
    const bad = await send(ctx, token, 'POST', '/profile/email', { email: 'not-an-address' });
    expect(bad.json().code).toBe('EMAIL_INVALID');

    const set = await send(ctx, token, 'POST', '/profile/email', { email: 'Asha.Verma@Example.com' });
    expect(set.json()).toEqual({ email: 'as***@example.com', verified: false, codePending: true });
    expect(outbox.at(-1)).toMatch(
      /^\[email-outbox\] to=asha\.verma@example\.com subject=RupeeSetu: \d{6} is your e-mail verification code attachments=-$/,
    );
    const code = codeIn(outbox.at(-1));
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await send(ctx, token, 'POST', '/profile/email/verify', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('EMAIL_CODE_INCORRECT');
    const tooSoon = await send(ctx, token, 'POST', '/profile/email', { email: 'asha.verma@example.com' });
    expect(tooSoon.json().code).toBe('TOO_FREQUENT');
    for (let i = 0; i < 3; i += 1) await send(ctx, token, 'POST', '/profile/email/verify', { code: wrong });
    // The fifth wrong try burns the code: even the right one no longer works.
    expect((await send(ctx, token, 'POST', '/profile/email/verify', { code: wrong })).json().code).toBe(
      'EMAIL_CODE_EXPIRED',
    );
    expect((await send(ctx, token, 'POST', '/profile/email/verify', { code })).json().code).toBe(
      'EMAIL_CODE_EXPIRED',
    );

    ctx.clock.advanceMinutes(2);
    await send(ctx, token, 'POST', '/profile/email', { email: 'asha.verma@example.com' });
    const second = codeIn(outbox.at(-1));
    ctx.clock.advanceMinutes(16);
    const late = await send(ctx, token, 'POST', '/profile/email/verify', { code: second });
    expect(late.json()).toMatchObject({ code: 'EMAIL_CODE_EXPIRED' });
    const hi = await send(ctx, token, 'POST', '/profile/email/verify', { code: second }, 'hi');
    expect(hi.json().message).toContain('ई-मेल');

    await send(ctx, token, 'POST', '/profile/email', { email: 'asha.verma@example.com' });
    const ok = await send(ctx, token, 'POST', '/profile/email/verify', { code: codeIn(outbox.at(-1)) });
    expect(ok.json()).toEqual({ email: 'as***@example.com', verified: true, codePending: false });
  });

  it('e-mails the signed KFS, sanction letter and agreement to a verified address and texts a link to each', async () => {
    const { token } = await approvedCustomer(ctx, '9876546002');
    await verifiedEmail(ctx, token, 'ravi@example.com');
    outbox = [];
    const id = await signed(ctx, token, '9876546002');
    const [line, ...more] = outbox;
    expect(more).toEqual([]);
    expect(line).toMatch(
      /^\[email-outbox\] to=ravi@example\.com subject=RupeeSetu: your signed loan documents, loan (LN\w+) attachments=KFS-\1\.pdf,LETTER-\1\.pdf,LOAN-\1\.pdf$/,
    );
    const sms = ctx.sms.messages.findLast((m) => m.to === '9876546002')?.text ?? '';
    expect(sms).toContain('were e-mailed to you');
    expect(sms.match(/\/#\/d\//g)).toHaveLength(3);
    const rows = await ctx.database.db
      .select()
      .from(documentDeliveries)
      .where(eq(documentDeliveries.orderId, id));
    expect(rows.map((r) => [r.kind, r.trigger, r.emailedTo]).sort()).toEqual([
      ['kfs', 'signing', 'ravi@example.com'],
      ['letter', 'signing', 'ravi@example.com'],
      ['loan', 'signing', 'ravi@example.com'],
    ]);
  });

  it('e-mails nothing to an unverified address: the SMS link only', async () => {
    const { token } = await approvedCustomer(ctx, '9876546003');
    await send(ctx, token, 'POST', '/profile/email', { email: 'meera@example.com' });
    outbox = [];
    await signed(ctx, token, '9876546003');
    expect(outbox).toEqual([]);
    const sms = ctx.sms.messages.findLast((m) => m.to === '9876546003')?.text ?? '';
    expect(sms).not.toContain('e-mailed');
    expect(sms.match(/\/#\/d\//g)).toHaveLength(3);
  });

  it('opens a link with the session or a phone code; altered, expired and another customer are refused', async () => {
    const { token } = await approvedCustomer(ctx, '9876546004');
    const other = await approvedCustomer(ctx, '9876546005');
    await signed(ctx, token, '9876546004');
    const link = linkIn(ctx.sms.messages.findLast((m) => m.to === '9876546004')?.text ?? '');
    expect(link.length).toBeLessThan(70);
    const open = (t: string, headers: Record<string, string> = {}) =>
      call(ctx.app, 'GET', `/api/v1/d/${t}`, undefined, { headers });

    const anonymous = await open(link);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('DOCUMENT_LINK_CODE_REQUIRED');
    const mine = await open(link, { authorization: `Bearer ${token}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await open(link, { authorization: `Bearer ${other.token}` });
    expect(theirs.statusCode).toBe(404);

    const altered = link.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const tampered = await open(altered, { authorization: `Bearer ${token}` });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().code).toBe('DOCUMENT_LINK_INVALID');
    const zh = await open(altered, { 'accept-language': 'zh' });
    expect(zh.json().message).toBe('此文件链接无效，请在应用中打开您的文件。');

    const asked = await call(ctx.app, 'POST', `/api/v1/d/${link}/code`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ phoneMasked: 'XXXXXX6004', expiresInSeconds: 600 });
    const code = /\d{6}/.exec(ctx.sms.messages.at(-1)?.text ?? '')?.[0] ?? '';
    const wrong = await call(ctx.app, 'POST', `/api/v1/d/${link}/open`, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().code).toBe('DOCUMENT_LINK_CODE_INCORRECT');
    const withCode = await call(ctx.app, 'POST', `/api/v1/d/${link}/open`, { code });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.headers['content-type']).toBe('application/pdf');
    // One time only.
    expect((await call(ctx.app, 'POST', `/api/v1/d/${link}/open`, { code })).statusCode).toBe(400);

    ctx.clock.advance(8 * 86_400_000);
    const expired = await open(link, { authorization: `Bearer ${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('DOCUMENT_LINK_EXPIRED');
    const hi = await open(link, { 'accept-language': 'hi' });
    expect(hi.json().message).toBe('इस दस्तावेज़ लिंक की समय-सीमा खत्म हो गई है। कृपया अपने दस्तावेज़ ऐप में खोलें।');
  });

  it('e-mails the no-dues certificate when the loan is settled, once', async () => {
    const { token } = await approvedCustomer(ctx, '9876546008');
    await verifiedEmail(ctx, token, 'noc@example.com');
    const id = await disbursedOrder(ctx, token);
    outbox = [];
    await payBySimulator(ctx, token, id, { kind: 'full' });
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    expect(outbox).toEqual([
      expect.stringMatching(
        /^\[email-outbox\] to=noc@example\.com subject=RupeeSetu: your no-dues certificate, loan (LN\w+) attachments=NOC-\1\.pdf$/,
      ),
    ]);
    const rows = await ctx.database.db
      .select()
      .from(documentDeliveries)
      .where(eq(documentDeliveries.orderId, id));
    expect(rows.filter((r) => r.kind === 'noc').map((r) => r.trigger)).toEqual(['closure']);
  });

  it('schedules the monthly statement of an open loan once per India month', async () => {
    const { token } = await approvedCustomer(ctx, '9876546006');
    const id = await disbursedOrder(ctx, token);
    const statements = async () =>
      (await ctx.database.db.select().from(documentDeliveries).where(eq(documentDeliveries.orderId, id)))
        .filter((r) => r.kind === 'statement')
        .map((r) => [r.trigger, r.period]);
    // Paid out on 15 January: nothing in January.
    expect(await ctx.app.delivery.deliveries.monthly()).toBe(0);
    // 1 February 00:10 IST: January's statement, once however often the tick runs.
    ctx.clock.set('2025-01-31T18:40:00.000Z');
    expect(await ctx.app.delivery.deliveries.monthly()).toBe(1);
    expect(await ctx.app.delivery.deliveries.monthly()).toBe(0);
    ctx.clock.set('2025-02-20T06:00:00.000Z');
    expect(await ctx.app.delivery.deliveries.monthly()).toBe(0);
    ctx.clock.set('2025-03-01T00:00:00.000Z');
    expect(await ctx.app.delivery.deliveries.monthly()).toBe(1);
    expect(await statements()).toEqual([
      ['monthly', '2025-01'],
      ['monthly', '2025-02'],
    ]);
  });

  it('lists a customer’s documents in the console and re-sends one (customer service only, audited)', async () => {
    const { token, customerId } = await approvedCustomer(ctx, '9876546007');
    await verifiedEmail(ctx, token, 'kiran@example.com');
    const id = await signed(ctx, token, '9876546007');
    const risk = await staffSession(ctx, 'risk');
    const agent = await staffSession(ctx, 'agent');

    const listed = await call(ctx.app, 'GET', `/api/staff/v1/customers/${customerId}/documents`, undefined, {
      headers: staffHeaders(risk.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const view = listed.json();
    expect(view.email).toEqual({ email: 'ki***@example.com', verified: true, codePending: false });
    expect(view.orders[0].orderId).toBe(id);
    expect(view.orders[0].documents.map((d: { kind: string }) => d.kind)).toContain('kfs');
    expect(view.deliveries).toHaveLength(3);

    const body = { orderId: id, kind: 'letter', reason: 'Customer lost the e-mail' };
    const path = `/api/staff/v1/customers/${customerId}/documents/resend`;
    const refused = await call(ctx.app, 'POST', path, body, { headers: staffHeaders(risk.token) });
    expect(refused.statusCode).toBe(403);
    outbox = [];
    const resent = await call(ctx.app, 'POST', path, body, { headers: staffHeaders(agent.token) });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ emailed: true });
    await ctx.app.jobs.runDue();
    expect(outbox).toEqual([
      expect.stringMatching(
        /^\[email-outbox\] to=kiran@example\.com subject=RupeeSetu: your documents, loan LN\w+ attachments=LETTER-LN\w+\.pdf$/,
      ),
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customers.resend_document'));
    expect(audit).toMatchObject([
      {
        staffId: agent.staffId,
        subjectId: customerId,
        reason: 'Customer lost the e-mail',
        after: { orderId: id, kind: 'letter' },
      },
    ]);
    const missing = await call(
      ctx.app,
      'POST',
      '/api/staff/v1/customers/00000000-0000-4000-8000-000000000000/documents/resend',
      body,
      { headers: staffHeaders(agent.token) },
    );
    expect(missing.statusCode).toBe(404);
  });
});
