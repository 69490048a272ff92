import { type CouponGrantBody, CouponGrantBodySchema, type CouponProposal } from '@app/contract';
import { CONTENT_SEGMENT_LABELS, formatMoney } from '@app/domain';
import { AppError } from '../../http/app-error';
import type { Actor, ProposalHandler, ProposalService } from '../loan-actions';
import type { CampaignService } from './campaign-service';

type SegmentGrant = CouponGrantBody & { segment: NonNullable<CouponGrantBody['segment']> };

/** A proposal's payload as a grant to a segment, or a refusal (a proposal may come through the generic route too). */
function segmentGrant(payload: Record<string, unknown>): SegmentGrant {
  const parsed = CouponGrantBodySchema.safeParse(payload);
  if (!parsed.success || parsed.data.segment === undefined) throw new AppError('VALIDATION_FAILED');
  return parsed.data as SegmentGrant;
}

/**
 * Coupons to many customers at once are money given away in bulk, so they go
 * through four eyes (decision 088): the content section proposes, another
 * person of another role approves, and the approval gives them in its own
 * transaction. One coupon to one customer stays immediate.
 */
export function registerBulkCoupons(proposals: ProposalService, campaigns: CampaignService): void {
  const handler: ProposalHandler = {
    async check(_tx, payload) {
      const grant = segmentGrant(payload);
      return { subjectType: 'segment', subjectId: grant.segment };
    },
    async execute(tx, proposal, now) {
      const grant = segmentGrant(proposal.payload);
      const result = await campaigns.grantSegmentCoupons(tx, { staffId: proposal.proposedBy }, grant, now);
      return { campaignId: result.id, delivered: result.delivered, repeated: result.repeated };
    },
  };
  proposals.register('bulk_coupons', handler);
}

/** Proposes a segment's coupons; the reason names the grant, as the approver's list shows it. */
export async function proposeSegmentCoupons(
  proposals: ProposalService,
  actor: Actor,
  body: SegmentGrant,
): Promise<CouponProposal> {
  const face = formatMoney(body.facePaise / 100, { symbol: true, paise: true });
  const reason = `${face} ${body.kind} coupon, ${body.validDays} days, to ${CONTENT_SEGMENT_LABELS[body.segment]}`;
  const row = await proposals.propose(actor, 'bulk_coupons', { ...body }, reason);
  return { proposalId: row.id, state: 'proposed' };
}
