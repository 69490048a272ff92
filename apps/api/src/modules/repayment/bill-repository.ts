import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { loanAccounts, loanOrders, repayments } from '../../db/schema';
import { balancesOf } from '../../platform/ledger-repository';
import { bookOf } from './book-repository';
import { pastExtensionsOf } from './extension-history';
import { extensionsPaidOf, OPEN_REPAYMENT } from './repayment-repository';

/**
 * Everything a bill shows, in one prepared statement: the customer's order,
 * the day its account is accrued through, its books, its ledger balances, its
 * open repayment, what extensions cost and when they were made. The bill is read on every visit
 * to a loan: as five statements (the order, then four in parallel on four
 * pooled connections) it waited on two round trips and four backends, which
 * on a busy machine set its p95.
 */
export async function readBill(db: Db, customerId: string, orderId: string) {
  const [row] = await billStatement(db).execute({ customerId, orderId });
  return row;
}

export type BillRead = NonNullable<Awaited<ReturnType<typeof readBill>>>;

const billStatement = preparedPerDb((db: Db) =>
  db
    .select({
      order: loanOrders,
      accruedThrough: loanAccounts.accruedThrough,
      open: repayments,
      book: bookOf(loanOrders.id),
      balances: balancesOf(loanOrders.id),
      extensionsPaidPaise: extensionsPaidOf(loanOrders.id),
      pastExtensions: pastExtensionsOf(loanOrders.id),
    })
    .from(loanOrders)
    .innerJoin(loanAccounts, eq(loanAccounts.orderId, loanOrders.id))
    .leftJoin(
      repayments,
      and(eq(repayments.orderId, loanOrders.id), inArray(repayments.state, OPEN_REPAYMENT)),
    )
    .where(
      and(
        eq(loanOrders.id, sql.placeholder('orderId')),
        eq(loanOrders.customerId, sql.placeholder('customerId')),
      ),
    )
    .limit(1)
    .prepare('bill_read'),
);
