import type { DeletionRequestView, MeResponse } from '@app/contract';
import { isLang, type Lang } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import type { AccountDeletionRequestRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthenticatedCustomer } from '../auth/auth-service';
import { sessionRepository } from '../auth/session-repository';
import { customerRepository } from '../customers/customer-repository';
import { createNotifier } from '../messages/notifier';
import { orderRepository } from '../orders/order-repository';
import { deletionRequestRepository } from './deletion-request-repository';

/** Customer service processes a deletion request within this many days (told to the borrower). */
export const DELETION_PROCESS_DAYS = 30;

const deletionView = (row: AccountDeletionRequestRow): DeletionRequestView => ({
  id: row.id,
  state: row.state,
  requestedAt: row.requestedAt.toISOString(),
  processedAt: row.processedAt?.toISOString() ?? null,
});

export function createMeService(deps: {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  proName: string;
  logger: FastifyBaseLogger;
}) {
  const { db, clock } = deps;
  const notifier = createNotifier(deps);
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

    /**
     * Setting a first password needs only the session; changing one also needs
     * the current one. Either way every other session of the customer ends in
     * the same transaction: whoever else holds a token (a lost phone, someone
     * who saw the code) is signed out, and the device that set it stays in.
     */
    async setPassword(
      session: { customerId: string; sessionId: string },
      input: { password: string; currentPassword: string | undefined },
    ): Promise<void> {
      const { customerId, sessionId } = session;
      const passwordHash = await hashPassword(input.password);
      await transact(db, async (tx) => {
        const customer = await customerRepository.findById(tx, customerId);
        if (!customer) throw new AppError('SESSION_EXPIRED');
        if (customer.passwordHash) {
          const ok =
            input.currentPassword !== undefined &&
            (await verifyPassword(input.currentPassword, customer.passwordHash));
          if (!ok) throw new AppError('PASSWORD_INCORRECT', { field: 'currentPassword' });
        }
        await customerRepository.setPasswordHash(tx, customerId, passwordHash);
        await sessionRepository.revokeOthers(tx, customerId, sessionId, clock.now());
      });
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

export type MeService = ReturnType<typeof createMeService>;
