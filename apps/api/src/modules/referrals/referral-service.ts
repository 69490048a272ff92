import { randomUUID } from 'node:crypto';
import type { ReferralSummary } from '@app/contract';
import {
  type Fingerprints,
  formatMoney,
  normalizeReferralCode,
  type ReferralEvent,
  type ReferralRules,
  randomReferralCode,
  referralBlock,
  rewardsFor,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { Db, Executor } from '../../db/client';
import type { LoanOrderRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { createNotifier } from '../../platform/notifier';
import { couponRepository } from '../coupons';
import { loanAccountRepository } from '../orders';
import { referralLink } from './referral-link';
import { referralRepository } from './referral-repository';
import { toRewardView } from './referral-view';

export interface ReferralDeps {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  rules: ReferralRules;
  /** The web app's public address for share links; null = the address the request came to. */
  publicAppUrl: string | null;
  sms: SmsSender;
  proName: string;
  logger: FastifyBaseLogger;
}

/** Tries at a fresh code when one is taken: 6.6 × 10^11 codes make a second try already rare. */
const CODE_TRIES = 5;
const DAY_MS = 86_400_000;

/**
 * Refer and earn (spec §9, docs/decisions/022): a stable code per customer,
 * the friend attributed at sign-up and never after, and rewards paid as
 * coupons by the loan's own transactions (payout, full repayment), each once
 * per referral and event, or recorded as not eligible with the reason.
 */
export function createReferrals(deps: ReferralDeps) {
  const { db, clock, cipher, rules } = deps;
  const notifier = createNotifier(deps);
  const accountIndex = (enc: string) => cipher.blindIndex(cipher.decrypt(enc, 'account'), 'account');

  /** The customer's code, made on first ask (a race or a taken code just tries again). */
  async function codeOf(customerId: string): Promise<string> {
    for (let i = 0; i < CODE_TRIES; i++) {
      const existing = await referralRepository.codeOf(db, customerId);
      if (existing) return existing;
      await referralRepository.insertCode(db, customerId, randomReferralCode(), clock.now());
    }
    const code = await referralRepository.codeOf(db, customerId);
    if (!code) throw new Error('no referral code could be made');
    return code;
  }

  async function summary(customerId: string, requestOrigin: string): Promise<ReferralSummary> {
    const code = await codeOf(customerId);
    const [totals, history] = await Promise.all([
      referralRepository.totals(db, customerId),
      referralRepository.history(db, customerId),
    ]);
    return {
      code,
      link: referralLink(deps.publicAppUrl ?? requestOrigin, rules.channel, code),
      ...totals,
      rules,
      rewards: history.map(toRewardView),
    };
  }

  /**
   * At sign-up, in the transaction that creates the customer: a known code
   * of another customer makes them the referrer. Anything else (no code, a
   * malformed or unknown one) is no referral, never an error.
   */
  async function attribute(tx: Executor, friendId: string, rawCode: string | undefined): Promise<void> {
    const code = normalizeReferralCode(rawCode);
    if (!code) return;
    const referrerId = await referralRepository.ownerOf(tx, code);
    if (!referrerId || referrerId === friendId) return;
    await referralRepository.attribute(tx, { referrerId, friendId, code, now: clock.now() });
  }

  /** The friend's PAN and payout account, the referrer's own and those already rewarded under them. */
  async function fingerprints(tx: Executor, order: LoanOrderRow, referrerId: string, referralId: string) {
    const referrer = await referralRepository.identityOf(tx, referrerId);
    const referrerPrints: Fingerprints = {
      pans: referrer.pans,
      accounts: referrer.accountsEnc.map(accountIndex),
    };
    return {
      friend: {
        pan: await referralRepository.panIndexOfApplication(tx, order.applicationId),
        account: order.payoutAccountEnc ? accountIndex(order.payoutAccountEnc) : null,
      },
      referrer: referrerPrints,
      rewarded: await referralRepository.rewardedFingerprints(tx, referrerId, referralId),
    };
  }

  /**
   * A referred loan was paid out or repaid in full: runs inside that
   * transaction, so the rewards exist exactly when the event committed, and
   * the (referral, event) key makes a second run of the hook pay nothing.
   */
  async function onLoanEvent(tx: Executor, order: LoanOrderRow, event: ReferralEvent): Promise<void> {
    const referral = await referralRepository.ofFriend(tx, order.customerId);
    if (!referral) return;
    const firstLoan =
      event === 'disbursed' && !(await referralRepository.hadEarlierPayout(tx, order.customerId, order.id));
    const planned = rewardsFor(event, order, rules, { firstLoan });
    if (planned.length === 0) return;
    const prints = await fingerprints(tx, order, referral.referrerId, referral.id);
    const block = referralBlock({ referrerId: referral.referrerId, friendId: referral.friendId, ...prints });
    const now = clock.now();
    const credited = new Map<string, number>();
    // Read in this transaction: the repayment that settles the loan may have just accrued a late day.
    const everOverdue =
      event === 'settled' && rules.repaymentOnTimeOnly
        ? (await loanAccountRepository.find(tx, order.id))?.everOverdue === true
        : false;
    for (const reward of planned) {
      const late = reward.kind === 'repayment' && everOverdue;
      const customerId = reward.beneficiary === 'friend' ? referral.friendId : referral.referrerId;
      const row = await referralRepository.insertReward(tx, {
        id: randomUUID(),
        referralId: referral.id,
        eventKey:
          reward.kind === 'signup_bonus' || reward.kind === 'first_loan'
            ? reward.kind
            : `${reward.kind}:${order.id}`,
        kind: reward.kind,
        customerId,
        orderId: order.id,
        basePaise: reward.basePaise,
        ratePpm: reward.ratePpm,
        amountPaise: reward.amountPaise,
        blockReason: block ?? (late ? 'repaid_late' : null),
        friendPanIndex: prints.friend.pan,
        friendAccountIndex: prints.friend.account,
        now,
      });
      if (row?.state !== 'credited') continue;
      const source = `referral:${row.id}`;
      await couponRepository.issue(tx, {
        customerId,
        kind: reward.couponKind,
        source,
        facePaise: reward.amountPaise,
        minAmountPaise: 0,
        validFrom: now,
        validUntil: new Date(now.getTime() + rules.couponValidDays * DAY_MS),
      });
      const couponId = await referralRepository.couponOf(tx, customerId, source);
      if (couponId) await referralRepository.setCoupon(tx, row.id, couponId);
      credited.set(customerId, (credited.get(customerId) ?? 0) + reward.amountPaise);
    }
    for (const [customerId, amountPaise] of credited) {
      await notifier.write(tx, {
        customerId,
        template: customerId === referral.friendId ? 'referral_bonus' : 'referral_reward',
        params: { amount: formatMoney(amountPaise / 100, { symbol: true }) },
      });
    }
  }

  return {
    summary,
    attribute,
    onDisbursed: (tx: Executor, order: LoanOrderRow) => onLoanEvent(tx, order, 'disbursed'),
    onSettled: (tx: Executor, order: LoanOrderRow) => onLoanEvent(tx, order, 'settled'),
  };
}

export type ReferralService = ReturnType<typeof createReferrals>;
