import { DEFAULT_REFERRAL_RULES } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../../config/env';
import { applications, messages, referralRewards } from '../../../db/schema';
import { transact } from '../../../db/transaction';
import { createFieldCipher } from '../../../lib/field-cipher';
import { ledgerRepository } from '../../../platform/ledger-repository';
import { approvedCustomer } from '../../../test/application-fixtures';
import { disbursedOrder } from '../../../test/loan-fixtures';
import { bearer, call, drivers, requestCode, type TestContext, useTestApp } from '../../../test/test-app';
import { orderRepository } from '../../orders';
import { createReferrals } from '../referral-service';

const DAY = 24 * 3600;
const key = () => `ref-key-${Math.random().toString(36).slice(2, 14)}`;

/** Signs `phone` up (or logs it in) by OTP, with a friend's code when given. */
async function signUp(ctx: TestContext, phone: string, referralCode?: unknown) {
  const code = await requestCode(ctx, phone);
  return call(ctx.app, 'POST', '/api/v1/auth/login/otp', {
    phone,
    code,
    ...(referralCode === undefined ? {} : { referralCode }),
  } as never);
}

async function summary(ctx: TestContext, token: string) {
  const res = await call(ctx.app, 'GET', '/api/v1/referrals/me', undefined, { headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A referrer: logged in, with their code. */
async function referrer(ctx: TestContext, phone: string) {
  const res = await signUp(ctx, phone);
  const { token, customerId } = res.json();
  return { token, customerId, code: (await summary(ctx, token)).code as string };
}

/** The friend signs up with `code`, then gets an approved line with this PAN and payout account. */
async function friend(
  ctx: TestContext,
  phone: string,
  code: string,
  identity: { pan: string; account: string },
) {
  expect((await signUp(ctx, phone, code)).statusCode).toBe(200);
  const session = await approvedCustomer(ctx, phone, { dailyRatePpm: 500, account: identity.account });
  await setPan(ctx, session.customerId, identity.pan);
  return session;
}

/** The PAN as the application step stores it: a keyed blind index only. */
async function setPan(ctx: TestContext, customerId: string, pan: string) {
  const index = createFieldCipher(ctx.config.DATA_ENCRYPTION_KEY).blindIndex(pan, 'pan');
  await ctx.database.db
    .update(applications)
    .set({ panIndex: index })
    .where(eq(applications.customerId, customerId));
}

/** Rs 10,000 over 3 months (service fee Rs 300), paid out by the simulator. */
function disburse(ctx: TestContext, token: string): Promise<string> {
  return disbursedOrder(ctx, token);
}

/** Repays the whole loan through the gateway simulator, with a coupon if given. */
async function settle(ctx: TestContext, token: string, orderId: string, couponId?: string) {
  const res = await call(
    ctx.app,
    'POST',
    `/api/v1/orders/${orderId}/repayments`,
    { kind: 'full', method: 'gateway', ...(couponId ? { couponId } : {}) },
    { headers: { ...bearer(token), 'idempotency-key': key() } },
  );
  expect(res.statusCode, res.body).toBe(201);
  await ctx.app.jobs.runDue();
  const paid = await call(
    ctx.app,
    'POST',
    `/api/v1/repayments/${res.json().id}/simulate`,
    { outcome: 'succeeded' },
    { headers: bearer(token) },
  );
  expect(paid.statusCode, paid.body).toBe(200);
  expect((await orderRepository.findById(ctx.database.db, orderId))?.state).toBe('settled');
  return res.json();
}

const coupons = async (ctx: TestContext, token: string) =>
  (await call(ctx.app, 'GET', '/api/v1/coupons', undefined, { headers: bearer(token) })).json().coupons as {
    id: string;
    kind: string;
    source: string;
    facePaise: number;
    state: string;
  }[];

const lines = (rewards: { kind: string; amountPaise: number; state: string; reason: string | null }[]) =>
  rewards.map((r) => [r.kind, r.amountPaise, r.state, r.reason]);

describe.each(drivers)('refer and earn on %s', (driver) => {
  const ctx = useTestApp(driver, { OTP_RESEND_COOLDOWN_SECONDS: '0', CAPTCHA_PHONES_PER_CLIENT: '1000' });

  afterEach(async () => {
    expect(await ledgerRepository.unbalancedJournalIds(ctx.database.db)).toEqual([]);
  });

  it('gives each customer one stable code and a share link with the channel and the code', async () => {
    const { token } = (await signUp(ctx, '9876548001')).json();
    // Two first asks at once still make one code.
    const first = await Promise.all([summary(ctx, token), summary(ctx, token)]);
    const code: string = first[0].code;
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    expect(first[1].code).toBe(code);
    expect((await summary(ctx, token)).code).toBe(code);
    expect(first[0]).toMatchObject({
      link: `http://localhost/?p=referral&ref=${code}#/start`,
      friends: 0,
      earningFriends: 0,
      totalPaise: 0,
      rewards: [],
      rules: DEFAULT_REFERRAL_RULES,
    });
    const other = await referrer(ctx, '9876548002');
    expect(other.code).not.toBe(code);

    const configured = await ctx.buildApp({
      PUBLIC_APP_URL: 'https://app.rupeesetu.in',
      REFERRAL_RULES: '{"channel":"invite_wa","disbursal":{"base":"principal","capPaise":15000}}',
    });
    const res = await call(configured, 'GET', '/api/v1/referrals/me', undefined, { headers: bearer(token) });
    expect(res.json().link).toBe(`https://app.rupeesetu.in/?p=invite_wa&ref=${code}#/start`);
    expect(res.json().rules.disbursal).toEqual({
      ratePpm: 20_000,
      base: 'principal',
      capPaise: 150_00,
      couponKind: 'repayment',
    });
    expect((await call(ctx.app, 'GET', '/api/v1/referrals/me')).statusCode).toBe(401);
    const forged = await call(ctx.app, 'GET', '/api/v1/referrals/me', undefined, {
      headers: bearer('x'.repeat(43)),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses rules that are not rules', () => {
    const env = (value: string) => () => parseEnv({ REFERRAL_RULES: value });
    expect(env('{"disbursal":{"ratePpm":20000,"base":"principal"}}')).not.toThrow();
    for (const bad of [
      'not json',
      '[]',
      '{"disbursal":{"ratePpm":-1}}',
      '{"bonus":{}}',
      '{"channel":"a b"}',
    ]) {
      expect(env(bad)).toThrow(ConfigError);
    }
    expect(() => parseEnv({ PUBLIC_APP_URL: 'ftp://x' })).toThrow(ConfigError);
  });

  it('attributes a new customer at sign-up, once; unknown or odd codes are ignored, never an error', async () => {
    const alice = await referrer(ctx, '9876548011');
    const bob = await referrer(ctx, '9876548012');
    // Typed as a person would: lower case, a dash.
    const typed = `${alice.code.slice(0, 4).toLowerCase()}-${alice.code.slice(4)}`;
    expect((await signUp(ctx, '9876548013', typed)).json().isNewCustomer).toBe(true);
    expect((await summary(ctx, alice.token)).friends).toBe(1);

    // Existing customers are never re-attributed: not the friend to Bob, not Alice to herself.
    expect((await signUp(ctx, '9876548013', bob.code)).json().isNewCustomer).toBe(false);
    expect((await signUp(ctx, '9876548011', alice.code)).statusCode).toBe(200);
    expect((await summary(ctx, bob.token)).friends).toBe(0);
    expect((await summary(ctx, alice.token)).friends).toBe(1);

    for (const [i, odd] of ['ZZZZZZZZ', 'DROP TABLE referrals;', '', '😀😀😀😀', 'A'.repeat(64)].entries()) {
      const res = await signUp(ctx, `98765481${20 + i}`, odd);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await summary(ctx, alice.token)).friends).toBe(1);
    for (const odd of ['A'.repeat(65), 12345678, { code: alice.code }, null]) {
      const res = await signUp(ctx, '9876548030', odd);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('rewards payout then full repayment, each once, as usable coupons, with messages', async () => {
    const alice = await referrer(ctx, '9876548041');
    const pal = await friend(ctx, '9876548042', alice.code, { pan: 'BCDPF2345G', account: '60200012345671' });
    const orderId = await disburse(ctx, pal.token);

    const afterPayout = await summary(ctx, alice.token);
    // 20% and 2% of the Rs 300 service fee.
    expect(lines(afterPayout.rewards)).toEqual(
      expect.arrayContaining([
        ['first_loan', 60_00, 'credited', null],
        ['disbursal', 6_00, 'credited', null],
      ]),
    );
    expect(afterPayout).toMatchObject({ friends: 1, earningFriends: 1, totalPaise: 66_00 });
    expect(afterPayout.rewards[0].peerPhoneLast4).toBe('8042');
    const aliceCoupons = await coupons(ctx, alice.token);
    expect(aliceCoupons.map((c) => [c.kind, c.source, c.facePaise, c.state]).sort()).toEqual([
      ['repayment', 'referral', 6_00, 'unused'],
      ['repayment', 'referral', 60_00, 'unused'],
    ]);
    expect(afterPayout.rewards.map((r: { couponId: string }) => r.couponId).sort()).toEqual(
      aliceCoupons.map((c) => c.id).sort(),
    );
    const note = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.customerId, alice.customerId));
    expect(note.map((m) => [m.template, m.params.amount])).toEqual([['referral_reward', '₹66']]);

    // The friend's 10% bonus, hers to use on this very loan.
    const palView = await summary(ctx, pal.token);
    expect(lines(palView.rewards)).toEqual([['signup_bonus', 30_00, 'credited', null]]);
    expect(palView.rewards[0].peerPhoneLast4).toBe('8041');
    const [bonus] = await coupons(ctx, pal.token);
    expect(bonus).toMatchObject({ kind: 'repayment', source: 'referral', facePaise: 30_00, state: 'unused' });

    // The hooks run again (a replayed event): nothing more is paid.
    const again = createReferrals({
      db: ctx.database.db,
      clock: ctx.clock,
      cipher: createFieldCipher(ctx.config.DATA_ENCRYPTION_KEY),
      rules: DEFAULT_REFERRAL_RULES,
      publicAppUrl: null,
      sms: ctx.sms,
      proName: 'RupeeSetu',
      logger: ctx.app.log,
    });
    const replay = async (event: 'onDisbursed' | 'onSettled') => {
      const order = await orderRepository.findById(ctx.database.db, orderId);
      if (!order) throw new Error('no order');
      await transact(ctx.database.db, (tx) => again[event](tx, order));
    };
    await replay('onDisbursed');
    expect(await ctx.database.db.select().from(referralRewards)).toHaveLength(3);

    ctx.clock.advanceSeconds(3 * DAY);
    const repaid = await settle(ctx, pal.token, orderId, bonus?.id);
    expect(repaid.couponPaise).toBe(30_00);
    expect((await coupons(ctx, pal.token))[0]?.state).toBe('used');
    await replay('onSettled');
    const settled = await summary(ctx, alice.token);
    expect(settled.rewards[0]).toMatchObject({ kind: 'repayment', amountPaise: 9_00, state: 'credited' });
    expect(settled.rewards).toHaveLength(3);
    expect(settled.totalPaise).toBe(75_00);

    // A second loan pays the per-loan share only.
    const second = await disburse(ctx, pal.token);
    await replay('onDisbursed');
    const later = await summary(ctx, alice.token);
    expect(later.rewards).toHaveLength(4);
    expect(later.rewards[0]).toMatchObject({ kind: 'disbursal', amountPaise: 6_00, state: 'credited' });
    expect((await summary(ctx, pal.token)).rewards).toHaveLength(1);
    expect(second).not.toBe(orderId);
  });

  it('pays nothing for the referrer under another number, or a PAN or account already rewarded', async () => {
    const alice = await referrer(ctx, '9876548051');
    const own = await approvedCustomer(ctx, '9876548051', { account: '70300012345672' });
    await setPan(ctx, own.customerId, 'CDEPG3456H');

    const cases: [string, { pan: string; account: string }, string | null][] = [
      ['9876548052', { pan: 'CDEPG3456H', account: '70300099999992' }, 'same_pan'],
      ['9876548053', { pan: 'DEFPH4567J', account: '70300012345672' }, 'same_bank_account'],
      ['9876548054', { pan: 'EFGPJ5678K', account: '80400012345673' }, null],
      ['9876548055', { pan: 'FGHPK6789L', account: '80400012345673' }, 'account_already_rewarded'],
      ['9876548056', { pan: 'EFGPJ5678K', account: '90500012345674' }, 'pan_already_rewarded'],
    ];
    for (const [phone, identity] of cases) {
      const pal = await friend(ctx, phone, alice.code, identity);
      await disburse(ctx, pal.token);
    }
    const view = await summary(ctx, alice.token);
    const byFriend = new Map<string, string[]>();
    for (const r of view.rewards) {
      byFriend.set(r.peerPhoneLast4, [...(byFriend.get(r.peerPhoneLast4) ?? []), r.state, r.reason]);
    }
    for (const [phone, , reason] of cases) {
      const expected = reason ? ['not_eligible', reason] : ['credited', null];
      expect(byFriend.get(phone.slice(-4)), phone).toEqual([...expected, ...expected]);
    }
    expect(view).toMatchObject({ friends: 5, earningFriends: 1, totalPaise: 66_00 });
    // Blocked rewards show what they would have been, and give no coupon.
    const blocked = view.rewards.filter((r: { state: string }) => r.state === 'not_eligible');
    expect(
      blocked.every((r: { couponId: null; amountPaise: number }) => r.couponId === null && r.amountPaise > 0),
    ).toBe(true);
    expect(await coupons(ctx, alice.token)).toHaveLength(2);
    // The friend under the referrer's PAN gets no bonus either.
    const samePan = await signUp(ctx, '9876548052');
    expect(lines((await summary(ctx, samePan.json().token)).rewards)).toEqual([
      ['signup_bonus', 30_00, 'not_eligible', 'same_pan'],
    ]);
    // Only keyed hashes are stored: no PAN or account number in the rewards table.
    const stored = JSON.stringify(await ctx.database.db.select().from(referralRewards));
    expect(stored).not.toMatch(/EFGPJ5678K|80400012345673/);
  });

  it('pays no repayment share for a loan that fell overdue', async () => {
    const alice = await referrer(ctx, '9876548061');
    const pal = await friend(ctx, '9876548062', alice.code, { pan: 'GHJPL7891M', account: '60200012345675' });
    const orderId = await disburse(ctx, pal.token);
    ctx.clock.advanceSeconds(17 * DAY); // the first instalment was due on day 15
    await ctx.app.tick();
    await settle(ctx, pal.token, orderId);
    const [latest] = (await summary(ctx, alice.token)).rewards;
    expect(latest).toMatchObject({
      kind: 'repayment',
      amountPaise: 9_00,
      state: 'not_eligible',
      reason: 'repaid_late',
    });

    const lenient = await ctx.buildApp({
      REFERRAL_RULES: '{"repaymentOnTimeOnly":false,"repayment":{"ratePpm":0}}',
    });
    const view = (
      await call(lenient, 'GET', '/api/v1/referrals/me', undefined, { headers: bearer(alice.token) })
    ).json();
    expect(view.rules.repaymentOnTimeOnly).toBe(false);
    expect(view.rules.repayment.ratePpm).toBe(0);
  });
});
