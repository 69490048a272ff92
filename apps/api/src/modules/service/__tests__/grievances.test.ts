import { addDays, istDayKey } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { drivers, logIn, useTestApp } from '../../../test/test-app';
import { agent, auditOf, inbox, sendFeedback } from './service-fixtures';

describe.each(drivers)('grievances and their 30-day clock, on %s', (driver) => {
  const ctx = useTestApp(driver);
  const today = () => istDayKey(ctx.clock.now());

  it('logs a grievance by phone with days left, least days left first, overdue flagged', async () => {
    const { customerId } = await logIn(ctx, '9876544001');
    const { as, staffId, email } = await agent(ctx);
    const recent = await as('POST', '/grievances', {
      phone: '+91 98765 44001',
      channel: 'email',
      summary: 'Charged a late fee although I paid on time',
      receivedOn: addDays(today(), -10),
    });
    expect(recent.statusCode, recent.body).toBe(201);
    expect(recent.json()).toMatchObject({
      customerId,
      phone: 'XXXXXX4001',
      channel: 'email',
      state: 'open',
      receivedOn: addDays(today(), -10),
      dueOn: addDays(today(), 20),
      daysLeft: 20,
      overdue: false,
      loggedBy: email,
      feedbackId: null,
    });
    const late = await as('POST', '/grievances', {
      phone: '9876544001',
      channel: 'letter',
      summary: 'Recovery agent called my employer',
      receivedOn: addDays(today(), -35),
    });
    expect(late.json()).toMatchObject({ daysLeft: -5, overdue: true });
    const fresh = await as('POST', '/grievances', {
      phone: '9876544001',
      channel: 'phone',
      summary: 'Refund pending',
    });
    expect(fresh.json()).toMatchObject({ receivedOn: today(), daysLeft: 30 });

    const listed = (await as('GET', '/grievances')).json().grievances;
    expect(listed.map((g: { id: string }) => g.id)).toEqual([
      late.json().id,
      recent.json().id,
      fresh.json().id,
    ]);

    expect(await auditOf(ctx, recent.json().id)).toEqual([
      expect.objectContaining({ staffId, action: 'service.grievance.create', subjectType: 'grievance' }),
    ]);
  });

  it('refuses an unknown phone and a received day in the future, invalid or over a year back', async () => {
    await logIn(ctx, '9876544002');
    const { as } = await agent(ctx);
    const unknown = await as('POST', '/grievances', {
      phone: '9876544099',
      channel: 'email',
      summary: 'Hello there',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('GRIEVANCE_CUSTOMER_UNKNOWN');
    for (const receivedOn of [addDays(today(), 1), addDays(today(), -366), '2025-02-30', '15-01-2025']) {
      const res = await as('POST', '/grievances', {
        phone: '9876544002',
        channel: 'email',
        summary: 'Hi',
        receivedOn,
      });
      expect(res.statusCode, receivedOn).toBe(400);
      expect(res.json().code, receivedOn).toBe('GRIEVANCE_DATE_INVALID');
    }
  });

  it("resolves once, and the resolution reaches the customer's message center", async () => {
    const { token } = await logIn(ctx, '9876544003');
    const { as, staffId, email } = await agent(ctx);
    const { id } = (
      await as('POST', '/grievances', {
        phone: '9876544003',
        channel: 'phone',
        summary: 'Double debit on 14th',
      })
    ).json();

    const both = await Promise.all([
      as('POST', `/grievances/${id}/resolve`, { resolution: 'We refunded the second debit of ₹1,200.' }),
      as('POST', `/grievances/${id}/resolve`, { resolution: 'Refunded.' }),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const won = both.find((r) => r.statusCode === 200)?.json();
    expect(won).toMatchObject({ state: 'resolved', resolvedBy: email, overdue: false });
    expect(both.find((r) => r.statusCode === 409)?.json().code).toBe('GRIEVANCE_ALREADY_RESOLVED');

    const messages = await inbox(ctx, token);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: 'Your complaint has been resolved' });
    expect(messages[0]?.body).toContain(won.resolution);
    expect(messages[0]?.body).toContain('cms.rbi.org.in');

    expect((await as('GET', '/grievances')).json().grievances).toEqual([]);
    expect((await as('GET', '/grievances?state=resolved')).json().grievances).toHaveLength(1);
    const audit = await auditOf(ctx, id);
    expect(audit.map((a) => a.action)).toEqual(['service.grievance.create', 'service.grievance.resolve']);
    expect(audit[1]).toMatchObject({
      staffId,
      before: { state: 'open' },
      after: expect.objectContaining({ state: 'resolved' }),
    });
  });

  it('escalates a feedback to a grievance received the day it was sent, once', async () => {
    const { token } = await logIn(ctx, '9876544004');
    const feedbackId = await sendFeedback(
      ctx,
      token,
      'Nobody answers my calls about the refund',
      'feedback-g',
    );
    const sentOn = today();
    ctx.clock.advanceSeconds(3 * 86_400);
    const { as } = await agent(ctx);
    const res = await as('POST', `/feedback/${feedbackId}/grievance`, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      channel: 'feedback',
      feedbackId,
      summary: 'Nobody answers my calls about the refund',
      receivedOn: sentOn,
      daysLeft: 27,
    });
    const again = await as('POST', `/feedback/${feedbackId}/grievance`, { summary: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FEEDBACK_ALREADY_ESCALATED');
    const [item] = (await as('GET', '/feedback')).json().feedback;
    expect(item.grievanceId).toBe(res.json().id);
    expect((await auditOf(ctx, res.json().id)).map((a) => a.action)).toEqual(['service.grievance.escalate']);
  });
});
