import { describe, expect, it } from 'vitest';
import { screenPng } from '../../../test/screenshot-fixtures';
import { staffHeaders } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';
import { agent, auditOf, inbox, SERVICE, sendFeedback } from './service-fixtures';

describe.each(drivers)('the feedback inbox in the console, on %s', (driver) => {
  const ctx = useTestApp(driver);

  it("lists every borrower's feedback newest first and filters the unanswered", async () => {
    const a = await logIn(ctx, '9876543001');
    const b = await logIn(ctx, '9876543002');
    const older = await sendFeedback(ctx, a.token, 'The app logged me out twice today', 'feedback-a');
    ctx.clock.advanceSeconds(60);
    const newer = await sendFeedback(ctx, b.token, 'Please add a Tamil language option', 'feedback-b');
    const { as } = await agent(ctx);

    const all = await as('GET', '/feedback');
    expect(all.statusCode).toBe(200);
    expect(all.json().feedback.map((f: { id: string }) => f.id)).toEqual([newer, older]);
    expect(all.json().feedback[1]).toMatchObject({
      customerId: a.customerId,
      phone: 'XXXXXX3001',
      status: 'open',
      screenshot: null,
      replies: [],
      grievanceId: null,
    });

    expect((await as('POST', `/feedback/${older}/replies`, { text: 'Fixed in 2.1' })).statusCode).toBe(201);
    const open = await as('GET', '/feedback?status=open');
    expect(open.json().feedback.map((f: { id: string }) => f.id)).toEqual([newer]);
  });

  it("sends a reply to the borrower's message center, audited", async () => {
    const { token } = await logIn(ctx, '9876543003');
    const id = await sendFeedback(ctx, token, 'My repayment is not showing yet', 'feedback-c');
    const { as, staffId, email } = await agent(ctx);

    const res = await as('POST', `/feedback/${id}/replies`, { text: '  It is confirmed now, thank you.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ text: 'It is confirmed now, thank you.' });

    const [message] = await inbox(ctx, token);
    expect(message).toMatchObject({ kind: 'notify', title: 'Customer service replied to your feedback' });
    expect(message?.body).toContain('It is confirmed now, thank you.');

    const [item] = (await as('GET', '/feedback')).json().feedback;
    expect(item).toMatchObject({
      status: 'answered',
      replies: [{ text: 'It is confirmed now, thank you.', author: email }],
    });
    expect(await auditOf(ctx, id)).toEqual([
      expect.objectContaining({
        staffId,
        action: 'service.feedback.reply',
        subjectType: 'feedback',
        before: { status: 'open' },
        after: expect.objectContaining({ status: 'answered', text: 'It is confirmed now, thank you.' }),
      }),
    ]);
  });

  it('streams a screenshot to staff only', async () => {
    const { token } = await logIn(ctx, '9876543004');
    const bytes = screenPng();
    const form = new FormData();
    form.append('text', 'The bill page shows a wrong date');
    form.append('screenshot', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'screen.png');
    const request = new Request('http://local/', { method: 'POST', body: form });
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: {
        ...bearer(token),
        'content-type': request.headers.get('content-type') ?? '',
        'idempotency-key': 'feedback-shot',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().id;
    const { as, token: staffToken } = await agent(ctx);
    const [item] = (await as('GET', '/feedback')).json().feedback;
    expect(item.screenshot).toMatchObject({ type: 'image/png' });

    const shot = await call(ctx.app, 'GET', `${SERVICE}/feedback/${id}/screenshot`, undefined, {
      headers: staffHeaders(staffToken),
    });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.headers['cache-control']).toContain('no-store');
    expect(shot.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    const borrower = await call(ctx.app, 'GET', `${SERVICE}/feedback/${id}/screenshot`, undefined, {
      headers: bearer(token),
    });
    expect(borrower.statusCode).toBe(401);
  });
});
