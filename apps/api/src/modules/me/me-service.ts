import type { MeResponse } from '@app/contract';
import { isLang, type Lang } from '@app/domain';
import type { Db } from '../../db/client';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { customerRepository } from '../customers/customer-repository';

export function createMeService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async get(customerId: string): Promise<MeResponse> {
      const customer = await customerRepository.findById(db, customerId);
      // The session row references the customer (ON DELETE CASCADE), so this means a race with deletion.
      if (!customer) throw new AppError('SESSION_EXPIRED');
      return {
        customerId: customer.id,
        phone: customer.phone,
        hasPassword: customer.passwordHash !== null,
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
