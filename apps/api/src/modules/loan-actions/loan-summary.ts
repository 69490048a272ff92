import { bookBalances } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, loanActionFlags, loanOrders } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { bookRepository } from '../repayment';

/** What the console's loan-actions page shows above its forms: whose loan, what it owes, what was done to it. */
export async function loanSummary(db: Db, orderId: string) {
  const [row] = await db
    .select({
      orderId: loanOrders.id,
      orderNo: loanOrders.orderNo,
      state: loanOrders.state,
      customerId: loanOrders.customerId,
      customerName: sql<string | null>`${applications.steps}->'identity'->>'name'`,
      reportingStatus: loanActionFlags.reportingStatus,
      settlementAgreedPaise: loanActionFlags.settlementAgreedPaise,
      restructuredOn: loanActionFlags.restructuredOn,
    })
    .from(loanOrders)
    .leftJoin(applications, eq(applications.id, loanOrders.applicationId))
    .leftJoin(loanActionFlags, eq(loanActionFlags.orderId, loanOrders.id))
    .where(eq(loanOrders.id, orderId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  const b = bookBalances(await bookRepository.load(db, orderId));
  return {
    ...row,
    principalPaise: b.principalPaise,
    interestPaise: b.interestPaise,
    penalPaise: b.penalPaise,
    owedPaise: b.principalPaise + b.interestPaise + b.penalPaise,
  };
}
