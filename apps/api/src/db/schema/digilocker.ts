import type { Lang } from '@app/domain';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { tstz } from './columns';
import { customers } from './customers';

/**
 * A DigiLocker consent the borrower started (issue 31): its id is the nonce in
 * the signed OAuth state, so the callback knows whose it is; used once
 * (`used_at`), refused after `expires_at`.
 */
export const digilockerConsents = pgTable(
  'digilocker_consents',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    lang: text('lang').$type<Lang>().notNull(),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    /** 'verified' or the error code the callback ended with. */
    outcome: text('outcome'),
  },
  (t) => [index('digilocker_consents_customer_idx').on(t.customerId)],
);
