import {
  type ApplicationState,
  type BureauReport,
  formatDate,
  formatMoney,
  isLang,
  type MessageTemplate,
  type PhotoKind,
  quotaForKycMode,
  type RejectionReason,
  renderMessage,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { Db, Executor } from '../../db/client';
import type { ApplicationRow } from '../../db/schema';
import { customerRepository } from '../../platform/customer-repository';
import { messageRepository } from '../../platform/message-repository';
import { couponRepository } from '../coupons';
import { applicationRepository } from './application-repository';

export const WELCOME_COUPON_MIN_PAISE = 3_000_00;
export const WELCOME_COUPON_DAYS = 30;

/** What ends a review, whoever takes it: the engine or a person in the console. */
export type ApplicationDecision =
  | { state: 'approved'; product: 'personal' | 'salary'; quotaPaise: number; dailyRatePpm: number }
  | { state: 'rejected'; reason: RejectionReason; reapplyOn: string }
  | { state: 'identity_failed'; redoPhotos: PhotoKind[] };

interface Effects {
  patch: Partial<ApplicationRow>;
  template: MessageTemplate;
  params: Record<string, string | number>;
}

/**
 * An approval within what the identity's KYC mode allows (decision 076): the
 * engine's and a person's alike, so the message, the coupon and the quota agree.
 */
export function withinKycLimit(
  decision: ApplicationDecision,
  row: Pick<ApplicationRow, 'steps'>,
): ApplicationDecision {
  if (decision.state !== 'approved') return decision;
  return { ...decision, quotaPaise: quotaForKycMode(decision.quotaPaise, row.steps.identity?.kycMode) };
}

/** Rejections take effect from the start of the reapply day in India. */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

function effectsOf(decision: ApplicationDecision): Effects {
  switch (decision.state) {
    case 'approved':
      return {
        patch: {
          product: decision.product,
          quotaPaise: decision.quotaPaise,
          dailyRatePpm: decision.dailyRatePpm,
        },
        template: 'application_approved',
        params: { amount: formatMoney(decision.quotaPaise / 100, { symbol: true }) },
      };
    case 'rejected': {
      const reapplyAt = istMidnight(decision.reapplyOn);
      return {
        patch: { rejectionReason: decision.reason, reapplyAt },
        template: 'application_rejected',
        params: { date: formatDate(reapplyAt) },
      };
    }
    case 'identity_failed':
      return {
        patch: { redoPhotos: decision.redoPhotos },
        template: 'application_identity_failed',
        params: {},
      };
  }
}

export interface DecisionDeps {
  db: Db;
  sms: SmsSender;
  proName: string;
  /** The lender the approval SMS names. */
  lenderName: string;
  /** A withdrawal coupon for each approval (0 = none). */
  welcomeCouponPaise: number;
  logger: FastifyBaseLogger;
}

/**
 * One way to decide a submitted application, shared by the underwriting job
 * and the console's review queue so an approval by a person has exactly the
 * engine's effects: `apply` moves the state only if it is still 'submitted'
 * (a second decision finds nothing to move) and writes the welcome coupon
 * and the message-center entry in the caller's transaction; `notify` sends
 * the SMS after the commit.
 */
export function createApplicationDecisions(deps: DecisionDeps) {
  return {
    async apply(
      tx: Executor,
      row: ApplicationRow,
      decision: ApplicationDecision,
      now: Date,
      extra: Partial<ApplicationRow> = {},
    ): Promise<boolean> {
      const { patch, template, params } = effectsOf(withinKycLimit(decision, row));
      const state: ApplicationState = decision.state;
      const moved = await applicationRepository.transition(tx, row.id, ['submitted'], {
        ...extra,
        ...patch,
        state,
        decidedAt: now,
        reviewCount: row.reviewCount + 1,
        updatedAt: now,
      });
      if (!moved) return false;
      if (decision.state === 'approved' && deps.welcomeCouponPaise > 0) {
        const validUntil = new Date(now.getTime() + WELCOME_COUPON_DAYS * 86_400_000);
        await couponRepository.issue(tx, {
          customerId: row.customerId,
          kind: 'withdrawal',
          source: 'welcome',
          facePaise: deps.welcomeCouponPaise,
          minAmountPaise: WELCOME_COUPON_MIN_PAISE,
          validFrom: now,
          validUntil,
        });
        // The offer itself is an activity of the message center (spec: kinds activity and notify).
        await messageRepository.write(tx, {
          customerId: row.customerId,
          kind: 'activity',
          template: 'welcome_coupon',
          params: {
            proName: deps.proName,
            amount: formatMoney(deps.welcomeCouponPaise / 100, { symbol: true }),
            date: formatDate(validUntil),
          },
          now,
        });
      }
      await messageRepository.write(tx, {
        customerId: row.customerId,
        kind: 'notify',
        template,
        params: { proName: deps.proName, ...params },
        now,
      });
      return true;
    },

    /** The decision's SMS; it stands whether or not the SMS goes out, the message center has it either way. */
    async notify(
      row: Pick<ApplicationRow, 'id' | 'customerId' | 'steps'>,
      decision: ApplicationDecision,
    ): Promise<void> {
      const customer = await customerRepository.findById(deps.db, row.customerId);
      if (!customer) return;
      const lang = isLang(customer.language) ? customer.language : 'en';
      const { template, params } = effectsOf(withinKycLimit(decision, row));
      const { body } = renderMessage(template, lang, {
        proName: deps.proName,
        lenderName: deps.lenderName,
        ...params,
      });
      await deps.sms.send({ to: customer.phone, text: body }).catch((err: unknown) => {
        deps.logger.warn({ err, applicationId: row.id }, 'decision SMS not sent');
      });
    },
  };
}

export type ApplicationDecisions = ReturnType<typeof createApplicationDecisions>;

/** The bureau report as stored (jsonb), or null. */
export const storedReport = (value: unknown): BureauReport | null => (value ? (value as BureauReport) : null);
