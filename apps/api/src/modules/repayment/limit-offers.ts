import type { LimitOfferView } from '@app/contract';
import { DEFAULT_PRICING, DEFAULT_PRODUCTS, productFor, termOptionsMonths } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { type LimitOfferRow, type LoanOrderRow, limitOffers } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { applicationRepository } from '../application/application-repository';

/** A loan repaid on time raises the limit by this share (20%), in whole Rs 100 steps, up to the product's maximum. */
export const LIMIT_STEP_PPM = 200_000;

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
};

/**
 * On a loan settled with no instalment ever late: a higher limit and the next
 * longer term, as an offer (RBI: no limit increase without the borrower's
 * request). Nothing when the borrower is already at the product's top.
 */
export async function offerOnSettlement(
  tx: Executor,
  order: LoanOrderRow,
  now: Date,
): Promise<LimitOfferRow | null> {
  const application = await applicationRepository.findLatest(tx, order.customerId);
  if (application?.state !== 'approved' || application.quotaPaise === null || !application.product)
    return null;
  const product = productFor(application.product, DEFAULT_PRODUCTS);
  const raised =
    Math.floor((application.quotaPaise * (1_000_000 + LIMIT_STEP_PPM)) / 1_000_000 / 100_00) * 100_00;
  const quota = Math.max(application.quotaPaise, Math.min(product.maxAmountPaise, raised));
  const accepted = await limitOfferRepository.countAccepted(tx, order.customerId);
  const terms = termOptionsMonths(product, accepted + 1, DEFAULT_PRICING);
  const maxTerm = terms[terms.length - 1] ?? product.minTermMonths;
  const currentMax = termOptionsMonths(product, accepted, DEFAULT_PRICING).at(-1) ?? product.minTermMonths;
  if (quota === application.quotaPaise && maxTerm === currentMax) return null;
  const [row] = await tx
    .insert(limitOffers)
    .values({
      customerId: order.customerId,
      orderId: order.id,
      fromQuotaPaise: application.quotaPaise,
      quotaPaise: quota,
      maxTermMonths: maxTerm,
      state: 'offered',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
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
      const [row] = await tx
        .select()
        .from(limitOffers)
        .where(and(eq(limitOffers.id, id), eq(limitOffers.customerId, customerId)))
        .limit(1)
        .for('update');
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
      const [decided] = await tx
        .update(limitOffers)
        .set({ state: accept ? 'accepted' : 'declined', decidedAt: now })
        .where(eq(limitOffers.id, row.id))
        .returning();
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
