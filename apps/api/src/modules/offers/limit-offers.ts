import type { LimitOfferView } from '@app/contract';
import { DEFAULT_PRODUCTS, limitOfferTerms, productFor } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { type LimitOfferRow, type LoanOrderRow, limitOffers } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { applicationRepository } from '../application';
import { productConfigRepository } from '../configuration';

export const limitOfferRepository = {
  /** Offers accepted so far: each unlocks one longer term (spec §4: repaying on time unlocks longer terms). */
  async countAccepted(db: Executor, customerId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(limitOffers)
      .where(and(eq(limitOffers.customerId, customerId), eq(limitOffers.state, 'accepted')));
    return Number(row?.n ?? 0);
  },

  async findOpen(db: Executor, customerId: string): Promise<LimitOfferRow | undefined> {
    const [row] = await db
      .select()
      .from(limitOffers)
      .where(and(eq(limitOffers.customerId, customerId), eq(limitOffers.state, 'offered')))
      .limit(1);
    return row;
  },

  /** One offer per settled order: a second insert for the order does nothing. */
  async insert(
    db: Executor,
    values: Pick<LimitOfferRow, 'customerId' | 'orderId' | 'fromQuotaPaise' | 'quotaPaise' | 'maxTermMonths'>,
    now: Date,
  ): Promise<LimitOfferRow | undefined> {
    const [row] = await db
      .insert(limitOffers)
      .values({ ...values, state: 'offered', createdAt: now })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async lockOwn(db: Executor, customerId: string, id: string): Promise<LimitOfferRow | undefined> {
    const [row] = await db
      .select()
      .from(limitOffers)
      .where(and(eq(limitOffers.id, id), eq(limitOffers.customerId, customerId)))
      .limit(1)
      .for('update');
    return row;
  },

  async decide(
    db: Executor,
    id: string,
    state: 'accepted' | 'declined',
    now: Date,
  ): Promise<LimitOfferRow | undefined> {
    const [row] = await db
      .update(limitOffers)
      .set({ state, decidedAt: now })
      .where(eq(limitOffers.id, id))
      .returning();
    return row;
  },
};

/**
 * On a loan settled with no instalment ever late: the higher limit and the
 * longer term it earns (domain limitOfferTerms), as an offer (RBI: no limit
 * increase without the borrower's request). Nothing when there is no more to give.
 */
export async function offerOnSettlement(
  tx: Executor,
  order: LoanOrderRow,
  now: Date,
): Promise<LimitOfferRow | null> {
  const application = await applicationRepository.findLatest(tx, order.customerId);
  if (application?.state !== 'approved' || application.quotaPaise === null || !application.product)
    return null;
  // The bounds of the configuration version in force (read in this transaction), the term step of the loan's own terms.
  const newest = await productConfigRepository.newest(tx);
  const product = productFor(application.product, newest?.products ?? DEFAULT_PRODUCTS);
  const accepted = await limitOfferRepository.countAccepted(tx, order.customerId);
  const terms = limitOfferTerms(application.quotaPaise, product, accepted, order.pricing);
  if (!terms) return null;
  const row = await limitOfferRepository.insert(
    tx,
    { customerId: order.customerId, orderId: order.id, fromQuotaPaise: application.quotaPaise, ...terms },
    now,
  );
  return row ?? null;
}

const toView = (row: LimitOfferRow): LimitOfferView => ({
  id: row.id,
  fromQuotaPaise: row.fromQuotaPaise,
  quotaPaise: row.quotaPaise,
  maxTermMonths: row.maxTermMonths,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
});

/** The borrower's side of an offer: see it, accept it (the limit rises then), or decline it. */
export function createLimitOffers(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function decide(customerId: string, id: string, accept: boolean): Promise<LimitOfferView> {
    return transact(db, async (tx) => {
      const row = await limitOfferRepository.lockOwn(tx, customerId, id);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.state !== 'offered') throw new AppError('OFFER_NOT_OPEN');
      const now = clock.now();
      if (accept) {
        const application = await applicationRepository.findLatest(tx, customerId);
        if (application?.state !== 'approved') throw new AppError('OFFER_NOT_OPEN');
        await applicationRepository.update(tx, application.id, {
          quotaPaise: row.quotaPaise,
          updatedAt: now,
        });
      }
      const decided = await limitOfferRepository.decide(tx, row.id, accept ? 'accepted' : 'declined', now);
      return toView(decided ?? row);
    });
  }

  return {
    async current(customerId: string): Promise<LimitOfferView | null> {
      const row = await limitOfferRepository.findOpen(db, customerId);
      return row ? toView(row) : null;
    },
    accept: (customerId: string, id: string) => decide(customerId, id, true),
    decline: (customerId: string, id: string) => decide(customerId, id, false),
  };
}

export type LimitOffers = ReturnType<typeof createLimitOffers>;
