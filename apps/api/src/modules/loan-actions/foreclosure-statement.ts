import type { Lang } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loanOrders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { Actor } from './proposal-service';

/** The documents service's PDF (the borrower's own letters), as the documents plugin gives it. */
type DocumentPdf = (
  customerId: string,
  orderId: string,
  kind: 'foreclosure',
  lang: Lang,
  query: { date?: string },
) => Promise<Buffer>;

/**
 * The foreclosure statement for staff (decision 088): the same letter the
 * borrower downloads, priced by the same payoff rule. It moves no money and
 * changes no books, so it needs no second person; each one given out is
 * audited with the day it quotes.
 */
export function createForeclosureStatements(deps: { db: Db; clock: Clock; pdf: DocumentPdf }) {
  return {
    async pdf(actor: Actor, orderId: string, query: { date?: string; lang: Lang }): Promise<Buffer> {
      const [order] = await deps.db
        .select({ id: loanOrders.id, customerId: loanOrders.customerId })
        .from(loanOrders)
        .where(eq(loanOrders.id, orderId))
        .limit(1);
      if (!order) throw new AppError('NOT_FOUND');
      const pdf = await deps.pdf(order.customerId, order.id, 'foreclosure', query.lang, { date: query.date });
      await auditRepository.record(
        deps.db,
        {
          staffId: actor.staffId,
          action: 'loan_actions.foreclosure_statement',
          subjectType: 'order',
          subjectId: order.id,
          after: { date: query.date ?? null, lang: query.lang },
        },
        deps.clock.now(),
      );
      return pdf;
    },
  };
}

export type ForeclosureStatements = ReturnType<typeof createForeclosureStatements>;
