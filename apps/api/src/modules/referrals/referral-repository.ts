import type { ReferralBlock, ReferralRewardKind } from '@app/domain';
import { and, count, countDistinct, desc, eq, isNotNull, ne, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applications,
  coupons,
  customers,
  loanOrders,
  type ReferralRewardRow,
  referralCodes,
  referralRewards,
  referrals,
} from '../../db/schema';

export type ReferralRow = typeof referrals.$inferSelect;

/** A history line: the reward and the last digits of the other person's phone. */
export type RewardLine = ReferralRewardRow & { peerPhone: string };

/** Rewards shown in a history: enough for any real referrer's screen. */
const HISTORY_LIMIT = 100;

export const referralRepository = {
  async codeOf(db: Executor, customerId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.customerId, customerId))
      .limit(1);
    return row?.code;
  },

  /** False when the customer already has a code or another has this one (then try another). */
  async insertCode(db: Executor, customerId: string, code: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(referralCodes)
      .values({ customerId, code, createdAt: now })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    return rows.length === 1;
  },

  async ownerOf(db: Executor, code: string): Promise<string | undefined> {
    const [row] = await db
      .select({ customerId: referralCodes.customerId })
      .from(referralCodes)
      .where(eq(referralCodes.code, code))
      .limit(1);
    return row?.customerId;
  },

  /** Records who referred a new customer; a friend is referred once, whatever happens later. */
  async attribute(
    db: Executor,
    values: { referrerId: string; friendId: string; code: string; now: Date },
  ): Promise<void> {
    await db
      .insert(referrals)
      .values({
        referrerId: values.referrerId,
        friendId: values.friendId,
        code: values.code,
        createdAt: values.now,
      })
      .onConflictDoNothing();
  },

  async ofFriend(db: Executor, friendId: string): Promise<ReferralRow | undefined> {
    const [row] = await db.select().from(referrals).where(eq(referrals.friendId, friendId)).limit(1);
    return row;
  },

  /** Whether the friend had a loan paid out before this one. */
  async hadEarlierPayout(db: Executor, friendId: string, orderId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: loanOrders.id })
      .from(loanOrders)
      .where(
        and(
          eq(loanOrders.customerId, friendId),
          ne(loanOrders.id, orderId),
          isNotNull(loanOrders.disbursedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The PAN blind indexes and encrypted accounts a customer ever gave (applications and payouts). */
  async identityOf(db: Executor, customerId: string): Promise<{ pans: string[]; accountsEnc: string[] }> {
    const apps = await db
      .select({ pan: applications.panIndex, account: applications.accountEnc })
      .from(applications)
      .where(eq(applications.customerId, customerId));
    const payouts = await db
      .select({ account: loanOrders.payoutAccountEnc })
      .from(loanOrders)
      .where(and(eq(loanOrders.customerId, customerId), isNotNull(loanOrders.payoutAccountEnc)));
    const present = (values: (string | null)[]) => values.filter((v): v is string => v !== null);
    return {
      pans: present(apps.map((a) => a.pan)),
      accountsEnc: present([...apps.map((a) => a.account), ...payouts.map((p) => p.account)]),
    };
  },

  async panIndexOfApplication(db: Executor, applicationId: string): Promise<string | null> {
    const [row] = await db
      .select({ pan: applications.panIndex })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .limit(1);
    return row?.pan ?? null;
  },

  /** The PANs and accounts of the referrer's other friends that earned a reward. */
  async rewardedFingerprints(
    db: Executor,
    referrerId: string,
    exceptReferralId: string,
  ): Promise<{ pans: string[]; accounts: string[] }> {
    const rows = await db
      .selectDistinct({ pan: referralRewards.friendPanIndex, account: referralRewards.friendAccountIndex })
      .from(referralRewards)
      .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
      .where(
        and(
          eq(referrals.referrerId, referrerId),
          ne(referrals.id, exceptReferralId),
          eq(referralRewards.state, 'credited'),
        ),
      );
    const present = (values: (string | null)[]) => values.filter((v): v is string => v !== null);
    return { pans: present(rows.map((r) => r.pan)), accounts: present(rows.map((r) => r.account)) };
  },

  /** Writes a reward unless this referral already has one for the event; the new row, or undefined. */
  async insertReward(
    db: Executor,
    values: {
      id: string;
      referralId: string;
      eventKey: string;
      kind: ReferralRewardKind;
      customerId: string;
      orderId: string;
      basePaise: number;
      ratePpm: number;
      amountPaise: number;
      blockReason: ReferralBlock | null;
      friendPanIndex: string | null;
      friendAccountIndex: string | null;
      now: Date;
    },
  ): Promise<ReferralRewardRow | undefined> {
    const { now, ...rest } = values;
    const [row] = await db
      .insert(referralRewards)
      .values({ ...rest, state: values.blockReason ? 'blocked' : 'credited', createdAt: now })
      .onConflictDoNothing({ target: [referralRewards.referralId, referralRewards.eventKey] })
      .returning();
    return row;
  },

  /** The coupon a reward was credited as (its source names the reward). */
  async couponOf(db: Executor, customerId: string, source: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.customerId, customerId), eq(coupons.source, source)))
      .limit(1);
    return row?.id;
  },

  async setCoupon(db: Executor, rewardId: string, couponId: string): Promise<void> {
    await db.update(referralRewards).set({ couponId }).where(eq(referralRewards.id, rewardId));
  },

  /** The customer's rewards, newest first, with the other person's phone. */
  async history(db: Executor, customerId: string): Promise<RewardLine[]> {
    const peerId = sql`case when ${referralRewards.kind} = 'signup_bonus' then ${referrals.referrerId} else ${referrals.friendId} end`;
    const rows = await db
      .select({ reward: referralRewards, peerPhone: customers.phone })
      .from(referralRewards)
      .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
      .innerJoin(customers, eq(customers.id, peerId))
      .where(eq(referralRewards.customerId, customerId))
      .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
      .limit(HISTORY_LIMIT);
    return rows.map((r) => ({ ...r.reward, peerPhone: r.peerPhone }));
  },

  /** Friends signed up with the customer's code, friends whose loans earned, and what was credited. */
  async totals(
    db: Executor,
    customerId: string,
  ): Promise<{ friends: number; earningFriends: number; totalPaise: number }> {
    const [friends] = await db
      .select({ n: count() })
      .from(referrals)
      .where(eq(referrals.referrerId, customerId));
    const [earned] = await db
      .select({
        friends: countDistinct(
          sql`case when ${referralRewards.kind} <> 'signup_bonus' then ${referralRewards.referralId} end`,
        ),
        total: sum(referralRewards.amountPaise),
      })
      .from(referralRewards)
      .where(and(eq(referralRewards.customerId, customerId), eq(referralRewards.state, 'credited')));
    return {
      friends: friends?.n ?? 0,
      earningFriends: Number(earned?.friends ?? 0),
      totalPaise: Number(earned?.total ?? 0),
    };
  },
};
