import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../../db/schema';
import {
  approvedCustomer,
  basicValues,
  completeApplication,
  consent,
  identityValues,
  photo,
  putStep,
  uploadPhoto,
} from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { bearer, call, drivers, logIn, type TestContext, useTestApp } from '../../../test/test-app';
import { kycRepository } from '../../kyc';
import { withinKycLimit } from '../application-decision';

const APP = '/api/v1/application';
// TEST_START is 2025-01-15: born 2007-01-16 is a day short of 18.
const MINOR = '2007-01-16';
const ADULT = '2007-01-15';

const putAge = (ctx: TestContext, token: string, birth: string) =>
  call(ctx.app, 'PUT', `${APP}/age`, { birth }, { headers: bearer(token) });
const get = (ctx: TestContext, token: string) =>
  call(ctx.app, 'GET', APP, undefined, { headers: bearer(token) });

async function verified(ctx: TestContext, customerId: string, dob = '1991-07-04') {
  await kycRepository.record(
    ctx.database.db,
    customerId,
    null,
    {
      mode: 'aadhaar_offline',
      name: 'Meera Iyer',
      dob,
      gender: 'F',
      address: { line: '12 MG Road', district: 'Bengaluru Urban', state: 'Karnataka', pinCode: '560001' },
      aadhaarLast4: '1234',
      referenceKey: '123420261127101010123',
      photoJpeg: null,
      signatureValid: true,
      mobileMatched: true,
      issuedAt: null,
    },
    { now: ctx.clock.now() },
  );
}

describe.each(drivers)('age first and KYC modes on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('under 18 stops at the date of birth: every later step, draft, photo and submit answers UNDERAGE', async () => {
    const { token } = await logIn(ctx, '9876548001');
    await consent(ctx, token);
    const minor = await putAge(ctx, token, MINOR);
    expect(minor.statusCode).toBe(200);
    expect(minor.json().age).toEqual({ birth: MINOR, adult: false });

    const refusals = [
      await putStep(ctx, token, 'identity', identityValues({ birth: '1990-01-01' })),
      await putStep(ctx, token, 'basic', basicValues()),
      await call(
        ctx.app,
        'PUT',
        `${APP}/drafts/basic`,
        { values: { email: 'a@b.in' } },
        { headers: bearer(token) },
      ),
      await uploadPhoto(ctx, token, 'aadhaar_front', photo('aadhaar-front.jpg')),
      await call(ctx.app, 'POST', `${APP}/submit`, undefined, { headers: bearer(token) }),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'UNDERAGE',
        message: 'You must be 18 or older to apply for a loan. We cannot take your application.',
      });
    }
    const [row] = await ctx.database.db.select().from(applications);
    expect(row?.steps).toEqual({ age: { birth: MINOR } });
    expect(row?.draftsEnc ?? null).toBeNull();

    // A mistyped date may be corrected; from 18 the application goes on.
    expect((await putAge(ctx, token, ADULT)).json().age).toEqual({ birth: ADULT, adult: true });
    expect((await putStep(ctx, token, 'basic', basicValues())).statusCode).toBe(200);
  });

  it('refuses a typed identity under 18 and keeps nothing', async () => {
    const { token } = await logIn(ctx, '9876548002');
    await consent(ctx, token);
    const res = await putStep(
      ctx,
      token,
      'identity',
      identityValues({ birth: MINOR, kycMode: 'card_photos' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'UNDERAGE', field: 'birth' });
    expect((await get(ctx, token)).json().identity).toBeNull();
  });

  it('fills the identity from a verified source: no typed Aadhaar, the last four only, the mode recorded', async () => {
    const { token, customerId } = await logIn(ctx, '9876548003');
    await consent(ctx, token);
    const values = { name: 'x', sex: 'male', birth: '2000-01-01', pan: 'ABCPE1234F', resident: true };
    const early = await putStep(ctx, token, 'identity', { ...values, kycMode: 'aadhaar_offline' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('KYC_NOT_VERIFIED');
    // Card photos still need the typed number.
    const typed = await putStep(ctx, token, 'identity', { ...values, kycMode: 'card_photos' });
    expect(typed.json()).toMatchObject({ code: 'AADHAAR_INVALID', field: 'aadhaar' });

    await verified(ctx, customerId);
    const wrongMode = await putStep(ctx, token, 'identity', { ...values, kycMode: 'digilocker' });
    expect(wrongMode.json().code).toBe('KYC_NOT_VERIFIED');
    const res = await putStep(ctx, token, 'identity', { ...values, kycMode: 'aadhaar_offline' });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view.identity).toEqual({
      name: 'Meera Iyer',
      sex: 'female',
      birth: '1991-07-04',
      resident: true,
      aadhaarMasked: 'XXXX XXXX 1234',
      panMasked: 'ABXXXXX34F',
      kycMode: 'aadhaar_offline',
      verifiedAddress: '12 MG Road, Bengaluru Urban, Karnataka, 560001',
    });
    expect(view.age).toEqual({ birth: '1991-07-04', adult: true });
    // No card photos needed with a verified mode.
    expect(view.steps.identity).toBe('done');
    // The verified address starts the address step.
    expect(view.drafts.address).toEqual({
      pinCode: '560001',
      state: 'Karnataka',
      city: 'Bengaluru Urban',
      detailAddress: '12 MG Road',
    });
  });

  it('refuses a verified identity under 18', async () => {
    const { token, customerId } = await logIn(ctx, '9876548004');
    await consent(ctx, token);
    await verified(ctx, customerId, MINOR);
    const res = await putStep(ctx, token, 'identity', {
      name: 'x',
      sex: 'female',
      birth: '1990-01-01',
      pan: 'ABCPE1234F',
      resident: true,
      kycMode: 'aadhaar_offline',
    });
    expect(res.json()).toMatchObject({ code: 'UNDERAGE' });
  });

  it('decides a verified identity without reading card photos: the unclear-photo PAN is approved', async () => {
    const { token, customerId } = await logIn(ctx, '9876548008');
    // A verified Aadhaar offline e-KYC, face matched (the fixture). ABCPE0005F makes the
    // document simulator find the Aadhaar photo unclear (decision 012): not read here.
    await completeApplication(ctx, { token, customerId }, { identity: { pan: 'ABCPE0005F' } });
    const submitted = await call(ctx.app, 'POST', `${APP}/submit`, undefined, { headers: bearer(token) });
    expect(submitted.json()).toMatchObject({ state: 'submitted', personReview: false });
    ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
    await ctx.app.jobs.runDue();
    expect((await get(ctx, token)).json()).toMatchObject({ state: 'approved' });
  });

  it('refuses an identity without a mode: no body skips the checks (decision 078)', async () => {
    const { token } = await logIn(ctx, '9876548010');
    await consent(ctx, token);
    const { kycMode: _, ...withoutMode } = identityValues();
    const res = await putStep(ctx, token, 'identity', withoutMode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'KYC_MODE_REQUIRED',
      field: 'kycMode',
      message: 'Please choose how to verify your identity.',
    });
    expect((await get(ctx, token)).json().identity).toBeNull();
  });

  it.each([
    [
      "the Aadhaar file's mobile is not the borrower's",
      '9876548011',
      { state: 'review', mobileMatched: false },
    ],
    ['the face match was doubtful', '9876548012', { faceDecision: 'review', faceScore: 0.35 }],
    ['the face was never matched', '9876548013', { faceDecision: null, faceScore: null }],
  ] as const)(
    'hands a verified mode to a person when %s: referred as kyc_review, never approved',
    async (_, phone, found) => {
      const { token, customerId } = await logIn(ctx, phone);
      // The identity step takes a verification held for review: the borrower can finish.
      await completeApplication(ctx, { token, customerId }, { verification: found });
      const submitted = await call(ctx.app, 'POST', `${APP}/submit`, undefined, { headers: bearer(token) });
      expect(submitted.statusCode).toBe(200);
      ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
      await ctx.app.jobs.runDue();
      const [row] = await ctx.database.db
        .select()
        .from(applications)
        .where(eq(applications.customerId, customerId));
      expect(row).toMatchObject({ state: 'submitted', referReason: 'kyc_review', decidedAt: null });
      expect(row?.suggestedQuotaPaise).toBeGreaterThan(0);
      expect((await get(ctx, token)).json()).toMatchObject({ state: 'submitted', personReview: true });
    },
  );

  it('reads an identity saved without a mode (before issue 31) as card photos: a person decides', async () => {
    const { token, customerId } = await logIn(ctx, '9876548014');
    await completeApplication(ctx, { token, customerId }, { identity: { kycMode: 'card_photos' } });
    await ctx.database.db.execute(
      sql`update applications set steps = steps #- '{identity,kycMode}' where customer_id = ${customerId}`,
    );
    await call(ctx.app, 'POST', `${APP}/submit`, undefined, { headers: bearer(token) });
    ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
    await ctx.app.jobs.runDue();
    const [row] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.customerId, customerId));
    expect(row).toMatchObject({ state: 'submitted', referReason: 'card_photos' });
  });

  it('sends card photos to a person: the application says so, the line within Rs 60,000', async () => {
    const { token, customerId } = await logIn(ctx, '9876548005');
    await completeApplication(ctx, { token, customerId }, { identity: { kycMode: 'card_photos' } });
    const submitted = await call(ctx.app, 'POST', `${APP}/submit`, undefined, { headers: bearer(token) });
    expect(submitted.json()).toMatchObject({ state: 'submitted', personReview: true });
    ctx.clock.advanceSeconds(ctx.config.UNDERWRITING_DELAY_SECONDS + 1);
    await ctx.app.jobs.runDue();
    const [row] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.state, 'submitted'));
    expect(row?.referReason).toBe('card_photos');
    expect(row?.suggestedQuotaPaise).toBeLessThanOrEqual(60_000_00);
    expect((await get(ctx, token)).json()).toMatchObject({
      state: 'submitted',
      personReview: true,
      decision: null,
    });
  });

  it('counts what was paid out in the past year against a limited mode: card photos, not a verified mode', async () => {
    const limited = await approvedCustomer(ctx, '9876548006', { quotaPaise: 60_000_00 });
    await disbursedOrder(ctx, limited.token, 50_000_00);
    const left = await call(ctx.app, 'GET', '/api/v1/withdraw/options', undefined, {
      headers: bearer(limited.token),
    });
    expect(left.json().quotaPaise).toBe(10_000_00);

    const full = await approvedCustomer(ctx, '9876548007', { quotaPaise: 60_000_00 });
    await ctx.database.db.execute(
      sql`update applications set steps = jsonb_set(steps, '{identity,kycMode}', '"aadhaar_offline"') where customer_id = ${full.customerId}`,
    );
    await disbursedOrder(ctx, full.token, 50_000_00);
    const all = await call(ctx.app, 'GET', '/api/v1/withdraw/options', undefined, {
      headers: bearer(full.token),
    });
    expect(all.json().quotaPaise).toBe(60_000_00);
  });

  it('caps an approval by the mode: card photos and no mode at Rs 60,000, verified modes not', () => {
    const approved = {
      state: 'approved',
      product: 'salary',
      quotaPaise: 90_000_00,
      dailyRatePpm: 400,
    } as const;
    const steps = (kycMode?: string) => ({ steps: { identity: { ...identityValues(), kycMode } } }) as never;
    expect(withinKycLimit(approved, steps('card_photos'))).toMatchObject({ quotaPaise: 60_000_00 });
    expect(withinKycLimit(approved, steps(undefined))).toMatchObject({ quotaPaise: 60_000_00 });
    expect(withinKycLimit(approved, steps('aadhaar_offline'))).toMatchObject({ quotaPaise: 90_000_00 });
    expect(withinKycLimit(approved, steps('ckyc'))).toMatchObject({ quotaPaise: 90_000_00 });
  });
});
