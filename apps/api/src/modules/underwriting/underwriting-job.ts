import {
  istDayKey,
  quotaForKycMode,
  type ReferReason,
  type UnderwritingPolicy,
  underwrite,
} from '@app/domain';
import type { CreditBureau } from '../../adapters/bureau';
import type { KycVerifier } from '../../adapters/kyc';
import type { Db } from '../../db/client';
import type { ApplicationRow, JobRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import type { ApplicationDecision, ApplicationDecisions } from '../application';
import { applicationRepository, byCardPhotos, identityClaimRepository } from '../application';
import { kycRepository } from '../kyc';
import { isWaitingForReview, reviewRepository } from '../review';

export { WELCOME_COUPON_DAYS, WELCOME_COUPON_MIN_PAISE } from '../application';

/** The engine's answer: a decision, or a referral to a person with the line it would offer. */
type EngineOutcome =
  | { kind: 'decided'; decision: ApplicationDecision; extra: Partial<ApplicationRow> }
  | { kind: 'referred'; patch: Partial<ApplicationRow> };

/**
 * The review of a submitted application: the KYC check of the photos, then
 * the bureau report and the underwriting rules (packages/domain). A decision
 * goes through the shared `decisions` (moved only if still 'submitted', so a
 * job that runs twice decides once); a referral (decision 031) leaves the
 * state 'submitted', the borrower still sees "under review", and marks the
 * row for the console's review queue.
 */
export function createUnderwritingJob(deps: {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  bureau: CreditBureau;
  kyc: KycVerifier;
  decisions: ApplicationDecisions;
  policy: UnderwritingPolicy;
  /** The products of the configuration version in force (their amount and rate bounds). */
  products: () => Promise<UnderwritingPolicy['products']>;
}) {
  const { db, clock, cipher, bureau, kyc, decisions } = deps;

  async function review(row: ApplicationRow): Promise<EngineOutcome> {
    const identity = row.steps.identity;
    const basic = row.steps.basic;
    const career = row.steps.career;
    if (!identity || !basic || !career || !row.panEnc) throw new Error('submitted application lacks a step');
    const pan = cipher.decrypt(row.panEnc, 'pan');

    // A verified identity (issue 31) has no card photos to read; card photos (or no mode) do.
    const documents = byCardPhotos(row)
      ? await kyc.verifyDocuments({ pan, reviewCount: row.reviewCount })
      : { clear: true as const, redo: [] };
    if (!documents.clear) {
      return {
        kind: 'decided',
        decision: { state: 'identity_failed', redoPhotos: documents.redo },
        extra: {},
      };
    }
    const report = await bureau.report({ pan, name: identity.name, birth: identity.birth });
    const products = await deps.products();
    const verdict = underwrite(
      {
        today: istDayKey(clock.now()),
        birth: identity.birth,
        resident: identity.resident,
        occupation: basic.occupation,
        incomeBand: 'incomeLevel' in career ? career.incomeLevel : null,
        bureau: report,
      },
      { ...deps.policy, products },
    );
    const extra = { bureauReport: report };
    switch (verdict.outcome) {
      case 'approved':
        return { kind: 'decided', decision: { state: 'approved', ...offerOf(verdict) }, extra };
      case 'rejected':
        return {
          kind: 'decided',
          decision: { state: 'rejected', reason: verdict.reason, reapplyOn: verdict.reapplyOn },
          extra,
        };
      case 'referred':
        return {
          kind: 'referred',
          patch: {
            ...extra,
            referReason: verdict.referReason,
            suggestedProduct: verdict.product,
            suggestedQuotaPaise: verdict.quotaPaise,
            suggestedDailyRatePpm: verdict.dailyRatePpm,
          },
        };
    }
  }

  /**
   * An application whose Aadhaar or PAN another customer owns is never approved
   * by the engine (decision 064): what it would approve or refer goes to a
   * person as `identity_in_use`. Rejections and photo re-uploads stand. The
   * claim is taken here if nobody holds it (its owner's account was erased).
   */
  async function ownIdentityOnly(
    row: ApplicationRow,
    outcome: EngineOutcome,
    now: Date,
  ): Promise<EngineOutcome> {
    const offer =
      outcome.kind === 'referred'
        ? outcome.patch
        : outcome.decision.state === 'approved'
          ? {
              ...outcome.extra,
              suggestedProduct: outcome.decision.product,
              suggestedQuotaPaise: outcome.decision.quotaPaise,
              suggestedDailyRatePpm: outcome.decision.dailyRatePpm,
            }
          : null;
    if (offer === null || row.aadhaarIndex === null || row.panIndex === null) return outcome;
    const index = { aadhaar: row.aadhaarIndex, pan: row.panIndex };
    if (await identityClaimRepository.claim(db, row.customerId, index, now)) return outcome;
    return { kind: 'referred', patch: { ...offer, referReason: 'identity_in_use' } };
  }

  /**
   * Why a person must look at the identity before an approval, if anything
   * (decision 078): card photos are the last resort (and an identity saved
   * without a mode, before issue 31, is read as card photos); a verified mode
   * needs the customer's newest verification to be of that mode, verified, and
   * its face matched by the engine.
   */
  async function identityNeedsPerson(row: ApplicationRow): Promise<ReferReason | null> {
    if (byCardPhotos(row)) return 'card_photos';
    const verification = await kycRepository.latest(db, row.customerId);
    const clean =
      verification !== null &&
      verification.mode === row.steps.identity?.kycMode &&
      verification.state === 'verified' &&
      verification.faceDecision === 'match';
    return clean ? null : 'kyc_review';
  }

  /**
   * What the engine would approve goes to a person when the identity needs one,
   * its line within the mode's limit (decision 076). Rejections stand; a
   * referral for another reason keeps its reason.
   */
  async function identityToPerson(row: ApplicationRow, outcome: EngineOutcome): Promise<EngineOutcome> {
    if (outcome.kind === 'referred' || outcome.decision.state !== 'approved') return outcome;
    const referReason = await identityNeedsPerson(row);
    if (referReason === null) return outcome;
    const { product, quotaPaise, dailyRatePpm } = outcome.decision;
    return {
      kind: 'referred',
      patch: {
        ...outcome.extra,
        referReason,
        suggestedProduct: product,
        suggestedQuotaPaise: quotaForKycMode(quotaPaise, row.steps.identity?.kycMode),
        suggestedDailyRatePpm: dailyRatePpm,
      },
    };
  }

  return async function runUnderwriting(job: JobRow): Promise<void> {
    const applicationId = String(job.payload.applicationId ?? '');
    const row = await applicationRepository.findById(db, applicationId);
    // Referred: waiting for a person, not for the engine.
    if (row?.state !== 'submitted' || isWaitingForReview(row)) return;
    const now = clock.now();
    const outcome = await identityToPerson(row, await ownIdentityOnly(row, await review(row), now));

    if (outcome.kind === 'referred') {
      await reviewRepository.refer(db, row.id, { ...outcome.patch, referredAt: now, updatedAt: now });
      return;
    }
    const moved = await transact(db, (tx) => decisions.apply(tx, row, outcome.decision, now, outcome.extra));
    if (moved) await decisions.notify(row, outcome.decision);
  };
}

const offerOf = (o: { product: 'personal' | 'salary'; quotaPaise: number; dailyRatePpm: number }) => ({
  product: o.product,
  quotaPaise: o.quotaPaise,
  dailyRatePpm: o.dailyRatePpm,
});
