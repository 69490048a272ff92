// Issue 31: a borrower's KYC attempts (KYC_DAILY_ATTEMPTS, 10) and paid lookups
// (KYC_DAILY_PAID_LOOKUPS, 5) are capped per Asia/Kolkata day; past a cap the answer is
// 429 KYC_TOO_MANY_ATTEMPTS, taken before the work, and nothing else changes.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';
import { devUidaiSigner, offlineXml, offlineZip, SAMPLE_RESIDENT } from '../../../test/uidai-dev';
import { createKycDailyCaps } from '../kyc-daily-caps';

const PHONE = SAMPLE_RESIDENT.mobile ?? '';
const SHARE_CODE = '5274';
/** 23:59:59 IST on TEST_START's day, and the next India day's first second. */
const LAST_SECOND = '2025-01-15T18:29:59.000Z';
const NEXT_DAY = '2025-01-15T18:30:00.000Z';

describe.each(drivers)('KYC daily caps on %s', (driver) => {
  const ctx = useTestApp(driver);

  const pan = (token: string, value = 'ABCPV1234L') =>
    call(ctx.app, 'POST', '/api/v1/kyc/pan', { pan: value }, { headers: bearer(token) });
  const ckyc = (token: string, lang = 'en') =>
    call(
      ctx.app,
      'POST',
      '/api/v1/kyc/ckyc',
      { pan: 'ABCPK1234L' },
      { headers: { ...bearer(token), 'accept-language': lang } },
    );
  const digilocker = (token: string) =>
    call(ctx.app, 'POST', '/api/v1/kyc/digilocker', undefined, { headers: bearer(token) });
  const kycOf = async (token: string) =>
    (await call(ctx.app, 'GET', '/api/v1/kyc', undefined, { headers: bearer(token) })).json();

  /** A valid offline e-KYC ZIP of the sample resident, made an hour before the clock. */
  async function offlineUpload(token: string) {
    const xml = offlineXml(
      SAMPLE_RESIDENT,
      new Date(ctx.clock.now().getTime() - 3_600_000),
      SHARE_CODE,
      devUidaiSigner(),
    );
    const data = new FormData();
    data.append('shareCode', SHARE_CODE);
    data.append(
      'file',
      new Blob([new Uint8Array(await offlineZip(xml, SHARE_CODE))], { type: 'application/zip' }),
      'offlineaadhaar.zip',
    );
    const request = new Request('http://local/', { method: 'POST', body: data });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/kyc/aadhaar-offline',
      headers: { ...bearer(token), 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  it('the 10th attempt of the day passes, the 11th is 429 KYC_TOO_MANY_ATTEMPTS until India midnight, and changes nothing', async () => {
    const { token } = await logIn(ctx, PHONE);
    // Refusals count: PAN before an identity is refused without asking the PAN service.
    for (let i = 1; i <= 10; i += 1) {
      const res = await pan(token);
      expect(res.statusCode, `attempt ${i}`).toBe(409);
      expect(res.json().code).toBe('KYC_IDENTITY_REQUIRED');
    }
    // The 11th is refused before its ZIP is opened: a valid file records nothing.
    const capped = await offlineUpload(token);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({
      code: 'KYC_TOO_MANY_ATTEMPTS',
      message: 'You have tried to verify your identity too many times today. Please try again tomorrow.',
      retryAfterSeconds: 43_200,
    });
    expect(capped.headers['retry-after']).toBe('43200');
    expect(await kycOf(token)).toEqual({ state: 'none' });
    for (const [lang, message] of [
      ['hi', 'आज आपने पहचान सत्यापन के लिए बहुत बार प्रयास किया है। कृपया कल फिर से प्रयास करें।'],
      ['zh', '您今天验证身份的次数过多，请明天再试。'],
    ] as const) {
      const res = await ckyc(token, lang);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(message);
    }

    ctx.clock.set(LAST_SECOND);
    expect((await digilocker(token)).statusCode).toBe(429);
    ctx.clock.set(NEXT_DAY);
    const fresh = await offlineUpload(token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ state: 'verified', mode: 'aadhaar_offline' });
  });

  it('the day is per customer: another borrower is not held back', async () => {
    const first = await logIn(ctx, '9876501111');
    const second = await logIn(ctx, '9876502222');
    for (let i = 0; i < 10; i += 1) await pan(first.token);
    expect((await pan(first.token)).statusCode).toBe(429);
    expect((await pan(second.token)).statusCode).toBe(409);
  });

  it('paid lookups (CKYC, PAN, DigiLocker start) have their own cap of 5; unpaid attempts go on', async () => {
    const { token } = await logIn(ctx, PHONE);
    for (let i = 1; i <= 3; i += 1) expect((await ckyc(token)).statusCode, `ckyc ${i}`).toBe(404);
    expect((await digilocker(token)).statusCode).toBe(200);
    expect((await offlineUpload(token)).statusCode).toBe(200);
    // The PAN service is asked now that there is an identity: the 5th paid lookup.
    expect((await pan(token)).statusCode).toBe(200);

    for (const res of [await ckyc(token), await pan(token), await digilocker(token)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('KYC_TOO_MANY_ATTEMPTS');
    }
    // 6 attempts counted (the refused ones took nothing): 4 unpaid ones still pass, then the attempts' cap.
    for (let i = 7; i <= 10; i += 1)
      expect((await offlineUpload(token)).statusCode, `attempt ${i}`).toBe(200);
    expect((await offlineUpload(token)).statusCode).toBe(429);

    ctx.clock.set(NEXT_DAY);
    expect((await ckyc(token)).statusCode).toBe(404);
  });

  it('concurrent attempts at the last slot: exactly one passes', async () => {
    const { token } = await logIn(ctx, PHONE);
    for (let i = 0; i < 9; i += 1) await pan(token);
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => pan(token)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.filter((s) => s === 409)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it('concurrent paid lookups at the last slot: exactly one reaches the registry', async () => {
    const { token } = await logIn(ctx, PHONE);
    for (let i = 0; i < 4; i += 1) await ckyc(token);
    const statuses = (await Promise.all(Array.from({ length: 4 }, () => ckyc(token)))).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([404, 429, 429, 429]);
  });

  it('logs the customer id, the route and the cap: no phone, PAN or name', async () => {
    const entries: unknown[] = [];
    const keep = (...args: unknown[]) => {
      entries.push(args);
    };
    const [customer] = await ctx.database.db
      .insert(customers)
      .values({ phone: PHONE, createdAt: ctx.clock.now() })
      .returning();
    const customerId = customer?.id ?? '';
    const caps = createKycDailyCaps({
      db: ctx.database.db,
      clock: ctx.clock,
      limits: { attempts: 3, paidLookups: 1 },
      log: { info: keep } as unknown as FastifyBaseLogger,
    });
    await caps.take(customerId, 'ckyc', true);
    await expect(caps.take(customerId, 'pan', true)).rejects.toMatchObject({ code: 'KYC_TOO_MANY_ATTEMPTS' });
    await caps.take(customerId, 'aadhaar_qr', false);
    await caps.take(customerId, 'aadhaar_qr', false);
    await expect(caps.take(customerId, 'aadhaar_offline', false)).rejects.toMatchObject({
      code: 'KYC_TOO_MANY_ATTEMPTS',
    });
    expect(entries).toEqual([
      [{ customerId, kyc: 'pan', cap: 'paid_lookups' }, 'kyc daily cap reached'],
      [{ customerId, kyc: 'aadhaar_offline', cap: 'attempts' }, 'kyc daily cap reached'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(PHONE);
  });
});
