import type { CouponGrantBody, StaffMessageBody } from '@app/contract';
import { formatDate, formatMoney, staffMessageParams } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import type { ContentCampaignRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/hashing';
import { auditRepository } from '../../platform/audit-repository';
import { customerRepository } from '../../platform/customer-repository';
import type { AuthenticatedStaff } from '../staff';
import { campaignRepository } from './campaign-repository';
import type { Audience } from './segments';

const DAY_MS = 86_400_000;

export interface CampaignResult {
  id: string;
  delivered: number;
  repeated: boolean;
}

/**
 * Sends of the content section: an activity message or a coupon to a segment
 * or one customer. Each claims its key first (a repeat of the key finds the
 * first send and sends nothing; the same key with another request is
 * refused), then delivers set-based and audits, all in one transaction.
 */
export function createCampaignService(deps: { db: Db; clock: Clock; proName: string }) {
  const { db, clock } = deps;

  type Input = {
    key: string;
    kind: 'message' | 'coupon';
    audience: Audience;
    payload: Record<string, unknown>;
  };
  type Deliver = (tx: Tx, campaign: ContentCampaignRow, now: Date) => Promise<number>;

  const run = (actor: Pick<AuthenticatedStaff, 'staffId'>, input: Input, deliver: Deliver) => {
    const now = clock.now();
    return transact(db, (tx) => runIn(tx, actor, input, deliver, now));
  };

  /** A send inside `tx` (a bulk coupon runs in the transaction that approves it). */
  async function runIn(
    tx: Tx,
    actor: Pick<AuthenticatedStaff, 'staffId'>,
    input: Input,
    deliver: Deliver,
    now: Date,
  ): Promise<CampaignResult> {
    const requestHash = sha256Hex(
      JSON.stringify({ kind: input.kind, audience: input.audience, ...input.payload }),
    );
    const campaign = await campaignRepository.claim(tx, {
      key: input.key,
      kind: input.kind,
      segment: 'segment' in input.audience ? input.audience.segment : null,
      customerId: 'customerId' in input.audience ? input.audience.customerId : null,
      payload: input.payload,
      requestHash,
      staffId: actor.staffId,
      createdAt: now,
    });
    if (!campaign) {
      const first = await campaignRepository.findByKey(tx, input.key);
      if (!first || first.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { id: first.id, delivered: first.delivered, repeated: true };
    }
    const delivered = await deliver(tx, campaign, now);
    await campaignRepository.setDelivered(tx, campaign.id, delivered);
    await auditRepository.record(
      tx,
      {
        staffId: actor.staffId,
        action: input.kind === 'message' ? 'content.message_send' : 'content.coupon_grant',
        subjectType: 'campaign',
        subjectId: campaign.id,
        after: { ...input.audience, ...input.payload, delivered },
      },
      now,
    );
    return { id: campaign.id, delivered, repeated: false };
  }

  /** The coupons of one grant to `audience`, delivered set-based with their message-center entry. */
  const couponsTo =
    (audience: Audience, grant: Omit<CouponGrantBody, 'key' | 'segment' | 'phone'>): Deliver =>
    (tx, campaign, now) => {
      const validUntil = new Date(now.getTime() + grant.validDays * DAY_MS);
      return campaignRepository.grantCoupons(
        tx,
        audience,
        {
          source: `campaign:${campaign.id}`,
          kind: grant.kind,
          facePaise: grant.facePaise,
          minAmountPaise: grant.minAmountPaise,
          validFrom: now,
          validUntil,
        },
        {
          template: 'staff_coupon',
          params: {
            proName: deps.proName,
            amount: formatMoney(grant.facePaise / 100, { symbol: true }),
            date: formatDate(validUntil),
          },
        },
      );
    };

  async function audienceOf(input: {
    segment?: CouponGrantBody['segment'];
    phone?: string;
  }): Promise<Audience> {
    if (input.segment) return { segment: input.segment };
    const customer = input.phone ? await customerRepository.findByPhone(db, input.phone) : undefined;
    if (!customer) throw new AppError('CONTENT_CUSTOMER_NOT_FOUND', { field: 'phone' });
    return { customerId: customer.id };
  }

  return {
    count: (audience: Audience) => campaignRepository.countAudience(db, audience),

    sendMessage(actor: AuthenticatedStaff, body: StaffMessageBody): Promise<CampaignResult> {
      const { key, segment, ...payload } = body;
      const params = staffMessageParams(body, body.target);
      return run(actor, { key, kind: 'message', audience: { segment }, payload }, (tx, _campaign, now) =>
        campaignRepository.sendMessages(tx, { segment }, params, now),
      );
    },

    /** A coupon to one customer, at once (a segment's goes through grantSegmentCoupons after approval). */
    async grantCoupon(actor: AuthenticatedStaff, body: CouponGrantBody): Promise<CampaignResult> {
      const { key, segment, phone, ...payload } = body;
      const audience = await audienceOf({ segment, phone });
      return run(actor, { key, kind: 'coupon', audience, payload }, couponsTo(audience, payload));
    },

    /**
     * A coupon to every customer of a segment, run by the approval of a
     * bulk_coupons proposal (decision 088) in its transaction, in the
     * proposer's name; the key still makes a repeat send nothing.
     */
    grantSegmentCoupons(
      tx: Tx,
      proposer: { staffId: string },
      body: CouponGrantBody & { segment: NonNullable<CouponGrantBody['segment']> },
      now: Date,
    ): Promise<CampaignResult> {
      const { key, segment, phone: _phone, ...payload } = body;
      const audience = { segment };
      return runIn(
        tx,
        proposer,
        { key, kind: 'coupon', audience, payload },
        couponsTo(audience, payload),
        now,
      );
    },

    async recent() {
      const rows = await campaignRepository.recent(db, 20);
      return rows.map(({ campaign, staffEmail }) => ({
        id: campaign.id,
        kind: campaign.kind,
        segment: campaign.segment,
        summary: summaryOf(campaign),
        delivered: campaign.delivered,
        staffEmail,
        createdAt: campaign.createdAt.toISOString(),
      }));
    },
  };
}

/** One line for the console's list of recent sends. */
function summaryOf(campaign: ContentCampaignRow): string {
  const p = campaign.payload as Record<string, unknown>;
  if (campaign.kind === 'message') {
    const title = (p.title as { en?: string } | undefined)?.en ?? '';
    return title;
  }
  const face = formatMoney(Number(p.facePaise ?? 0) / 100, { symbol: true, paise: true });
  return `${face} ${String(p.kind)} coupon, ${String(p.validDays)} days`;
}

export type CampaignService = ReturnType<typeof createCampaignService>;
