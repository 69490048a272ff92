import { STAFF_MESSAGE_TEMPLATE } from '@app/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ContentCampaignRow, contentCampaigns, staffUsers } from '../../db/schema';
import { type Audience, audienceCondition } from './segments';

type NewCampaign = Omit<ContentCampaignRow, 'id' | 'delivered'>;

/** The count of a statement ending in `select count(*)::int as n`, on either driver. */
async function countOf(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export const campaignRepository = {
  /** The new campaign, or undefined when its key was used before (the caller reads that one). */
  async claim(db: Executor, values: NewCampaign): Promise<ContentCampaignRow | undefined> {
    const [row] = await db
      .insert(contentCampaigns)
      .values({ ...values, delivered: 0 })
      .onConflictDoNothing({ target: contentCampaigns.key })
      .returning();
    return row;
  },

  async findByKey(db: Executor, key: string): Promise<ContentCampaignRow | undefined> {
    const [row] = await db.select().from(contentCampaigns).where(eq(contentCampaigns.key, key)).limit(1);
    return row;
  },

  async setDelivered(db: Executor, id: string, delivered: number): Promise<void> {
    await db.update(contentCampaigns).set({ delivered }).where(eq(contentCampaigns.id, id));
  },

  async countAudience(db: Executor, audience: Audience): Promise<number> {
    return countOf(db, sql`select count(*)::int as n from customers c where ${audienceCondition(audience)}`);
  },

  /** One activity message per customer of the audience, in one statement. */
  async sendMessages(
    db: Executor,
    audience: Audience,
    params: Record<string, string>,
    now: Date,
  ): Promise<number> {
    return countOf(
      db,
      sql`with sent as (
        insert into messages (customer_id, kind, template, params, created_at)
        select c.id, 'activity', ${STAFF_MESSAGE_TEMPLATE}, ${JSON.stringify(params)}::jsonb, ${now.toISOString()}::timestamptz
        from customers c where ${audienceCondition(audience)}
        returning 1
      ) select count(*)::int as n from sent`,
    );
  },

  /**
   * One coupon per customer of the audience, and its message-center entry, in
   * one statement. The source names the campaign: the (customer, source)
   * unique index makes it once per customer per campaign whatever happens.
   */
  async grantCoupons(
    db: Executor,
    audience: Audience,
    coupon: {
      source: string;
      kind: string;
      facePaise: number;
      minAmountPaise: number;
      validFrom: Date;
      validUntil: Date;
    },
    message: { template: string; params: Record<string, string> },
  ): Promise<number> {
    const from = coupon.validFrom.toISOString();
    return countOf(
      db,
      sql`with issued as (
        insert into coupons (customer_id, kind, source, face_paise, min_amount_paise, valid_from, valid_until, created_at)
        select c.id, ${coupon.kind}, ${coupon.source}, ${coupon.facePaise}, ${coupon.minAmountPaise},
          ${from}::timestamptz, ${coupon.validUntil.toISOString()}::timestamptz, ${from}::timestamptz
        from customers c where ${audienceCondition(audience)}
        on conflict do nothing
        returning customer_id
      ), told as (
        insert into messages (customer_id, kind, template, params, created_at)
        select customer_id, 'activity', ${message.template}, ${JSON.stringify(message.params)}::jsonb, ${from}::timestamptz
        from issued
        returning 1
      ) select count(*)::int as n from told`,
    );
  },

  async recent(db: Executor, limit: number) {
    return db
      .select({ campaign: contentCampaigns, staffEmail: staffUsers.email })
      .from(contentCampaigns)
      .leftJoin(staffUsers, eq(staffUsers.id, contentCampaigns.staffId))
      .orderBy(desc(contentCampaigns.createdAt))
      .limit(limit);
  },
};
