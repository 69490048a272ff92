import type { LimitOfferView, RepayRequest } from '@app/contract';
import type { CollectionStatus } from '../../adapters/collections';
import type { Executor } from '../../db/client';
import type { JobRow, LoanOrderRow, RepaymentRow } from '../../db/schema';
import { openBooks, runAccrualStats } from './accrual';
import { applyResult } from './apply-result';
import { bill } from './bill';
import { runCheck, simulate } from './check-repayment';
import { createRepayment } from './create-repayment';
import { getRepayment, history } from './history';
import { createRepaymentContext, REPAYMENT_CHECK_JOB, type RepaymentDeps } from './repayment-context';
import { dueOn, levyDebitCharge, settleDebit } from './settle-debit';
import { settleReceipt } from './settle-receipt';
import { submitUtr } from './submit-utr';

export { bookTerms, REPAYMENT_CHECK_JOB, type RepaymentDeps } from './repayment-context';

/**
 * Repayment (spec §1 step 6; ARCHITECTURE: initiated -> processing ->
 * succeeded | failed). The loan's books (domain loan-book) say what is owed;
 * every change to them is posted to the ledger in the same transaction, with
 * the order row locked, so the two never disagree and nothing is counted twice.
 * One use case per file; this composes them over the shared context.
 */
export function createRepaymentService(deps: RepaymentDeps) {
  const ctx = createRepaymentContext(deps);
  return {
    bill: (customerId: string, orderId: string) => bill(ctx, customerId, orderId),
    create: (customerId: string, orderId: string, key: string, request: RepayRequest) =>
      createRepayment(ctx, customerId, orderId, key, request),
    get: (customerId: string, id: string) => getRepayment(ctx, customerId, id),
    history: (customerId: string) => history(ctx, customerId),
    submitUtr: (customerId: string, id: string, utr: string) => submitUtr(ctx, customerId, id, utr),
    simulate: (customerId: string, id: string, outcome: 'succeeded' | 'failed') =>
      simulate(ctx, customerId, id, outcome),
    applyResult: (
      reference: string,
      status: CollectionStatus,
      within?: (tx: Executor, before: RepaymentRow) => Promise<void>,
    ) => applyResult(ctx, reference, status, within),
    runAccrual: async () => (await runAccrualStats(ctx)).orders,
    runAccrualStats: () => runAccrualStats(ctx),
    openBooks: (tx: Executor, order: LoanOrderRow) => openBooks(tx, order),
    /** Money an auto-debit took, settled in the caller's transaction up to what is due now (issue 32). */
    settleDebit: (tx: Executor, orderId: string, amountPaise: number, now: Date) =>
      settleDebit(ctx, tx, orderId, amountPaise, now),
    /** What will be due on an auto-debit's day, penal charges to then included (nothing saved). */
    dueOn: (tx: Executor, order: LoanOrderRow, day: string) => dueOn(ctx, tx, order, day),
    /** A failed auto-debit's charge on its instalment, once per event key (decision 080); the charge levied. */
    levyDebitCharge: (tx: Executor, orderId: string, number: number, eventKey: string, now: Date) =>
      levyDebitCharge(ctx, tx, orderId, number, eventKey, now),
    /** A receipt finance posted (decision 087), settled whole in the caller's transaction; its notice to send after commit. */
    settleReceipt: (tx: Executor, orderId: string, receipt: Parameters<typeof settleReceipt>[3], now: Date) =>
      settleReceipt(ctx, tx, orderId, receipt, now),
    /** Sends a notice written in a committed transaction (SMS). */
    notify: (notice: Parameters<typeof ctx.notify>[0]) => ctx.notify(notice),
    jobs: { [REPAYMENT_CHECK_JOB]: (job: JobRow) => runCheck(ctx, job) },
  };
}

export type RepaymentService = ReturnType<typeof createRepaymentService>;

export type { LimitOfferView };
