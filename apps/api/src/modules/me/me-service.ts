import type { MeResponse } from '@app/contract';
import { isLang, type Lang } from '@app/domain';
import type { Db } from '../../db/client';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthenticatedCustomer } from '../auth/auth-service';
import { sessionRepository } from '../auth/session-repository';
import { customerRepository } from '../customers/customer-repository';

export function createMeService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
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
  };
}

export type MeService = ReturnType<typeof createMeService>;
