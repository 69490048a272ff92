import { and, eq, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, customers, messages } from '../../../db/schema';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

const BASE = '/api/staff/v1/recovery';

async function patch(ctx: TestContext, url: string, token: string, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url, payload: body, headers: staffHeaders(token) });
}

async function registerAgency(ctx: TestContext, admin: string, name = 'Prompt Recoveries LLP') {
  const res = await call(
    ctx.app,
    'POST',
    `${BASE}/agencies`,
    { name, registrationNo: 'AAB-1234', phone: '9811100001', email: 'desk@prompt.example' },
    { headers: staffHeaders(admin) },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
}

async function registerAgent(ctx: TestContext, admin: string, agencyId: string, name = 'Ravi Kumar') {
  const res = await call(
    ctx.app,
    'POST',
    `${BASE}/agencies/${agencyId}/agents`,
    { name, idNumber: 'DRA-IIBF-778899', phone: '9811100002', email: 'ravi@prompt.example' },
    { headers: staffHeaders(admin) },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; phone: string };
}

/** A loan whose first instalment fell due more than a week ago, unpaid. */
async function overdueLoan(ctx: TestContext, phone: string) {
  const borrower = await approvedCustomer(ctx, phone);
  const orderId = await disbursedOrder(ctx, borrower.token);
  ctx.clock.advance(45 * 86_400_000);
  return { ...borrower, orderId };
}

describe.each(drivers)('recovery agents on %s', (driver) => {
  const ctx = useTestApp(driver);

  beforeEach(async () => {
    // The register is not among the tables every suite empties.
    await ctx.database.db.execute(
      sql`truncate recovery_contacts, recovery_assignments, recovery_agents, recovery_agencies cascade`,
    );
  });

  it('registers an agency and an agent (admin only), deactivates them, and audits every change', async () => {
    const admin = await staffSession(ctx, 'admin');
    const collector = await staffSession(ctx, 'collector');
    const denied = await call(
      ctx.app,
      'POST',
      `${BASE}/agencies`,
      { name: 'X Agency', registrationNo: 'AAB-1', phone: '9811100009', email: 'x@x.example' },
      { headers: staffHeaders(collector.token) },
    );
    expect(denied.statusCode).toBe(403);
    const agency = await registerAgency(ctx, admin.token);
    const agent = await registerAgent(ctx, admin.token, agency.id);
    expect(agent.phone).toBe('9811100002');

    const off = await patch(ctx, `${BASE}/agents/${agent.id}`, admin.token, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    const register = await call(ctx.app, 'GET', `${BASE}/agencies`, undefined, {
      headers: staffHeaders(collector.token),
    });
    expect(register.json().agencies[0].agents[0]).toMatchObject({ name: 'Ravi Kumar', active: false });

    const missing = await patch(ctx, `${BASE}/agencies/${agent.id}`, admin.token, { active: false });
    expect(missing.json().code).toBe('RECOVERY_AGENCY_NOT_FOUND');
    const bad = await call(
      ctx.app,
      'POST',
      `${BASE}/agencies/${agency.id}/agents`,
      { name: 'R', idNumber: 'D', phone: '12', email: 'no' },
      { headers: staffHeaders(admin.token) },
    );
    expect(bad.statusCode).toBe(400);

    const actions = await ctx.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(like(auditLog.action, 'recovery.%'))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'recovery.agency.create',
      'recovery.agent.create',
      'recovery.agent.update',
    ]);
    expect(actions[2]?.before).toMatchObject({ active: true });
    expect(actions[2]?.after).toMatchObject({ active: false });
  });

  it('assigning an agent tells the borrower once, in the message center and by SMS, in her language', async () => {
    const loan = await overdueLoan(ctx, '9876511001');
    const admin = await staffSession(ctx, 'admin');
    const collector = await staffSession(ctx, 'collector');
    const agency = await registerAgency(ctx, admin.token);
    const agent = await registerAgent(ctx, admin.token, agency.id);
    await ctx.database.db.update(customers).set({ language: 'hi' }).where(eq(customers.id, loan.customerId));
    ctx.sms.clear();

    const assign = () =>
      call(
        ctx.app,
        'POST',
        `${BASE}/loans/${loan.orderId}/assignment`,
        { agencyId: agency.id, agentId: agent.id },
        { headers: staffHeaders(collector.token) },
      );
    const first = await assign();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      agentName: 'Ravi Kumar',
      agencyName: 'Prompt Recoveries LLP',
      contactPhone: '9811100002',
      noticeSentAt: ctx.clock.now().toISOString(),
      endedAt: null,
    });
    const again = await assign();
    expect(again.json().id).toBe(first.json().id);

    const sent = ctx.sms.messages.filter((m) => m.to === '9876511001');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Ravi Kumar');
    expect(sent[0]?.text).toContain('Prompt Recoveries LLP');
    expect(sent[0]?.text).toContain('9811100002');
    expect(sent[0]?.text).toContain('वसूली एजेंट');
    const notes = await ctx.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.customerId, loan.customerId), eq(messages.template, 'recovery_agent_assigned')));
    expect(notes).toHaveLength(1);

    // The borrower's session of 45 days ago has ended: she logs in again (Hindi chosen, the list asked in English).
    const session = await logIn(ctx, '9876511001');
    const inbox = await call(ctx.app, 'GET', '/api/v1/messages', undefined, {
      headers: { ...bearer(session.token), 'accept-language': 'en' },
    });
    const shown = (inbox.json().messages as { title: string; body: string }[]).find((m) =>
      m.title.includes('वसूली एजेंट'),
    );
    expect(shown?.body, inbox.body).toContain(
      'Setu Finance Private Limited ने Prompt Recoveries LLP के Ravi Kumar (फ़ोन 9811100002) को ऋण',
    );

    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'recovery.assign'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.subjectId).toBe(loan.orderId);
  });

  it('refuses a loan that is not overdue, and an inactive agent', async () => {
    const admin = await staffSession(ctx, 'admin');
    const agency = await registerAgency(ctx, admin.token);
    const agent = await registerAgent(ctx, admin.token, agency.id);
    const borrower = await approvedCustomer(ctx, '9876511002');
    const orderId = await disbursedOrder(ctx, borrower.token);
    const early = await call(
      ctx.app,
      'POST',
      `${BASE}/loans/${orderId}/assignment`,
      { agencyId: agency.id, agentId: agent.id },
      { headers: staffHeaders(admin.token) },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('RECOVERY_LOAN_NOT_OVERDUE');

    ctx.clock.advance(45 * 86_400_000);
    const later = await staffSession(ctx, 'admin');
    await patch(ctx, `${BASE}/agents/${agent.id}`, later.token, { active: false });
    const inactive = await call(
      ctx.app,
      'POST',
      `${BASE}/loans/${orderId}/assignment`,
      { agencyId: agency.id, agentId: agent.id },
      { headers: staffHeaders(later.token) },
    );
    expect(inactive.json().code).toBe('RECOVERY_AGENT_INACTIVE');
    expect(ctx.sms.messages.filter((m) => m.text.includes('Ravi Kumar'))).toHaveLength(0);
  });

  it('refuses to record a contact by an agent before the notice that named the agent', async () => {
    const loan = await overdueLoan(ctx, '9876511003');
    const admin = await staffSession(ctx, 'admin');
    const agency = await registerAgency(ctx, admin.token);
    const ravi = await registerAgent(ctx, admin.token, agency.id);
    const other = await registerAgent(ctx, admin.token, agency.id, 'Sunita Rao');
    let desk = admin.token;
    const contact = (agentId: string, at: Date) =>
      call(
        ctx.app,
        'POST',
        `${BASE}/loans/${loan.orderId}/contacts`,
        { agentId, at: at.toISOString(), channel: 'call', note: 'Promised to pay Friday' },
        { headers: staffHeaders(desk) },
      );

    const before = await contact(ravi.id, ctx.clock.now());
    expect(before.statusCode).toBe(409);
    expect(before.json().code).toBe('RECOVERY_NOTICE_NOT_SENT');

    const noticeAt = ctx.clock.now();
    await call(
      ctx.app,
      'POST',
      `${BASE}/loans/${loan.orderId}/assignment`,
      { agencyId: agency.id, agentId: ravi.id },
      { headers: staffHeaders(admin.token) },
    );
    ctx.clock.advance(3_600_000);
    // An hour on, the first session has ended (idle): the desk signs in again.
    desk = (await staffSession(ctx, 'admin')).token;
    expect((await contact(ravi.id, new Date(noticeAt.getTime() - 60_000))).json().code).toBe(
      'RECOVERY_NOTICE_NOT_SENT',
    );
    expect((await contact(other.id, ctx.clock.now())).json().code).toBe('RECOVERY_NOTICE_NOT_SENT');
    const ok = await contact(ravi.id, ctx.clock.now());
    expect(ok.statusCode, ok.body).toBe(200);

    // A contact at 22:30 India time (the clock reads 13:00 IST here): outside the hours agents may call,
    // refused and audited.
    ctx.clock.advance(10 * 3_600_000);
    const evening = await staffSession(ctx, 'admin');
    const late = await call(
      ctx.app,
      'POST',
      `${BASE}/loans/${loan.orderId}/contacts`,
      {
        agentId: ravi.id,
        at: new Date(ctx.clock.now().getTime() - 30 * 60_000).toISOString(),
        channel: 'call',
      },
      { headers: staffHeaders(evening.token) },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('OUTSIDE_CONTACT_HOURS');
    const refused = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'recovery.refused'));
    expect(refused).toHaveLength(1);

    const record = await call(ctx.app, 'GET', `${BASE}/loans/${loan.orderId}`, undefined, {
      headers: staffHeaders(evening.token),
    });
    expect(record.json().contacts).toHaveLength(1);
    expect(record.json().assignments).toHaveLength(1);
  });

  it('publishes only active agencies and agents, with names and phones only, without login', async () => {
    const admin = await staffSession(ctx, 'admin');
    const prompt = await registerAgency(ctx, admin.token);
    await registerAgent(ctx, admin.token, prompt.id);
    const gone = await registerAgent(ctx, admin.token, prompt.id, 'Gone Agent');
    await patch(ctx, `${BASE}/agents/${gone.id}`, admin.token, { active: false });
    const closed = await registerAgency(ctx, admin.token, 'Closed Collections Pvt Ltd');
    await registerAgent(ctx, admin.token, closed.id, 'Hidden Agent');
    await patch(ctx, `${BASE}/agencies/${closed.id}`, admin.token, { active: false });

    const res = await call(ctx.app, 'GET', '/api/v1/recovery-agents');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      agencies: [
        {
          name: 'Prompt Recoveries LLP',
          phone: '9811100001',
          agents: [{ name: 'Ravi Kumar', phone: '9811100002' }],
        },
      ],
    });
    expect(res.body).not.toMatch(/example|DRA|AAB|"id"/);
  });

  it('limits the public list per address, as every anonymous route', async () => {
    const limited = await ctx.buildApp({ ANON_RATE_LIMIT_PER_MINUTE: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await call(limited, 'GET', '/api/v1/recovery-agents')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
