import type {
  DeletionRequestView,
  DeviceSessionList,
  EndedSessions,
  MeResponse,
  PasswordCodeResponse,
} from '@app/contract';
import { isLang, type Lang } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import type { AccountDeletionRequestRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { maskPhone } from '../../lib/mask-phone';
import { hashPassword } from '../../lib/password';
import { customerRepository } from '../../platform/customer-repository';
import { createNotifier } from '../../platform/notifier';
import type { AuthenticatedCustomer } from '../auth';
import {
  type CodeLimits,
  createVerificationCodes,
  deviceOf,
  passwordCodeSmsText,
  sessionRepository,
} from '../auth';
import { orderRepository } from '../orders';
import { deletionRequestRepository } from './deletion-request-repository';

/** Customer service processes a deletion request within this many days (told to the borrower). */
export const DELETION_PROCESS_DAYS = 30;

const deletionView = (row: AccountDeletionRequestRow): DeletionRequestView => ({
  id: row.id,
  state: row.state,
  requestedAt: row.requestedAt.toISOString(),
  processedAt: row.processedAt?.toISOString() ?? null,
});

export function createCustomerService(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  proName: string;
  logger: FastifyBaseLogger;
  /** The password code has the login code's limits (decision 063). */
  codeLimits: CodeLimits;
}) {
  const { db, clock } = deps;
  const notifier = createNotifier(deps);
  const codes = createVerificationCodes(deps.codeLimits);
  const passwordKey = (customerId: string) => ({ customerId, purpose: 'password' as const, subject: '' });
  return {
    /** The profile as the session lookup read it: no further query. */
    get(customer: AuthenticatedCustomer): MeResponse {
      return {
        customerId: customer.customerId,
        phone: customer.phone,
        hasPassword: customer.hasPassword,
        language: isLang(customer.language) ? customer.language : 'en',
        createdAt: customer.createdAt.toISOString(),
      };
    },

    /** Sends the code that confirms a new password to the account's own phone. */
    async sendPasswordCode(customer: AuthenticatedCustomer): Promise<PasswordCodeResponse> {
      const code = await transact(db, (tx) => codes.issue(tx, passwordKey(customer.customerId), clock.now()));
      // After commit: a slow gateway never holds the transaction; the cooldown still protects it.
      await deps.sms.send({
        to: customer.phone,
        text: passwordCodeSmsText({ proName: deps.proName, code, ttlSeconds: codes.ttlSeconds }),
      });
      return {
        phoneMasked: maskPhone(customer.phone),
        codeLength: codes.codeLength,
        expiresInSeconds: codes.ttlSeconds,
        resendAfterSeconds: codes.resendAfterSeconds,
      };
    },

    /**
     * Sets or changes the password with the code just sent to the account's
     * phone (decision 063): a session alone is not enough, and the old password
     * is not asked for, so one forgotten is reset the same way after an OTP
     * login. Every other session of the customer ends in the same transaction;
     * the device that set it stays in. A wrong code is counted and committed.
     */
    async setPassword(
      session: { customerId: string; sessionId: string },
      input: { password: string; code: string },
    ): Promise<void> {
      const { customerId, sessionId } = session;
      const passwordHash = await hashPassword(input.password);
      await transact(db, async (tx) => {
        const now = clock.now();
        const refused = await codes.use(tx, passwordKey(customerId), input.code, now);
        if (refused) return refused;
        await customerRepository.setPasswordHash(tx, customerId, passwordHash);
        await sessionRepository.revokeOthers(tx, customerId, sessionId, now);
        return undefined;
      });
    },

    /** The customer's signed-in devices, this one marked; no full address or user agent leaves. */
    async sessions(customer: AuthenticatedCustomer): Promise<DeviceSessionList> {
      const rows = await sessionRepository.listLive(db, customer.customerId, clock.now());
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          current: row.id === customer.sessionId,
          ...deviceOf(row.userAgent),
          network: row.ipPrefix,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      };
    },

    /** Ends one of the customer's sessions at once (NOT_FOUND when not theirs or already over). */
    async endSession(customer: AuthenticatedCustomer, sessionId: string): Promise<void> {
      const ended = await sessionRepository.revokeOwn(db, customer.customerId, sessionId, clock.now());
      if (!ended) throw new AppError('NOT_FOUND');
    },

    /** Ends every session of the customer but this one. */
    async endOtherSessions(customer: AuthenticatedCustomer): Promise<EndedSessions> {
      const now = clock.now();
      return {
        ended: await sessionRepository.revokeOthers(db, customer.customerId, customer.sessionId, now),
      };
    },

    async setLanguage(customerId: string, language: Lang): Promise<void> {
      await customerRepository.setLanguage(db, customerId, language);
    },

    /** The customer's newest deletion request, or null. */
    async deletionRequest(customerId: string): Promise<DeletionRequestView | null> {
      const row = await deletionRequestRepository.findLatest(db, customerId);
      return row ? deletionView(row) : null;
    },

    /**
     * Records a request to delete the account (spec §6: customer service
     * does it) and confirms it in the message center and by SMS. Not while a
     * loan is open (spec §8: repay first); asking again returns the open request.
     */
    async requestDeletion(
      customerId: string,
      reason: string | undefined,
    ): Promise<{ created: boolean; view: DeletionRequestView }> {
      const result = await transact(db, async (tx) => {
        if (await orderRepository.findOpen(tx, customerId)) throw new AppError('OUTSTANDING_ORDER');
        const now = clock.now();
        const row = await deletionRequestRepository.insertOpen(tx, {
          customerId,
          reason: reason?.trim() || null,
          now,
        });
        if (!row) {
          // A second request, even at the same instant, finds the first.
          const open = await deletionRequestRepository.findOpen(tx, customerId);
          if (!open) throw new AppError('TOO_FREQUENT');
          return { notice: null, row: open };
        }
        const notice = await notifier.write(tx, {
          customerId,
          template: 'account_deletion_requested',
          params: { days: DELETION_PROCESS_DAYS },
        });
        return { notice, row };
      });
      await notifier.send(result.notice);
      return { created: result.notice !== null, view: deletionView(result.row) };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
