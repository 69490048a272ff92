import { isLang, renderMessage } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { FileStorage } from '../../adapters/storage';
import type { Db, Tx } from '../../db/client';
import type { AccountDeletionRequestRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { customerRepository } from '../../platform/customer-repository';
import { identityClaimRepository } from '../application';
import { orderRepository } from '../orders';
import { accountErasureRepository as erasure } from './account-erasure-repository';

/** What processing a deletion request did, for the agent who ran it and the audit log. */
export interface ErasureOutcome {
  request: AccountDeletionRequestRow;
  /** False when the request had already been processed: nothing ran twice. */
  processed: boolean;
  /** True when the customer had a loan, so the KYC and loan records stay for the retention period. */
  recordsKept: boolean;
  filesDeleted: number;
}

/**
 * Processes a borrower's account-deletion request (spec §6: through customer
 * service; the operations console of issue 8 calls this). In one transaction:
 * every session ends, the message center, the password, unused coupons, the
 * references' contact details, drafts, form telemetry and the e-mail address are erased. Someone
 * who never took a loan loses everything else too (application, KYC photos,
 * feedback with its screenshots, phone); a borrower's feedback stays with the
 * loan records, as a complaint may be a grievance record. For a borrower, the KYC record and the loan records (orders,
 * agreements, ledger, repayments) stay: RBI's KYC Master Direction and the
 * PMLA rules require them for five years after the relationship ends
 * (docs/decisions/027). The borrower is told by SMS, to the phone as it was.
 */
export function createAccountErasure(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  storage: FileStorage;
  proName: string;
  logger: FastifyBaseLogger;
}) {
  const { db, clock, storage } = deps;
  return {
    /**
     * `onProcessed` runs inside the transaction once the request is processed
     * (the console writes its audit entry there, so both land or neither does).
     */
    async process(
      requestId: string,
      hooks: {
        onProcessed?: (
          tx: Tx,
          outcome: { request: AccountDeletionRequestRow; recordsKept: boolean },
        ) => Promise<void>;
      } = {},
    ): Promise<ErasureOutcome> {
      const result = await transact(db, async (tx) => {
        const request = await erasure.lockRequest(tx, requestId);
        if (!request) throw new AppError('NOT_FOUND');
        if (request.state !== 'requested')
          return { request, processed: false, recordsKept: false, files: [], to: null };
        const { customerId } = request;
        if (await orderRepository.findOpen(tx, customerId)) throw new AppError('OUTSTANDING_ORDER');
        const customer = await customerRepository.findById(tx, customerId);
        if (!customer) throw new AppError('NOT_FOUND');
        const now = clock.now();
        const recordsKept = await erasure.hasEverBorrowed(tx, customerId);
        await erasure.revokeSessions(tx, customerId, now);
        await erasure.deleteMessages(tx, customerId);
        await erasure.voidUnusedCoupons(tx, customerId, now);
        await erasure.eraseApplicationExtras(tx, customerId);
        await erasure.eraseEmailAndDeliveries(tx, customerId);
        // A borrower's feedback may be a complaint: kept with the loan records (grievance redressal).
        const files = recordsKept
          ? []
          : [
              ...(await erasure.deleteApplications(tx, customerId)),
              ...(await erasure.deleteFeedback(tx, customerId)),
            ];
        // With its KYC record gone, the account no longer owns its Aadhaar and PAN; a borrower's stay
        // with the record, so a new account with them goes to a person (decision 064).
        if (!recordsKept) await identityClaimRepository.releaseAll(tx, customerId);
        await erasure.eraseCustomer(tx, customerId, { erasePhone: !recordsKept });
        const done = await erasure.markProcessed(tx, requestId, now);
        await hooks.onProcessed?.(tx, { request: done, recordsKept });
        const lang = isLang(customer.language) ? customer.language : 'en';
        return { request: done, processed: true, recordsKept, files, to: { phone: customer.phone, lang } };
      });
      // Files go after commit: a rollback must not leave rows pointing at nothing.
      for (const key of result.files) {
        await storage
          .delete(key)
          .catch((err: unknown) => deps.logger.warn({ err }, 'photo file not deleted'));
      }
      if (result.to) {
        const template = result.recordsKept
          ? 'account_deletion_processed_kept'
          : 'account_deletion_processed';
        const { body } = renderMessage(template, result.to.lang, { proName: deps.proName });
        await deps.sms.send({ to: result.to.phone, text: body }).catch((err: unknown) => {
          deps.logger.warn({ err }, 'SMS not sent');
        });
      }
      return {
        request: result.request,
        processed: result.processed,
        recordsKept: result.recordsKept,
        filesDeleted: result.files.length,
      };
    },
  };
}

export type AccountErasure = ReturnType<typeof createAccountErasure>;
