import {
  type ApplicationState,
  formatDate,
  formatMoney,
  isLang,
  istDayKey,
  type MessageTemplate,
  renderMessage,
  underwrite,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CreditBureau } from '../../adapters/bureau';
import type { KycVerifier } from '../../adapters/kyc';
import type { SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import type { ApplicationRow, JobRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-cipher';
import { applicationRepository } from '../application/application-repository';
import { couponRepository } from '../coupons/coupon-repository';
import { customerRepository } from '../customers/customer-repository';
import { messageRepository } from '../messages/message-repository';

interface Outcome {
  state: ApplicationState;
  patch: Partial<ApplicationRow>;
  template: MessageTemplate;
  params: Record<string, string | number>;
}

export const WELCOME_COUPON_MIN_PAISE = 3_000_00;
export const WELCOME_COUPON_DAYS = 30;

/** Rejections take effect from the start of the reapply day in India. */
const istMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * The review of a submitted application: the KYC check of the photos, then
 * the bureau report and the underwriting rules (packages/domain). Each
 * outcome moves the state only if it is still 'submitted' (a job that runs
 * twice decides once), writes a message-center entry in the same
 * transaction, and sends an SMS after the commit.
 */
export function createUnderwritingJob(deps: {
  db: Db;
  clock: Clock;
  cipher: FieldCipher;
  bureau: CreditBureau;
  kyc: KycVerifier;
  sms: SmsSender;
  proName: string;
  /** A withdrawal coupon for each approval (0 = none). */
  welcomeCouponPaise: number;
  logger: FastifyBaseLogger;
}) {
  const { db, clock, cipher, bureau, kyc } = deps;

  async function decide(row: ApplicationRow): Promise<Outcome> {
    const identity = row.steps.identity;
    const basic = row.steps.basic;
    const career = row.steps.career;
    if (!identity || !basic || !career || !row.panEnc) throw new Error('submitted application lacks a step');
    const pan = cipher.decrypt(row.panEnc, 'pan');

    const documents = await kyc.verifyDocuments({ pan, reviewCount: row.reviewCount });
    if (!documents.clear) {
      return {
        state: 'identity_failed',
        patch: { redoPhotos: documents.redo },
        template: 'application_identity_failed',
        params: {},
      };
    }
    const report = await bureau.report({ pan, name: identity.name, birth: identity.birth });
    const incomeBand = 'incomeLevel' in career ? career.incomeLevel : null;
    const decision = underwrite({
      today: istDayKey(clock.now()),
      birth: identity.birth,
      resident: identity.resident,
      occupation: basic.occupation,
      incomeBand,
      bureau: report,
    });
    if (decision.outcome === 'approved') {
      return {
        state: 'approved',
        patch: {
          product: decision.product,
          quotaPaise: decision.quotaPaise,
          dailyRatePpm: decision.dailyRatePpm,
          bureauReport: report,
        },
        template: 'application_approved',
        params: { amount: formatMoney(decision.quotaPaise / 100, { symbol: true }) },
      };
    }
    const reapplyAt = istMidnight(decision.reapplyOn);
    return {
      state: 'rejected',
      patch: { rejectionReason: decision.reason, reapplyAt, bureauReport: report },
      template: 'application_rejected',
      params: { date: formatDate(reapplyAt) },
    };
  }

  return async function runUnderwriting(job: JobRow): Promise<void> {
    const applicationId = String(job.payload.applicationId ?? '');
    const row = await applicationRepository.findById(db, applicationId);
    if (row?.state !== 'submitted') return;
    const outcome = await decide(row);

    const now = clock.now();
    const moved = await transact(db, async (tx) => {
      const ok = await applicationRepository.transition(tx, row.id, ['submitted'], {
        ...outcome.patch,
        state: outcome.state,
        decidedAt: now,
        reviewCount: row.reviewCount + 1,
        updatedAt: now,
      });
      if (!ok) return false;
      if (outcome.state === 'approved' && deps.welcomeCouponPaise > 0) {
        await couponRepository.issue(tx, {
          customerId: row.customerId,
          kind: 'withdrawal',
          source: 'welcome',
          facePaise: deps.welcomeCouponPaise,
          minAmountPaise: WELCOME_COUPON_MIN_PAISE,
          validFrom: now,
          validUntil: new Date(now.getTime() + WELCOME_COUPON_DAYS * 86_400_000),
        });
        // The offer itself is an activity of the message center (spec: kinds activity and notify).
        await messageRepository.write(tx, {
          customerId: row.customerId,
          kind: 'activity',
          template: 'welcome_coupon',
          params: {
            proName: deps.proName,
            amount: formatMoney(deps.welcomeCouponPaise / 100, { symbol: true }),
            date: formatDate(new Date(now.getTime() + WELCOME_COUPON_DAYS * 86_400_000)),
          },
          now,
        });
      }
      await messageRepository.write(tx, {
        customerId: row.customerId,
        kind: 'notify',
        template: outcome.template,
        params: { proName: deps.proName, ...outcome.params },
        now,
      });
      return true;
    });
    if (!moved) return;

    const customer = await customerRepository.findById(db, row.customerId);
    if (!customer) return;
    const lang = isLang(customer.language) ? customer.language : 'en';
    const { body } = renderMessage(outcome.template, lang, { proName: deps.proName, ...outcome.params });
    // The decision stands whether or not the SMS goes out; the message center has it either way.
    await deps.sms.send({ to: customer.phone, text: body }).catch((err: unknown) => {
      deps.logger.warn({ err, applicationId: row.id }, 'decision SMS not sent');
    });
  };
}
