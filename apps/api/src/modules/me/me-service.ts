import type { MeResponse } from '@app/contract';
import { isLang, type Lang } from '@app/domain';
import type { Db } from '../../db/client';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { AuthenticatedCustomer } from '../auth/auth-service';
import { customerRepository } from '../customers/customer-repository';

export function createMeService(deps: { db: Db }) {
  const { db } = deps;
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

    /** Setting a first password needs only the session; changing one also needs the current one. */
    async setPassword(customerId: string, input: { password: string; currentPassword: string | undefined }) {
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
      });
    },

    async setLanguage(customerId: string, language: Lang): Promise<void> {
      await customerRepository.setLanguage(db, customerId, language);
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
