import { describe, expect, it } from 'vitest';
import { auditRepository } from '../../../platform/audit-repository';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { call, drivers, type TestContext, useTestApp } from '../../../test/test-app';

interface Entry {
  action: string;
  staffEmail: string | null;
  subjectId: string;
}

async function record(ctx: TestContext, staffId: string | null, action: string, subjectId: string) {
  await auditRepository.record(
    ctx.database.db,
    { staffId, action, subjectType: 'test', subjectId },
    ctx.clock.now(),
  );
}

async function audit(ctx: TestContext, token: string, query: string) {
  return call(ctx.app, 'GET', `/api/staff/v1/audit?${query}`, undefined, { headers: staffHeaders(token) });
}

describe.each(drivers)('the audit log filtered by staff e-mail and action prefix (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('matches the e-mail in any case and the start of the action, alone or together', async () => {
    const admin = await staffSession(ctx, 'admin');
    const collector = await staffSession(ctx, 'collector');
    await record(ctx, collector.staffId, 'recovery.assign', 'a1');
    await record(ctx, collector.staffId, 'recovery.contact', 'a2');
    await record(ctx, collector.staffId, 'recovery_agents.create', 'a3');
    await record(ctx, admin.staffId, 'recovery.assign', 'a4');
    await record(ctx, admin.staffId, 'staff.sign_in', 'a5');
    await record(ctx, admin.staffId, 'staff.signxin', 'a6');
    await record(ctx, null, 'staff.bootstrap', 'a7');

    const byEmail = await audit(ctx, admin.token, `staffEmail=${collector.email.toUpperCase()}`);
    expect(byEmail.statusCode).toBe(200);
    const mine = byEmail.json().entries as Entry[];
    expect(mine.map((e) => e.subjectId)).toEqual(['a3', 'a2', 'a1']);
    expect(new Set(mine.map((e) => e.staffEmail))).toEqual(new Set([collector.email]));

    // 'recovery.' is a prefix with its dot: recovery_agents.create is another section.
    const recovery = (await audit(ctx, admin.token, 'action=recovery.')).json().entries as Entry[];
    expect(recovery.map((e) => e.subjectId)).toEqual(['a4', 'a2', 'a1']);
    // An underscore is a letter, not a wildcard.
    const signIns = (await audit(ctx, admin.token, 'action=staff.sign_')).json().entries as Entry[];
    expect(signIns.map((e) => e.subjectId)).toEqual(['a5']);
    // A whole action still finds itself.
    const exact = (await audit(ctx, admin.token, 'action=recovery.contact')).json().entries as Entry[];
    expect(exact.map((e) => e.subjectId)).toEqual(['a2']);

    const both = await audit(ctx, admin.token, `staffEmail=${collector.email}&action=RECOVERY.`);
    expect((both.json().entries as Entry[]).map((e) => e.subjectId)).toEqual(['a2', 'a1']);

    // A well-formed e-mail no one has: an empty page, not an error.
    const nobody = await audit(ctx, admin.token, 'staffEmail=nobody@lender.in');
    expect([nobody.statusCode, nobody.json()]).toEqual([200, { entries: [], next: null }]);
  });

  it('pages a filtered log by cursor', async () => {
    const admin = await staffSession(ctx, 'admin');
    const collector = await staffSession(ctx, 'collector');
    for (let i = 0; i < 5; i += 1) {
      await record(ctx, collector.staffId, 'recovery.contact', `c${i}`);
      await record(ctx, admin.staffId, 'recovery.contact', `x${i}`);
    }
    const query = `staffEmail=${collector.email}&action=recovery.&limit=3`;
    const first = (await audit(ctx, admin.token, query)).json();
    const second = (await audit(ctx, admin.token, `${query}&cursor=${first.next}`)).json();
    expect([...first.entries, ...second.entries].map((e: Entry) => e.subjectId)).toEqual([
      'c4',
      'c3',
      'c2',
      'c1',
      'c0',
    ]);
    expect(second.next).toBeNull();
  });

  it('answers a malformed e-mail or action with 400 and its own code', async () => {
    const admin = await staffSession(ctx, 'admin');
    const cases: [string, string][] = [
      ['staffEmail=asha', 'AUDIT_STAFF_EMAIL_INVALID'],
      ['staffEmail=asha@', 'AUDIT_STAFF_EMAIL_INVALID'],
      [`staffEmail=${'a'.repeat(196)}%40x.in`, 'AUDIT_STAFF_EMAIL_INVALID'],
      ['action=recovery%25', 'AUDIT_ACTION_INVALID'],
      ['action=staff create', 'AUDIT_ACTION_INVALID'],
      [`action=${'a'.repeat(101)}`, 'AUDIT_ACTION_INVALID'],
    ];
    for (const [query, code] of cases) {
      const res = await audit(ctx, admin.token, query);
      expect([res.statusCode, res.json().code], query).toEqual([400, code]);
      expect(res.json().field, query).toBe(code === 'AUDIT_ACTION_INVALID' ? 'action' : 'staffEmail');
    }
  });
});
