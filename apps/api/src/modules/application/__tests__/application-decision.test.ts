import { maxLoan } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema';
import {
  completeApplication,
  identityValues,
  photo,
  putStep,
  uploadPhoto,
} from '../../../test/application-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';

const APP = '/api/v1/application';

const get = (ctx: TestContext, token: string, path = APP) =>
  call(ctx.app, 'GET', path, undefined, { headers: bearer(token) });
const post = (ctx: TestContext, token: string, path: string) =>
  call(ctx.app, 'POST', path, undefined, { headers: bearer(token) });

/** Moves past the underwriting delay and runs the due jobs, as the worker would. */
async function review(ctx: TestContext) {
  ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
  await ctx.app.jobs.runDue();
}

describe.each(drivers)('submit and decision on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('refuses to submit with a step missing, naming the step', async () => {
    const { token, customerId } = await logIn(ctx, '9876542001');
    const res = await post(ctx, token, `${APP}/submit`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
    await completeApplication(ctx, { token, customerId });
    await ctx.database.db.execute(sql`delete from photos where kind = 'face'`);
    const missing = await post(ctx, token, `${APP}/submit`);
    expect(missing.json()).toMatchObject({ code: 'APPLICATION_INCOMPLETE', field: 'face' });
  });

  it('approves a salaried applicant with a salary-loan quota, once, with a message and an SMS', async () => {
    const { token, customerId } = await logIn(ctx, '9876542002');
    await completeApplication(ctx, { token, customerId });
    const ready = (await get(ctx, token)).json();
    expect(ready).toMatchObject({ progress: 100, nextStep: null });

    const submitted = await post(ctx, token, `${APP}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ state: 'submitted' });
    expect(submitted.json().expectedDecisionAt).toBe(
      new Date(ctx.clock.now().getTime() + 20 * 60_000).toISOString(),
    );
    expect((await post(ctx, token, `${APP}/submit`)).json().code).toBe('APPLICATION_LOCKED');
    expect((await putStep(ctx, token, 'identity', identityValues())).json().code).toBe('APPLICATION_LOCKED');
    expect((await get(ctx, token, '/api/v1/home')).json()).toMatchObject({ stage: 'under_review' });

    // Not before the delay.
    await ctx.app.jobs.runDue();
    expect((await get(ctx, token)).json().state).toBe('submitted');
    await review(ctx);
    const view = (await get(ctx, token)).json();
    expect(view.state).toBe('approved');
    expect(view.decision).toMatchObject({ product: 'salary', reason: null });
    expect(view.decision.quotaPaise).toBeGreaterThanOrEqual(5_000_00);
    expect(view.decision.quotaPaise).toBeLessThanOrEqual(60_000_00);
    expect(view.decision.dailyRatePpm).toBeGreaterThanOrEqual(400);
    expect(view.decision.dailyRatePpm).toBeLessThanOrEqual(500);

    const home = (await get(ctx, token, '/api/v1/home')).json();
    expect(home).toMatchObject({ stage: 'approved', application: { quotaPaise: view.decision.quotaPaise } });
    // spec §9: the largest option open to borrow is the quota itself
    expect(maxLoan(home.loanOptions)).toBe(view.decision.quotaPaise / 100);

    const notes = await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId));
    expect(notes.map((m) => [m.kind, m.template]).sort()).toEqual([
      ['activity', 'welcome_coupon'],
      ['notify', 'application_approved'],
      ['notify', 'application_submitted'],
    ]);
    expect(notes.find((m) => m.template === 'welcome_coupon')?.params).toMatchObject({ amount: '₹50' });
    const coupons = (await get(ctx, token, '/api/v1/coupons')).json().coupons;
    expect(coupons).toEqual([
      expect.objectContaining({ kind: 'withdrawal', source: 'welcome', facePaise: 50_00, state: 'unused' }),
    ]);
    expect(ctx.sms.messages.at(-1)?.text).toMatch(
      /credit limit of ₹[\d,]+ from Setu Finance Private Limited is ready/,
    );

    // A second run of the same job changes nothing.
    await ctx.database.db.execute(sql`update jobs set done_at = null, locked_until = null`);
    await ctx.app.jobs.runDue();
    expect(
      (await ctx.database.db.select().from(messages).where(eq(messages.customerId, customerId))).length,
    ).toBe(3);
  });

  it('rejects a low bureau score with a reapply date, and allows reapplying only after it', async () => {
    const { token, customerId } = await logIn(ctx, '9876542003');
    await completeApplication(ctx, { token, customerId }, { identity: { pan: 'ABCPE0001F' } });
    await post(ctx, token, `${APP}/submit`);
    await review(ctx);
    const view = (await get(ctx, token)).json();
    expect(view).toMatchObject({ state: 'rejected', decision: { reason: 'low_credit_score' } });
    const reapplyAt = new Date(view.decision.reapplyAt);
    expect(reapplyAt.getTime()).toBeGreaterThan(ctx.clock.now().getTime() + 29 * 86_400_000);

    const home = (await get(ctx, token, '/api/v1/home')).json();
    expect(home).toMatchObject({
      stage: 'rejected',
      application: { reason: 'low_credit_score', canReapply: false },
    });
    const early = await post(ctx, token, `${APP}/reapply`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('REAPPLY_LATER');
    expect(early.json().message).toMatch(/^Not approved, please reapply after \d{2}-\d{2}-\d{4}\.$/);
    expect((await post(ctx, token, `${APP}/submit`)).json().code).toBe('REAPPLY_LATER');
    expect(ctx.sms.messages.at(-1)?.text).toMatch(/cannot approve your application/);

    ctx.clock.set(reapplyAt);
    const again = await post(ctx, token, `${APP}/reapply`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'draft', consentAt: null, decision: null });
    expect(again.json().basic).not.toBeNull();
  });

  it.each([
    ['ABCPE0002F', 'no_credit_history', {}],
    ['ABCPE0003F', 'bad_payment_history', {}],
    ['ABCPE0004F', 'age_mismatch', {}],
    ['ABCPE0006F', 'incorrect_data', {}],
    // Under 18 never reaches the engine: the identity step answers UNDERAGE (kyc-mode.test.ts).
    ['ABCPE1234F', 'not_resident', { resident: false }],
  ])('rejects PAN %s as %s', async (pan, reason, identity) => {
    const { token, customerId } = await logIn(ctx, '9876542004');
    await completeApplication(ctx, { token, customerId }, { identity: { pan, ...identity } });
    await post(ctx, token, `${APP}/submit`);
    await review(ctx);
    expect((await get(ctx, token)).json().decision.reason).toBe(reason);
  });

  it('rejects a student without income as income_below_minimum', async () => {
    const { token, customerId } = await logIn(ctx, '9876542005');
    await completeApplication(
      ctx,
      { token, customerId },
      {
        basic: { occupation: 'student' },
        career: {
          occupation: 'student',
          schoolName: 'IIT Madras',
          professionalName: 'Physics',
          enrollmentTime: '2022-07-01',
          graduationTime: '2026-06-30',
        },
      },
    );
    await post(ctx, token, `${APP}/submit`);
    await review(ctx);
    expect((await get(ctx, token)).json().decision.reason).toBe('income_below_minimum');
  });

  it('asks for an unclear Aadhaar photo again, then hands the card photos to a person after the re-upload', async () => {
    const { token, customerId } = await logIn(ctx, '9876542006');
    await completeApplication(
      ctx,
      { token, customerId },
      { identity: { pan: 'ABCPE0005F', kycMode: 'card_photos' } },
    );
    await post(ctx, token, `${APP}/submit`);
    await review(ctx);
    const failed = (await get(ctx, token)).json();
    expect(failed).toMatchObject({ state: 'identity_failed', decision: { redoPhotos: ['aadhaar_front'] } });
    expect(failed.steps.identity).toBe('redo');
    expect((await get(ctx, token, '/api/v1/home')).json()).toMatchObject({
      stage: 'identity_failed',
      application: { redoPhotos: ['aadhaar_front'] },
    });
    const early = await post(ctx, token, `${APP}/submit`);
    expect(early.json()).toMatchObject({ code: 'APPLICATION_INCOMPLETE' });

    ctx.clock.advanceSeconds(60);
    expect((await uploadPhoto(ctx, token, 'aadhaar_front', photo('aadhaar-front.jpg'))).statusCode).toBe(201);
    expect((await get(ctx, token)).json().steps.identity).toBe('done');
    expect((await post(ctx, token, `${APP}/submit`)).statusCode).toBe(200);
    await review(ctx);
    // Card photos are never approved by the engine (decision 076): a person checks them.
    expect((await get(ctx, token)).json()).toMatchObject({ state: 'submitted', personReview: true });
  });
});
