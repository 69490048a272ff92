// Issue 31 (K3): identity from DigiLocker (consent page, signed single-use state,
// the e-Aadhaar's signature) and the CKYC registry, and the PAN check, through the
// simulators; every refusal a code, nothing recorded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDigilockerSimulator } from '../../../adapters/digilocker/simulator';
import { buildApp } from '../../../app';
import { kycVerifications } from '../../../db/schema';
import { loggerOptions } from '../../../lib/logger';
import { consent, photo } from '../../../test/application-fixtures';
import {
  bearer,
  call,
  drivers,
  logIn,
  type TestContext,
  testConfig,
  useTestApp,
} from '../../../test/test-app';

const PHONE = '9876501234';
const CALLBACK = '/api/v1/kyc/digilocker/callback';

async function startDigilocker(ctx: TestContext, token: string, lang = 'en') {
  const res = await call(ctx.app, 'POST', '/api/v1/kyc/digilocker', undefined, {
    headers: { ...bearer(token), 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ url: string }>().url;
}

/** The simulator's page as the borrower answers it; the Location it sends the browser to. */
async function answerPage(ctx: TestContext, url: string, fields: Record<string, string>) {
  const query = Object.fromEntries(new URL(url, 'http://app.test').searchParams);
  const res = await ctx.app.inject({
    method: 'POST',
    url: url.split('?')[0] ?? '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...query,
      name: 'Asha Verma',
      dob: '1994-03-18',
      gender: 'F',
      ...fields,
    }).toString(),
  });
  return res;
}

async function throughDigilocker(ctx: TestContext, token: string, fields: Record<string, string>) {
  const page = await answerPage(ctx, await startDigilocker(ctx, token), fields);
  expect(page.statusCode).toBe(303);
  const location = String(page.headers.location);
  expect(location.startsWith(`${CALLBACK}?`)).toBe(true);
  const back = await call(ctx.app, 'GET', location);
  expect(back.statusCode).toBe(303);
  return { callback: location, returnedTo: String(back.headers.location) };
}

const kycOf = async (ctx: TestContext, token: string) =>
  (await call(ctx.app, 'GET', '/api/v1/kyc', undefined, { headers: bearer(token) })).json<
    Record<string, unknown>
  >();

describe.each(drivers)('DigiLocker, CKYC and PAN verification (%s)', (driver) => {
  // Several outcomes per borrower and day here; the daily caps have their own tests (kyc-daily-caps.test.ts).
  const ctx = useTestApp(driver, { KYC_DAILY_PAID_LOOKUPS: '50' });

  describe('DigiLocker', () => {
    it('Allow: the consent page, the callback records the verified e-Aadhaar, back to the identity page', async () => {
      const { token } = await logIn(ctx, PHONE);
      const url = await startDigilocker(ctx, token, 'hi');
      expect(url.startsWith('/api/v1/kyc/digilocker-simulator/consent?')).toBe(true);
      const page = await call(ctx.app, 'GET', url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('अनुमति दें');
      expect(page.body).toContain('name="decision" value="deny"');

      const answered = await answerPage(ctx, url, { decision: 'allow', otp: '123456', pan: 'ABCPK1234L' });
      const back = await call(ctx.app, 'GET', String(answered.headers.location));
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe('/#/identityInfo?digilocker=verified');
      const kyc = await kycOf(ctx, token);
      expect(kyc).toMatchObject({
        mode: 'digilocker',
        state: 'verified',
        name: 'Asha Verma',
        dob: '1994-03-18',
        gender: 'F',
        signatureValid: true,
        mobileMatched: null,
        address: { pinCode: '411005' },
      });
      expect(kyc.aadhaarLast4).toMatch(/^\d{4}$/);
      expect(JSON.stringify(kyc)).not.toMatch(/\d{12}/);

      // The state is used once.
      const replay = await call(ctx.app, 'GET', String(answered.headers.location));
      expect(replay.headers.location).toBe('/#/identityInfo?digilocker=DIGILOCKER_LINK_INVALID');
    });

    it("keeps the e-Aadhaar's photo sealed at rest (a simulator given a face picture)", async () => {
      const clock = ctx.clock;
      const app = await ctx.buildApp(
        {},
        { digilocker: createDigilockerSimulator({ clock, photoJpeg: photo('face.jpg') }) },
      );
      const { token, customerId } = await logIn(ctx, PHONE);
      const start = await call(app, 'POST', '/api/v1/kyc/digilocker', undefined, { headers: bearer(token) });
      const url = start.json<{ url: string }>().url;
      const query = Object.fromEntries(new URL(url, 'http://app.test').searchParams);
      const answered = await app.inject({
        method: 'POST',
        url: url.split('?')[0] ?? '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...query, decision: 'allow', otp: '123456' }).toString(),
      });
      expect(answered.statusCode, answered.body).toBe(303);
      const back = await call(app, 'GET', String(answered.headers.location));
      expect(back.statusCode, back.body).toBe(303);
      expect(back.headers.location).toBe('/#/identityInfo?digilocker=verified');
      expect(await kycOf(ctx, token)).toMatchObject({ mode: 'digilocker', hasPhoto: true });
      const [row] = await ctx.database.db
        .select({ key: kycVerifications.photoKey })
        .from(kycVerifications)
        .where(eq(kycVerifications.customerId, customerId));
      expect(row?.key).toMatch(/^kyc\/[0-9a-f]{32}\.jpg$/);
      const stored = readFileSync(join(ctx.config.FILES_DIR, row?.key ?? ''));
      expect(stored.subarray(0, 3)).not.toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(stored.includes(photo('face.jpg').subarray(100, 164))).toBe(false);
    });

    it.each([
      [{ decision: 'deny' }, 'DIGILOCKER_DENIED'],
      [{ decision: 'allow', otp: '000000' }, 'DIGILOCKER_FAILED'],
      [{ decision: 'allow', otp: '111111' }, 'DIGILOCKER_SIGNATURE_INVALID'],
      [{ decision: 'allow', otp: '222222' }, 'DIGILOCKER_NO_AADHAAR'],
      [{ decision: 'allow', otp: '333333' }, 'KYC_SERVICE_UNAVAILABLE'],
      [{ decision: 'allow', otp: '123456', dob: '1994-02-30' }, 'KYC_DATA_INVALID'],
    ])('%o comes back as %s and records nothing', async (fields, code) => {
      const { token } = await logIn(ctx, PHONE);
      const { returnedTo } = await throughDigilocker(ctx, token, fields);
      expect(returnedTo).toBe(`/#/identityInfo?digilocker=${code}`);
      expect(await kycOf(ctx, token)).toEqual({ state: 'none' });
    });

    it('refuses an expired, forged, missing or foreign state', async () => {
      const { token } = await logIn(ctx, PHONE);
      const url = await startDigilocker(ctx, token);
      const answered = await answerPage(ctx, url, { decision: 'allow', otp: '123456' });
      const location = String(answered.headers.location);
      const state = new URL(location, 'http://app.test').searchParams.get('state') ?? '';
      const code = new URL(location, 'http://app.test').searchParams.get('code') ?? '';
      const invalid = '/#/identityInfo?digilocker=DIGILOCKER_LINK_INVALID';
      const forged = `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const query of [
        `state=${encodeURIComponent(forged)}&code=${code}`,
        `code=${code}`,
        'state=&code=x',
        `state=${'x'.repeat(150)}&code=${code}`,
        'state=00000000-0000-4000-8000-000000000000.9999999999.abc&code=x',
      ]) {
        const res = await call(ctx.app, 'GET', `${CALLBACK}?${query}`);
        expect(res.statusCode, query).toBe(303);
        expect(res.headers.location, query).toBe(invalid);
      }
      ctx.clock.advance(16 * 60_000);
      expect((await call(ctx.app, 'GET', location)).headers.location).toBe(invalid);
      expect(await kycOf(ctx, token)).toEqual({ state: 'none' });
    });

    it('the callback, having no session, is limited per address like every anonymous route', async () => {
      const app = await ctx.buildApp({ ANON_RATE_LIMIT_PER_MINUTE: '2' });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await call(app, 'GET', `${CALLBACK}?state=x&code=y`)).statusCode);
      expect(statuses).toEqual([303, 303, 429]);
    });

    it('bad input: start without a session, the page without a state, a bad code or redirect on the page', async () => {
      expect((await call(ctx.app, 'POST', '/api/v1/kyc/digilocker')).statusCode).toBe(401);
      const { token } = await logIn(ctx, PHONE);
      const url = await startDigilocker(ctx, token);
      expect((await call(ctx.app, 'GET', '/api/v1/kyc/digilocker-simulator/consent')).statusCode).toBe(400);
      const noCode = await answerPage(ctx, url, { decision: 'allow', otp: '12' });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json()).toMatchObject({ code: 'OTP_FORMAT' });
      const foreign = await answerPage(ctx, url, {
        decision: 'allow',
        otp: '123456',
        redirect_uri: 'https://evil.test/',
      });
      expect(foreign.statusCode).toBe(400);
      const huge = await answerPage(ctx, url, { decision: 'allow', otp: '123456', name: 'x'.repeat(5000) });
      expect([400, 413]).toContain(huge.statusCode);
      const weird = await answerPage(ctx, url, { decision: 'maybe' });
      expect(weird.statusCode).toBe(400);
      const callbackArray = await call(ctx.app, 'GET', `${CALLBACK}?state=a&state=b`);
      expect(callbackArray.statusCode).toBeLessThan(500);
    });
  });

  it('logs the outcomes without personal data (no name, date of birth, PAN or phone)', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      config: testConfig(),
      database: ctx.database,
      clock: ctx.clock,
      sms: ctx.sms,
      logger: loggerOptions('info', { write: (line) => lines.push(line) }),
    });
    try {
      const { token } = await logIn(ctx, PHONE);
      const start = await call(app, 'POST', '/api/v1/kyc/digilocker', undefined, { headers: bearer(token) });
      const url = start.json<{ url: string }>().url;
      const query = Object.fromEntries(new URL(url, 'http://app.test').searchParams);
      const answered = await app.inject({
        method: 'POST',
        url: url.split('?')[0] ?? '',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...query,
          decision: 'allow',
          otp: '123456',
          name: 'Kavita Raghunathan',
          dob: '1991-05-06',
          pan: 'ABCPV1234L',
        }).toString(),
      });
      await call(app, 'GET', String(answered.headers.location));
      await call(app, 'POST', '/api/v1/kyc/pan', { pan: 'ABCPV8007L' }, { headers: bearer(token) });
      await call(app, 'POST', '/api/v1/kyc/ckyc', { pan: 'ABCPK7002L' }, { headers: bearer(token) });
      await call(app, 'POST', '/api/v1/kyc/ckyc', { pan: 'ABCPK7503L' }, { headers: bearer(token) });
      const log = lines.join('');
      expect(log).toContain('"outcome":"verified"');
      expect(log).toContain('"kyc":"pan"');
      for (const secret of [
        'Kavita',
        'KAVITA',
        'Raghunathan',
        '1991-05-06',
        'ABCPV',
        'ABCPK',
        'RAHUL',
        'RAMESH',
        PHONE,
      ]) {
        expect(log, secret).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });

  describe('CKYC', () => {
    const ckyc = (token: string, body: unknown, lang = 'en') =>
      call(ctx.app, 'POST', '/api/v1/kyc/ckyc', body as Record<string, unknown>, {
        headers: { ...bearer(token), 'accept-language': lang },
      });

    it('a PAN with a record: downloaded and recorded as mode ckyc', async () => {
      const { token } = await logIn(ctx, PHONE);
      const res = await ckyc(token, { pan: 'abcpk7001l' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        mode: 'ckyc',
        state: 'verified',
        name: 'ASHA VERMA',
        dob: '1994-03-18',
        gender: 'F',
        aadhaarLast4: null,
        signatureValid: true,
      });
      expect(await kycOf(ctx, token)).toMatchObject({ mode: 'ckyc', name: 'ASHA VERMA' });
    });

    it('authenticates the download with the date of birth given first: another date is 409 CKYC_DETAILS_MISMATCH; on the open application', async () => {
      const { token } = await logIn(ctx, PHONE);
      await consent(ctx, token);
      const age = (birth: string) =>
        call(ctx.app, 'PUT', '/api/v1/application/age', { birth }, { headers: bearer(token) });
      expect((await age('1990-01-01')).statusCode).toBe(200);
      const refused = await ckyc(token, { pan: 'ABCPK7001L' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CKYC_DETAILS_MISMATCH' });
      expect(await kycOf(ctx, token)).toEqual({ state: 'none' });

      expect((await age('1994-03-18')).statusCode).toBe(200);
      expect((await ckyc(token, { pan: 'ABCPK7001L' })).statusCode).toBe(200);
      const [row] = await ctx.database.db
        .select({ applicationId: kycVerifications.applicationId })
        .from(kycVerifications);
      expect(row?.applicationId).toEqual(expect.any(String));
    });

    it('no record: 404 CKYC_NOT_FOUND in the caller’s language; registry down: 503; nothing recorded', async () => {
      const { token } = await logIn(ctx, PHONE);
      const missing = await ckyc(token, { pan: 'ABCPK1234L' }, 'hi');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        code: 'CKYC_NOT_FOUND',
        message: 'इस PAN के लिए कोई केंद्रीय KYC रिकॉर्ड नहीं मिला। कृपया आधार या DigiLocker से सत्यापन करें।',
      });
      const down = await ckyc(token, { pan: 'ABCPK7503L' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'KYC_SERVICE_UNAVAILABLE' });
      expect(await kycOf(ctx, token)).toEqual({ state: 'none' });
    });

    it.each([
      ['no PAN', {}],
      ['one letter', { pan: 'X' }],
      ['a number', { pan: 12345 }],
      ['a company PAN', { pan: 'ABCCK7001L' }],
      ['5000 letters', { pan: 'A'.repeat(5000) }],
      ['null', null],
    ])('bad body (%s): 400 PAN_INVALID or VALIDATION_FAILED', async (_label, body) => {
      const { token } = await logIn(ctx, PHONE);
      const res = await ckyc(token, body);
      expect(res.statusCode).toBe(400);
      expect(['PAN_INVALID', 'VALIDATION_FAILED', 'BODY_INVALID']).toContain(res.json().code);
    });
  });

  describe('PAN', () => {
    const pan = (token: string, body: unknown) =>
      call(ctx.app, 'POST', '/api/v1/kyc/pan', body as Record<string, unknown>, { headers: bearer(token) });

    it('needs a verified identity first: 409 KYC_IDENTITY_REQUIRED', async () => {
      const { token } = await logIn(ctx, PHONE);
      const res = await pan(token, { pan: 'ABCPV1234L' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'KYC_IDENTITY_REQUIRED' });
    });

    it('status and name score kept on the newest verification', async () => {
      const { token } = await logIn(ctx, PHONE);
      await throughDigilocker(ctx, token, { decision: 'allow', otp: '123456', name: 'Asha Rani Verma' });
      const valid = await pan(token, { pan: 'ABCPV1234L' });
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toEqual({ status: 'valid', nameScore: 100 });
      expect(await kycOf(ctx, token)).toMatchObject({ pan: { status: 'valid', nameScore: 100 } });

      expect((await pan(token, { pan: 'ABCPV8008L' })).json()).toEqual({ status: 'valid', nameScore: 90 });
      const other = (await pan(token, { pan: 'ABCPV8007L' })).json();
      expect(other.status).toBe('valid');
      expect(other.nameScore).toBeLessThan(50);
      expect((await pan(token, { pan: 'ABCPV8001L' })).json()).toEqual({
        status: 'invalid',
        nameScore: null,
      });
      expect((await pan(token, { pan: 'ABCPV8005L' })).json()).toMatchObject({ status: 'deceased' });
      expect(await kycOf(ctx, token)).toMatchObject({ mode: 'digilocker', pan: { status: 'deceased' } });

      const down = await pan(token, { pan: 'ABCPV8500L' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'KYC_SERVICE_UNAVAILABLE' });
    });

    it('bad body: 400, never 500', async () => {
      const { token } = await logIn(ctx, PHONE);
      for (const body of [
        {},
        { pan: '' },
        { pan: ['ABCPV1234L'] },
        { pan: 'ABCPV1234' },
        { pan: 'ABCPV1234L'.repeat(500) },
      ]) {
        const res = await pan(token, body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      }
      expect((await pan(token, 'ABCPV1234L')).json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    });
  });
});
