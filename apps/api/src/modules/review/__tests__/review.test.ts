import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { applications, auditLog, coupons, messages } from '../../../db/schema';
import { aadhaarFrom, completeApplication, photo, uploadPhoto } from '../../../test/application-fixtures';
import { staffHeaders, staffSession } from '../../../test/staff-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

// Each test applies through the API with photos: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const REVIEW = '/api/staff/v1/review';
const ACCOUNT = '123456789012';

/** One identity per phone (the same Aadhaar or PAN on two accounts is refused). */
const identityOf = (phone: string, digits = '0007', kycMode = 'aadhaar_offline') => ({
  pan: `${'ABCDEFGHJK'[Number(phone.at(-1))]}${'ABCDEFGHJK'[Number(phone.at(-2))]}CP${'E'}${digits}F`,
  aadhaar: aadhaarFrom(`2345${phone.slice(-7)}`),
  kycMode,
});

/** A borrower who applied and whose application the engine has reviewed (referred unless `digits` say otherwise). */
async function applied(ctx: TestContext, phone: string, digits = '0007', kycMode?: string) {
  const session = await logIn(ctx, phone);
  const identity = identityOf(phone, digits, kycMode);
  await completeApplication(ctx, session, { identity });
  const submit = await call(ctx.app, 'POST', '/api/v1/application/submit', undefined, {
    headers: bearer(session.token),
  });
  expect(submit.statusCode).toBe(200);
  ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
  await ctx.app.jobs.runDue();
  const [row] = await ctx.database.db
    .select()
    .from(applications)
    .where(eq(applications.customerId, session.customerId));
  if (!row) throw new Error('no application');
  return { ...session, applicationId: row.id, row, identity };
}

const as = (token: string) => ({ headers: staffHeaders(token) });
const get = (ctx: TestContext, token: string, path: string) =>
  call(ctx.app, 'GET', path, undefined, as(token));
const post = (ctx: TestContext, token: string, path: string, body: unknown) =>
  call(ctx.app, 'POST', path, body as never, as(token));

async function auditOf(ctx: TestContext, subjectId: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subjectId, subjectId))
    .orderBy(auditLog.id);
}

describe.each(drivers)('review queue (%s)', (driver) => {
  const ctx = useTestApp(driver);

  it('refers a score in the band: still "submitted" for the borrower, waiting in the queue with the suggestion', async () => {
    const { token, applicationId, row } = await applied(ctx, '9876550001');
    expect(row).toMatchObject({ state: 'submitted', referReason: 'score_in_band', decidedAt: null });
    expect(row.referredAt).not.toBeNull();
    expect(row.bureauReport).toMatchObject({ status: 'found', score: 620 });
    expect(row.suggestedQuotaPaise).toBeGreaterThan(0);

    const view = (
      await call(ctx.app, 'GET', '/api/v1/application', undefined, { headers: bearer(token) })
    ).json();
    expect(view).toMatchObject({ state: 'submitted', decision: null });
    expect(
      (await call(ctx.app, 'GET', '/api/v1/home', undefined, { headers: bearer(token) })).json(),
    ).toMatchObject({
      stage: 'under_review',
    });

    // A second run of the job leaves a referral alone.
    ctx.clock.advanceSeconds(60);
    await ctx.app.jobs.runDue();
    const risk = await staffSession(ctx, 'risk');
    const queue = (await get(ctx, risk.token, REVIEW)).json();
    expect(queue.items).toEqual([
      expect.objectContaining({
        id: applicationId,
        phone: '9876550001',
        name: 'Asha Verma',
        referReason: 'score_in_band',
        score: 620,
        product: 'salary',
        suggestedQuotaPaise: row.suggestedQuotaPaise,
        ageMinutes: 1,
      }),
    ]);
  });

  it('lists the longest waiting first and leaves out what the engine decided', async () => {
    const first = await applied(ctx, '9876550002');
    ctx.clock.advanceSeconds(120);
    const second = await applied(ctx, '9876550003');
    const approved = await applied(ctx, '9876550004', '1234');
    expect(approved.row.state).toBe('approved');
    const { token } = await staffSession(ctx, 'admin');
    const ids = (await get(ctx, token, REVIEW)).json().items.map((i: { id: string }) => i.id);
    expect(ids).toEqual([first.applicationId, second.applicationId]);
    expect((await get(ctx, token, `${REVIEW}/${approved.applicationId}`)).statusCode).toBe(404);
  });

  it('shows the detail with numbers masked, signed photo URLs, bureau, telemetry and the bounds', async () => {
    // Typed numbers and card photos: every photo and the masked numbers to show.
    const { applicationId, identity } = await applied(ctx, '9876550005', '0007', 'card_photos');
    const { token } = await staffSession(ctx, 'risk');
    const res = await get(ctx, token, `${REVIEW}/${applicationId}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      waiting: true,
      identity: {
        name: 'Asha Verma',
        aadhaarMasked: `XXXX XXXX ${identity.aadhaar.slice(-4)}`,
        panMasked: expect.stringMatching(/X/),
      },
      bank: { ifsc: 'SBIN0000001', accountMasked: expect.stringMatching(/9012$/) },
      bureau: { status: 'found', score: 620 },
      suggestion: {
        product: 'salary',
        minQuotaPaise: 5_000_00,
        maxQuotaPaise: 60_000_00,
        quotaStepPaise: 500_00,
      },
      decision: null,
    });
    expect(res.body).not.toContain(identity.aadhaar);
    expect(res.body).not.toContain(identity.pan);
    expect(res.body).not.toContain(ACCOUNT);
    expect(detail.photos.map((p: { kind: string }) => p.kind).sort()).toEqual([
      'aadhaar_back',
      'aadhaar_front',
      'face',
      'pan',
    ]);
    const image = await ctx.app.inject({ method: 'GET', url: detail.photos[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  it('reveals a full number only with a reason, and audits who asked and why', async () => {
    const { applicationId, identity } = await applied(ctx, '9876550006');
    const { token, staffId } = await staffSession(ctx, 'risk');
    const path = `${REVIEW}/${applicationId}/reveal`;
    expect((await post(ctx, token, path, { field: 'pan' })).statusCode).toBe(400);
    expect((await post(ctx, token, path, { field: 'pan', reason: 'x' })).statusCode).toBe(400);
    expect(
      (await post(ctx, token, path, { field: 'voter_id', reason: 'Checking the card photo' })).statusCode,
    ).toBe(400);
    // Decision 075: the Aadhaar number is not kept, so there is nothing to reveal.
    expect(
      (await post(ctx, token, path, { field: 'aadhaar', reason: 'Compare with the card photo' })).statusCode,
    ).toBe(400);
    expect((await auditOf(ctx, applicationId)).length).toBe(0);

    const expected = { pan: identity.pan, account: ACCOUNT };
    for (const [field, value] of Object.entries(expected)) {
      const res = await post(ctx, token, path, { field, reason: 'Compare with the card photo' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ field, value });
    }
    const audit = await auditOf(ctx, applicationId);
    expect(audit.map((a) => [a.action, a.staffId, a.reason, a.after])).toEqual([
      ['review.reveal', staffId, 'Compare with the card photo', { field: 'pan' }],
      ['review.reveal', staffId, 'Compare with the card photo', { field: 'account' }],
    ]);
  });

  it('approves once with a quota in bounds, with the engine approval effects and an audit entry', async () => {
    const { token: borrower, customerId, applicationId } = await applied(ctx, '9876550007');
    const { token, staffId } = await staffSession(ctx, 'risk');
    const path = `${REVIEW}/${applicationId}/approve`;

    // Bounds of the salary loan: Rs 5,000-60,000 in Rs 500 steps, 400-500 ppm a day.
    for (const body of [
      { quotaPaise: 4_500_00 },
      { quotaPaise: 60_500_00 },
      { quotaPaise: 10_250_00 },
      { quotaPaise: 10_000_00, dailyRatePpm: 900 },
    ]) {
      const res = await post(ctx, token, path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toMatch(/^REVIEW_(QUOTA|RATE)_OUT_OF_BOUNDS$/);
    }
    expect((await post(ctx, token, path, { quotaPaise: 'lots' })).json().code).toBe('VALIDATION_FAILED');

    const sms = ctx.sms.messages.length;
    const ok = await post(ctx, token, path, { quotaPaise: 12_000_00, note: 'Stable employer' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: applicationId, state: 'approved' });

    const again = await post(ctx, token, path, { quotaPaise: 15_000_00 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_ALREADY_DECIDED');
    expect(
      (await post(ctx, token, `${REVIEW}/${applicationId}/reject`, { reason: 'low_credit_score' })).json()
        .code,
    ).toBe('REVIEW_ALREADY_DECIDED');

    const home = (
      await call(ctx.app, 'GET', '/api/v1/home', undefined, { headers: bearer(borrower) })
    ).json();
    expect(home).toMatchObject({ stage: 'approved', application: { quotaPaise: 12_000_00 } });
    const notes = await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId));
    expect(notes.map((m) => m.template).sort()).toEqual([
      'application_approved',
      'application_submitted',
      'welcome_coupon',
    ]);
    const welcome = await ctx.database.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.customerId, customerId), eq(coupons.source, 'welcome')));
    expect(welcome.length).toBe(1);
    expect(ctx.sms.messages.length).toBe(sms + 1);
    expect(ctx.sms.messages.at(-1)?.text).toMatch(/12,000/);

    const audit = await auditOf(ctx, applicationId);
    expect(audit.map((a) => a.action)).toEqual(['review.approve']);
    expect(audit[0]).toMatchObject({
      staffId,
      reason: 'Stable employer',
      before: { state: 'submitted', referReason: 'score_in_band' },
      after: { state: 'approved', product: 'salary', quotaPaise: 12_000_00 },
    });
    // Decided: no longer in the queue, the detail shows the outcome.
    expect((await get(ctx, token, REVIEW)).json().items).toEqual([]);
    expect((await get(ctx, token, `${REVIEW}/${applicationId}`)).json()).toMatchObject({
      waiting: false,
      decision: { state: 'approved', quotaPaise: 12_000_00 },
    });
  });

  it('rejects with a spec reason only, setting the engine reapply date', async () => {
    const { token: borrower, applicationId } = await applied(ctx, '9876550008');
    const { token } = await staffSession(ctx, 'admin');
    const path = `${REVIEW}/${applicationId}/reject`;
    expect((await post(ctx, token, path, { reason: 'looks_odd' })).statusCode).toBe(400);
    expect((await post(ctx, token, path, {})).statusCode).toBe(400);
    const res = await post(ctx, token, path, { reason: 'incorrect_data', note: 'Name differs on PAN photo' });
    expect(res.json()).toEqual({ id: applicationId, state: 'rejected' });
    const view = (
      await call(ctx.app, 'GET', '/api/v1/application', undefined, { headers: bearer(borrower) })
    ).json();
    expect(view.decision).toMatchObject({ reason: 'incorrect_data' });
    const days = (Date.parse(view.decision.reapplyAt) - ctx.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
    expect((await post(ctx, token, path, { reason: 'incorrect_data' })).statusCode).toBe(409);
    expect((await auditOf(ctx, applicationId)).map((a) => [a.action, a.reason])).toEqual([
      ['review.reject', 'Name differs on PAN photo'],
    ]);
  });

  it('asks for new photos; the resubmission is reviewed by the engine again and referred again', async () => {
    const { token: borrower, applicationId } = await applied(ctx, '9876550009');
    const { token } = await staffSession(ctx, 'risk');
    const path = `${REVIEW}/${applicationId}/reupload`;
    expect((await post(ctx, token, path, { photos: [] })).statusCode).toBe(400);
    expect((await post(ctx, token, path, { photos: ['selfie'] })).statusCode).toBe(400);
    expect((await post(ctx, token, path, { photos: ['pan', 'pan'] })).statusCode).toBe(400);
    const res = await post(ctx, token, path, { photos: ['pan'] });
    expect(res.json()).toEqual({ id: applicationId, state: 'identity_failed' });
    const home = (
      await call(ctx.app, 'GET', '/api/v1/home', undefined, { headers: bearer(borrower) })
    ).json();
    expect(home).toMatchObject({ stage: 'identity_failed', application: { redoPhotos: ['pan'] } });
    expect((await post(ctx, token, path, { photos: ['pan'] })).json().code).toBe('REVIEW_ALREADY_DECIDED');
    expect((await get(ctx, token, REVIEW)).json().items).toEqual([]);

    // The applicant retakes the PAN photo and submits: the engine reviews again and refers again.
    ctx.clock.advanceSeconds(60);
    expect((await uploadPhoto(ctx, borrower, 'pan', photo('pan.jpg'))).statusCode).toBe(201);
    const resubmit = await call(ctx.app, 'POST', '/api/v1/application/submit', undefined, {
      headers: bearer(borrower),
    });
    expect(resubmit.statusCode).toBe(200);
    ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
    await ctx.app.jobs.runDue();
    expect((await get(ctx, token, REVIEW)).json().items.map((i: { id: string }) => i.id)).toEqual([
      applicationId,
    ]);
    expect((await auditOf(ctx, applicationId)).map((a) => a.action)).toEqual(['review.reupload']);
  });

  it('refuses borrowers (401), agents and finance (403), unknown ids (404) and malformed ids (400)', async () => {
    const { token: borrower, applicationId } = await applied(ctx, '9876550010');
    const paths: [string, string, unknown][] = [
      ['GET', REVIEW, undefined],
      ['GET', `${REVIEW}/${applicationId}`, undefined],
      ['POST', `${REVIEW}/${applicationId}/reveal`, { field: 'pan', reason: 'Checking the card' }],
      ['POST', `${REVIEW}/${applicationId}/approve`, { quotaPaise: 10_000_00 }],
      ['POST', `${REVIEW}/${applicationId}/reject`, { reason: 'low_credit_score' }],
      ['POST', `${REVIEW}/${applicationId}/reupload`, { photos: ['pan'] }],
    ];
    const agent = await staffSession(ctx, 'agent');
    const finance = await staffSession(ctx, 'finance');
    for (const [method, path, body] of paths) {
      const none = await call(ctx.app, method as 'GET', path, body as never);
      expect(none.statusCode, `${method} ${path}`).toBe(401);
      const asBorrower = await call(ctx.app, method as 'GET', path, body as never, {
        headers: bearer(borrower),
      });
      expect(asBorrower.json().code).toBe('STAFF_UNAUTHENTICATED');
      for (const staff of [agent, finance]) {
        const res = await call(ctx.app, method as 'GET', path, body as never, as(staff.token));
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().code).toBe('STAFF_FORBIDDEN');
      }
    }
    expect((await auditOf(ctx, applicationId)).length).toBe(0);
    expect(
      (await ctx.database.db.select().from(applications).where(eq(applications.id, applicationId)))[0]?.state,
    ).toBe('submitted');

    const { token } = await staffSession(ctx, 'risk');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await get(ctx, token, `${REVIEW}/${unknown}`)).json().code).toBe('REVIEW_NOT_FOUND');
    expect(
      (await post(ctx, token, `${REVIEW}/${unknown}/approve`, { quotaPaise: 10_000_00 })).statusCode,
    ).toBe(404);
    expect((await get(ctx, token, `${REVIEW}/not-a-uuid`)).statusCode).toBe(400);
  });
});
