import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpChallenges } from '../../../db/schema';
import { solvedCaptcha } from '../../../test/captcha';
import { call, drivers, logIn, useTestApp } from '../../../test/test-app';

const OTP = '/api/v1/auth/otp';

describe.each(drivers)('POST /auth/otp on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('sends a code by SMS and answers the same for new and registered phones', async () => {
    await logIn(ctx, '9876500001');
    ctx.clock.advanceMinutes(5);
    ctx.sms.clear();

    const registered = await call(ctx.app, 'POST', OTP, { phone: '9876500001' });
    const unregistered = await call(ctx.app, 'POST', OTP, { phone: '9876500002' });
    expect(registered.statusCode).toBe(200);
    expect(unregistered.statusCode).toBe(200);
    expect(registered.body).toBe(unregistered.body);
    expect(registered.json()).toEqual({ codeLength: 4, expiresInSeconds: 300, resendAfterSeconds: 60 });

    expect(ctx.sms.messages).toHaveLength(2);
    const [first] = ctx.sms.messages;
    expect(first?.to).toBe('9876500001');
    expect(first?.text).toMatch(
      /^RupeeSetu: \d{4} is your login code\. It expires in 5 minutes\. Never share it with anyone\.$/,
    );
  });

  it.each([
    ['+91 98765 00003', '9876500003'],
    ['09876500004', '9876500004'],
    ['98765-00005', '9876500005'],
    ['919876500006', '9876500006'],
  ])('accepts %s as %s', async (raw, phone) => {
    const res = await call(ctx.app, 'POST', OTP, { phone: raw });
    expect(res.statusCode).toBe(200);
    expect(ctx.sms.messages[0]?.to).toBe(phone);
  });

  it.each([
    ['9 digits', { phone: '987650000' }],
    ['11 digits', { phone: '98765000001' }],
    ['starting with 5', { phone: '5876500000' }],
    ['letters', { phone: '98765abcde' }],
    ['empty', { phone: '' }],
    ['a number type', { phone: 9876500000 }],
    ['missing', {}],
  ])('rejects a phone that is %s with 400 PHONE_INVALID', async (_label, body) => {
    const res = await call(ctx.app, 'POST', OTP, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PHONE_INVALID',
      message: 'Your mobile phone number format is not correct.',
      field: 'phone',
    });
    expect(ctx.sms.messages).toHaveLength(0);
  });

  it('answers in Hindi for Accept-Language: hi', async () => {
    const res = await call(
      ctx.app,
      'POST',
      OTP,
      { phone: '123' },
      { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PHONE_INVALID',
      message: 'आपके मोबाइल नंबर का प्रारूप सही नहीं है।',
    });
  });

  it('refuses a resend inside the cooldown with 429 TOO_FREQUENT and the wait', async () => {
    expect((await call(ctx.app, 'POST', OTP, { phone: '9876500007' })).statusCode).toBe(200);
    ctx.clock.advanceSeconds(20);
    const res = await call(ctx.app, 'POST', OTP, { phone: '9876500007' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'TOO_FREQUENT', retryAfterSeconds: 40 });
    expect(res.headers['retry-after']).toBe('40');
    ctx.clock.advanceSeconds(40);
    expect((await call(ctx.app, 'POST', OTP, { phone: '9876500007' })).statusCode).toBe(200);
  });

  it('caps codes per phone per IST day with 429 SMS_LIMIT, reset on the next IST day', async () => {
    // 12:00 IST: ten codes a minute apart, the eleventh is refused.
    for (let i = 0; i < 10; i++) {
      expect((await call(ctx.app, 'POST', OTP, { phone: '9876500008' })).statusCode).toBe(200);
      ctx.clock.advanceSeconds(61);
    }
    const capped = await call(ctx.app, 'POST', OTP, { phone: '9876500008' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({
      code: 'SMS_LIMIT',
      message: 'SMS limit reached, try again tomorrow.',
    });

    // 23:59 IST the same day: still capped. 00:00 IST (18:30 UTC): a new day.
    ctx.clock.set('2025-01-15T18:29:00.000Z');
    expect((await call(ctx.app, 'POST', OTP, { phone: '9876500008' })).json()).toMatchObject({
      code: 'SMS_LIMIT',
    });
    ctx.clock.set('2025-01-15T18:30:00.000Z');
    expect((await call(ctx.app, 'POST', OTP, { phone: '9876500008' })).statusCode).toBe(200);
  });

  it('stores a keyed hash of the code, never the code', async () => {
    await call(ctx.app, 'POST', OTP, { phone: '9876500009' });
    const code = ctx.sms.lastCodeFor('9876500009');
    const [row] = await ctx.database.db.select().from(otpChallenges).orderBy(desc(otpChallenges.createdAt));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('asks for the challenge after codes for several phones from one client, and accepts a solved one', async () => {
    const app = await ctx.buildApp({ CAPTCHA_PHONES_PER_CLIENT: '3' });
    const ip = '203.0.113.7';
    for (const phone of ['9876500011', '9876500012', '9876500013']) {
      expect((await call(app, 'POST', OTP, { phone }, { ip })).statusCode).toBe(200);
    }
    const blocked = await call(app, 'POST', OTP, { phone: '9876500014' }, { ip });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });

    // Another client is not affected.
    expect((await call(app, 'POST', OTP, { phone: '9876500015' }, { ip: '198.51.100.1' })).statusCode).toBe(
      200,
    );

    const captcha = await solvedCaptcha(ctx, app);
    const refused = await call(
      app,
      'POST',
      OTP,
      { phone: '9876500014', captcha: { ...captcha, number: captcha.number + 1 } },
      { ip },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CAPTCHA_INCORRECT' });

    const passed = await call(app, 'POST', OTP, { phone: '9876500014', captcha }, { ip });
    expect(passed.statusCode).toBe(200);

    // Single use: the same solution does not pass twice.
    const reused = await call(app, 'POST', OTP, { phone: '9876500016', captcha }, { ip });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'CAPTCHA_INCORRECT' });
  });
});
