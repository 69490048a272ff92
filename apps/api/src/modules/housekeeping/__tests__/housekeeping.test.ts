import { describe, expect, it } from 'vitest';
import {
  captchaChallenges,
  customers,
  loginFailures,
  otpChallenges,
  phoneLocks,
  sessions,
  verificationCodes,
} from '../../../db/schema';
import { drivers, useTestApp } from '../../../test/test-app';
import { createHousekeepingService } from '../housekeeping-service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(drivers)('housekeeping sweep on %s', (driver) => {
  const ctx = useTestApp(driver);
  const at = (offsetMs: number) => new Date(ctx.clock.now().getTime() + offsetMs);
  const sweeper = () =>
    createHousekeepingService({ db: ctx.database.db, clock: ctx.clock, config: ctx.config });

  /** Rows just past each threshold (named `gone…`) and just inside it (`kept…`). */
  async function seed() {
    const { db } = ctx.database;
    await db.insert(captchaChallenges).values([
      { answerHash: 'gone', createdAt: at(-66 * MINUTE), expiresAt: at(-61 * MINUTE) },
      { answerHash: 'kept-expired', createdAt: at(-64 * MINUTE), expiresAt: at(-59 * MINUTE) },
      { answerHash: 'kept-live', createdAt: at(0), expiresAt: at(5 * MINUTE) },
    ]);
    const otp = (clientKey: string, createdAt: Date) => ({
      phone: '9876500001',
      codeHash: 'h',
      clientKey,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 5 * MINUTE),
    });
    await db
      .insert(otpChallenges)
      .values([
        otp('gone', at(-2 * DAY - MINUTE)),
        otp('kept', at(-2 * DAY + MINUTE)),
        otp('kept-now', at(0)),
      ]);
    const failure = (clientKey: string, createdAt: Date) => ({
      phone: '9876500001',
      kind: 'otp' as const,
      clientKey,
      createdAt,
    });
    await db
      .insert(loginFailures)
      .values([failure('gone', at(-61 * MINUTE)), failure('kept', at(-59 * MINUTE))]);
    await db.insert(phoneLocks).values([
      { phone: '9876500011', lockedUntil: at(-70 * MINUTE), failuresResetAt: at(-70 * MINUTE) },
      { phone: '9876500012', lockedUntil: null, failuresResetAt: at(-61 * MINUTE) },
      { phone: '9876500013', lockedUntil: at(10 * MINUTE), failuresResetAt: at(10 * MINUTE) },
      { phone: '9876500014', lockedUntil: at(-10 * MINUTE), failuresResetAt: at(-10 * MINUTE) },
      { phone: '9876500015', lockedUntil: null, failuresResetAt: at(-59 * MINUTE) },
    ]);
    const [customer] = await db
      .insert(customers)
      .values({ phone: '9876500001', createdAt: at(-90 * DAY) })
      .returning({ id: customers.id });
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      tokenHash,
      customerId: customer?.id ?? '',
      createdAt: at(-80 * DAY),
      expiresAt,
      revokedAt,
    });
    await db
      .insert(sessions)
      .values([
        session('gone-expired', at(-30 * DAY - MINUTE)),
        session('gone-revoked', at(DAY), at(-30 * DAY - MINUTE)),
        session('kept-expired', at(-30 * DAY + MINUTE)),
        session('kept-revoked', at(DAY), at(-30 * DAY + MINUTE)),
        session('kept-live', at(DAY)),
      ]);
    const code = (codeHash: string, createdAt: Date) => ({
      customerId: customer?.id ?? '',
      purpose: 'password' as const,
      codeHash,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 5 * MINUTE),
    });
    await db
      .insert(verificationCodes)
      .values([
        code('gone', at(-2 * DAY - MINUTE)),
        code('kept', at(-2 * DAY + MINUTE)),
        code('kept-now', at(0)),
      ]);
  }

  async function remaining() {
    const { db } = ctx.database;
    const sorted = (values: string[]) => [...values].sort();
    return {
      captchas: sorted((await db.select().from(captchaChallenges)).map((r) => r.answerHash)),
      otps: sorted((await db.select().from(otpChallenges)).map((r) => r.clientKey)),
      codes: sorted((await db.select().from(verificationCodes)).map((r) => r.codeHash)),
      failures: sorted((await db.select().from(loginFailures)).map((r) => r.clientKey)),
      locks: sorted((await db.select().from(phoneLocks)).map((r) => r.phone)),
      sessions: sorted((await db.select().from(sessions)).map((r) => r.tokenHash)),
    };
  }

  it('deletes rows past each threshold and keeps the newer ones', async () => {
    await seed();
    const deleted = await sweeper().sweep();
    expect(deleted).toEqual({
      captchaChallenges: 1,
      otpChallenges: 1,
      verificationCodes: 1,
      loginFailures: 1,
      phoneLocks: 2,
      sessions: 2,
    });
    expect(await remaining()).toEqual({
      captchas: ['kept-expired', 'kept-live'],
      otps: ['kept', 'kept-now'],
      codes: ['kept', 'kept-now'],
      failures: ['kept'],
      locks: ['9876500013', '9876500014', '9876500015'],
      sessions: ['kept-expired', 'kept-live', 'kept-revoked'],
    });
  });

  it('is idempotent, so instances sweeping at the same time do not trip over each other', async () => {
    await seed();
    const [a, b] = await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    const total = (r: typeof a) => Object.values(r).reduce((sum, n) => sum + n, 0);
    expect(total(a) + total(b)).toBe(8);
    expect(total(await sweeper().sweep())).toBe(0);
  });

  it('follows the login lock window from configuration', async () => {
    await seed();
    const wide = createHousekeepingService({
      db: ctx.database.db,
      clock: ctx.clock,
      config: { LOGIN_LOCK_WINDOW_MINUTES: 120 },
    });
    expect(await wide.sweep()).toMatchObject({ loginFailures: 0, phoneLocks: 0 });
  });

  it('keeps the failures the login rules still count', async () => {
    const app = await ctx.buildApp({ CAPTCHA_AFTER_FAILURES: '2' });
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/password',
        payload: { phone: '9876500021', password: 'wrong123' },
      });
    expect((await attempt()).json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    ctx.clock.advanceMinutes(30);
    await sweeper().sweep();
    expect((await attempt()).json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });
    // Two failures in the hour, one of them from before the sweep: the captcha is asked for.
    expect((await attempt()).json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });
});
