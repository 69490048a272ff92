import type { QueuePage, ReviewDetail } from '@app/contract';
import {
  addDays,
  type BureauReport,
  formatMoney,
  istDayKey,
  type LoanProduct,
  type PhotoKind,
  ppmToPercent,
  type RejectionReason,
  type UnderwritingPolicy,
} from '@app/domain';
import type { Db } from '../../db/client';
import type { ApplicationRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { auditRepository } from '../../platform/audit-repository';
import type { PhotoUrlSigner } from '../../platform/photo-urls';
import type { ApplicationDecision, ApplicationDecisions } from '../application';
import { applicationRepository, latestPhotos, toPhotoView } from '../application';
import { kycRepository, toStaffKyc } from '../kyc';
import type { AuthenticatedStaff } from '../staff';
import { reviewRepository } from './review-repository';
import { isWaitingForReview, minutesSince } from './review-rules';

// Never the Aadhaar number: it is not kept (decision 075), its last four digits are shown.
type RevealField = 'pan' | 'account';
const ENCRYPTED: Record<RevealField, keyof Pick<ApplicationRow, 'panEnc' | 'accountEnc'>> = {
  pan: 'panEnc',
  account: 'accountEnc',
};

const report = (value: unknown) => (value ? (value as BureauReport) : null);

/**
 * The console's review queue (decision 031): what the engine referred, the
 * evidence a person needs (numbers masked until revealed with a reason), and
 * the three decisions. Each decision locks the row, is taken once (a second
 * gets REVIEW_ALREADY_DECIDED), goes through the engine's own decision path
 * (coupon, message, SMS) and is audited in the same transaction.
 */
export function createReviewService(deps: {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  signer: PhotoUrlSigner;
  decisions: ApplicationDecisions;
  policy: UnderwritingPolicy;
  /** The products in force (the configuration section may change their bounds). */
  products: () => Promise<readonly LoanProduct[]>;
}) {
  const { db, clock, decisions, policy } = deps;

  async function productOf(kind: 'personal' | 'salary'): Promise<LoanProduct> {
    const product = (await deps.products()).find((p) => p.kind === kind);
    if (!product) throw new Error(`no ${kind} product in force`);
    return product;
  }

  async function suggestionOf(row: ApplicationRow): Promise<ReviewDetail['suggestion']> {
    if (!row.suggestedProduct || row.suggestedQuotaPaise === null || row.suggestedDailyRatePpm === null)
      return null;
    const product = await productOf(row.suggestedProduct);
    return {
      product: row.suggestedProduct,
      quotaPaise: row.suggestedQuotaPaise,
      dailyRatePpm: row.suggestedDailyRatePpm,
      minQuotaPaise: product.minAmountPaise,
      maxQuotaPaise: product.maxAmountPaise,
      quotaStepPaise: policy.quotaStepPaise,
      minDailyRatePpm: product.dailyRateMinPpm,
      maxDailyRatePpm: product.dailyRateMaxPpm,
    };
  }

  /** Locks, checks it still waits for a person, applies `decision` and audits it; the SMS follows the commit. */
  async function decide(
    staff: AuthenticatedStaff,
    id: string,
    action: string,
    build: (
      row: ApplicationRow,
    ) => Promise<{ decision: ApplicationDecision; extra?: Partial<ApplicationRow> }>,
    note: string | undefined,
  ) {
    const now = clock.now();
    const done = await transact(db, async (tx) => {
      const row = await reviewRepository.lock(tx, id);
      if (!row || row.referredAt === null) throw new AppError('REVIEW_NOT_FOUND');
      if (!isWaitingForReview(row)) throw new AppError('REVIEW_ALREADY_DECIDED');
      const { decision, extra } = await build(row);
      if (!(await decisions.apply(tx, row, decision, now, extra)))
        throw new AppError('REVIEW_ALREADY_DECIDED');
      await auditRepository.record(
        tx,
        {
          staffId: staff.staffId,
          action,
          subjectType: 'application',
          subjectId: id,
          before: {
            state: row.state,
            referReason: row.referReason,
            suggested: {
              product: row.suggestedProduct,
              quotaPaise: row.suggestedQuotaPaise,
              dailyRatePpm: row.suggestedDailyRatePpm,
            },
          },
          after: decision,
          reason: note ?? null,
        },
        now,
      );
      return { row, decision };
    });
    await decisions.notify(done.row, done.decision);
    return { id, state: done.decision.state };
  }

  return {
    async queue(page: QueuePage) {
      const now = clock.now();
      const { rows, total } = await reviewRepository.waiting(db, page);
      return {
        total,
        items: rows.flatMap(({ application: a, phone }) => {
          if (!a.referredAt || !a.referReason || !a.suggestedProduct || a.suggestedQuotaPaise === null)
            return [];
          const bureau = report(a.bureauReport);
          return [
            {
              id: a.id,
              phone,
              name: a.steps.identity?.name ?? null,
              referReason: a.referReason,
              score: bureau?.status === 'found' ? bureau.score : null,
              product: a.suggestedProduct,
              suggestedQuotaPaise: a.suggestedQuotaPaise,
              submittedAt: a.submittedAt?.toISOString() ?? null,
              referredAt: a.referredAt.toISOString(),
              ageMinutes: minutesSince(a.referredAt, now),
              kycMode: a.steps.identity?.kycMode ?? null,
            },
          ];
        }),
      };
    },

    async detail(id: string): Promise<ReviewDetail> {
      const found = await reviewRepository.find(db, id);
      if (!found) throw new AppError('REVIEW_NOT_FOUND');
      const { application: row, phone } = found;
      const now = clock.now();
      const waiting = isWaitingForReview(row);
      const photos = latestPhotos(await applicationRepository.acceptedPhotos(db, row.id));
      const identity = row.steps.identity;
      return {
        id: row.id,
        customerId: row.customerId,
        phone,
        state: row.state,
        waiting,
        referReason: row.referReason,
        referredAt: row.referredAt?.toISOString() ?? null,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        ageMinutes: waiting && row.referredAt ? minutesSince(row.referredAt, now) : null,
        identity: identity
          ? {
              name: identity.name,
              sex: identity.sex,
              birth: identity.birth,
              aadhaarMasked: identity.aadhaarMasked,
              panMasked: identity.panMasked,
              resident: identity.resident,
            }
          : null,
        basic: row.steps.basic ?? null,
        career: row.steps.career ?? null,
        address: row.steps.address ?? null,
        contacts: row.steps.contacts ?? null,
        bank: row.steps.bank ?? null,
        photos: [...photos.values()].map((photo) => toPhotoView(photo, [], deps.signer, now)),
        photoMasking: Object.fromEntries(
          [...photos.values()].flatMap((p) => (p.masking ? [[p.kind, p.masking] as const] : [])),
        ),
        kyc: toStaffKyc(await kycRepository.latest(db, row.customerId)),
        bureau: report(row.bureauReport),
        telemetry: row.telemetry,
        suggestion: await suggestionOf(row),
        decision: waiting
          ? null
          : {
              state: row.state,
              decidedAt: row.decidedAt?.toISOString() ?? null,
              quotaPaise: row.quotaPaise,
              dailyRatePpm: row.dailyRatePpm,
              rejectionReason: row.rejectionReason,
              redoPhotos: row.redoPhotos,
            },
      };
    },

    /** The full number, for a reason that goes to the audit log with who asked. */
    async reveal(staff: AuthenticatedStaff, id: string, input: { field: RevealField; reason: string }) {
      return transact(db, async (tx) => {
        const found = await reviewRepository.find(tx, id);
        if (!found) throw new AppError('REVIEW_NOT_FOUND');
        const stored = found.application[ENCRYPTED[input.field]];
        if (!stored) throw new AppError('REVIEW_NOT_FOUND');
        await auditRepository.record(
          tx,
          {
            staffId: staff.staffId,
            action: 'review.reveal',
            subjectType: 'application',
            subjectId: id,
            after: { field: input.field },
            reason: input.reason,
          },
          clock.now(),
        );
        return { field: input.field, value: deps.cipher.decrypt(stored, input.field) };
      });
    },

    async approve(
      staff: AuthenticatedStaff,
      id: string,
      input: { quotaPaise: number; dailyRatePpm?: number; note?: string },
    ) {
      // Read before the transaction: the configuration store reads on its own connection.
      const products = await deps.products();
      return decide(
        staff,
        id,
        'review.approve',
        async (row) => {
          const kind = row.suggestedProduct ?? 'personal';
          const product = products.find((p) => p.kind === kind);
          if (!product) throw new Error(`no ${kind} product in force`);
          const step = policy.quotaStepPaise;
          const { quotaPaise } = input;
          if (
            quotaPaise < product.minAmountPaise ||
            quotaPaise > product.maxAmountPaise ||
            quotaPaise % step !== 0
          ) {
            throw new AppError('REVIEW_QUOTA_OUT_OF_BOUNDS', {
              params: {
                min: rupees(product.minAmountPaise),
                max: rupees(product.maxAmountPaise),
                step: rupees(step),
              },
            });
          }
          const dailyRatePpm = input.dailyRatePpm ?? row.suggestedDailyRatePpm ?? product.dailyRateMaxPpm;
          if (dailyRatePpm < product.dailyRateMinPpm || dailyRatePpm > product.dailyRateMaxPpm) {
            throw new AppError('REVIEW_RATE_OUT_OF_BOUNDS', {
              params: {
                min: ppmToPercent(product.dailyRateMinPpm),
                max: ppmToPercent(product.dailyRateMaxPpm),
              },
            });
          }
          return { decision: { state: 'approved', product: kind, quotaPaise, dailyRatePpm } };
        },
        input.note,
      );
    },

    async reject(staff: AuthenticatedStaff, id: string, input: { reason: RejectionReason; note?: string }) {
      return decide(
        staff,
        id,
        'review.reject',
        async () => ({
          // The same waiting period as the engine's rejections.
          decision: {
            state: 'rejected',
            reason: input.reason,
            reapplyOn: addDays(istDayKey(clock.now()), policy.reapplyAfterDays),
          },
        }),
        input.note,
      );
    },

    /** New photos, as the KYC check asks: identity_failed with the kinds to retake. */
    async reupload(staff: AuthenticatedStaff, id: string, input: { photos: PhotoKind[]; note?: string }) {
      return decide(
        staff,
        id,
        'review.reupload',
        async () => ({ decision: { state: 'identity_failed', redoPhotos: input.photos } }),
        input.note,
      );
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;

/** Money in a refusal as the console shows it: '₹5,000.00' (issue 35). */
const rupees = (paise: number) => formatMoney(paise / 100, { symbol: true, paise: true });
