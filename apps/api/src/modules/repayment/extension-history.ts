import {
  type BookInstalment,
  type ExtensionAllowance,
  extensionAllowance,
  instalmentsPaid,
  istDayKey,
  type PastExtension,
  PRICING_ADDED_LATER,
} from '@app/domain';
import { and, eq, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { type LoanOrderRow, repayments } from '../../db/schema';
import { AppError } from '../../http/app-error';

const ext = alias(repayments, 'ext');

/**
 * The extensions an order had, as a JSON subquery on the outer query's
 * `orderId`: each succeeded one that moved the due day (a short one moved
 * none), with its business day in India and the instalments paid off when
 * it was made (null before that was recorded, decision 068).
 */
export function pastExtensionsOf(orderId: SQLWrapper): SQL<PastExtension[]> {
  return sql`(select coalesce(json_agg(json_build_object(
      'day', to_char(${ext.settledAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD'),
      'instalmentsPaid', (${ext.allocation}->>'instalmentsPaid')::int)), '[]'::json)
    from ${repayments} as ${ext}
    where ${and(eq(ext.orderId, orderId), eq(ext.state, 'succeeded'), eq(ext.kind, 'extension'), isNotNull(ext.newDueDay))})`;
}

/** The extensions of one order, as `pastExtensionsOf` reads them. */
export async function pastExtensions(db: Executor, orderId: string): Promise<PastExtension[]> {
  const rows = await db
    .select({ settledAt: repayments.settledAt, allocation: repayments.allocation })
    .from(repayments)
    .where(
      and(
        eq(repayments.orderId, orderId),
        eq(repayments.state, 'succeeded'),
        eq(repayments.kind, 'extension'),
        isNotNull(repayments.newDueDay),
      ),
    );
  return rows.map((row) => ({
    day: istDayKey(row.settledAt ?? new Date(0)),
    instalmentsPaid: row.allocation?.instalmentsPaid ?? null,
  }));
}

/** Extensions in a row the order's terms allow: an order priced before the setting takes its default. */
export function extensionCap(order: LoanOrderRow): number {
  return { ...PRICING_ADDED_LATER, ...order.pricing }.maxConsecutiveExtensions;
}

/** How many extensions in a row the loan may still take, on these books. */
export function allowanceOf(
  order: LoanOrderRow,
  book: readonly BookInstalment[],
  past: readonly PastExtension[],
): ExtensionAllowance {
  return extensionAllowance(book, past, extensionCap(order));
}

/** An extension asked for on these books: refused with EXTENSION_LIMIT_REACHED once the run is at the cap. */
export async function assertExtensionLeft(
  db: Executor,
  order: LoanOrderRow,
  book: readonly BookInstalment[],
): Promise<void> {
  const allowance = allowanceOf(order, book, await pastExtensions(db, order.id));
  if (allowance.left === 0) throw new AppError('EXTENSION_LIMIT_REACHED', { params: { max: allowance.max } });
}

/** What a succeeded extension keeps in its allocation beside the money: the instalments paid off when it was made. */
export const extensionRecord = (book: readonly BookInstalment[]) => ({
  instalmentsPaid: instalmentsPaid(book),
});
