import {
  accrueDay,
  addDays,
  type BookInstalment,
  billOwing,
  daysBetween,
  failedDebitChargeJournal,
  failedDebitChargeOf,
  levyFailedDebitCharge,
  randomFileName,
} from '@app/domain';
import type { Executor } from '../../db/client';
import type { LoanOrderRow } from '../../db/schema';
import { ledgerRepository } from '../../platform/ledger-repository';
import type { Notice } from '../../platform/notifier';
import { loanAccountRepository, lockOrder } from '../orders';
import { accrueLocked } from './accrual';
import { bookRepository } from './book-repository';
import type { RepaymentContext } from './repayment-context';
import { repaymentRepository } from './repayment-repository';
import { settle } from './settle-repayment';

/**
 * What falls due by `day` and is still open, penal charges included (the
 * bill of that day, never above closing the loan); 0 when no instalment is
 * due by then: an auto-debit never takes an instalment before its day.
 */
export function dueBy(book: readonly BookInstalment[], day: string): number {
  const due = book.some((i) => i.paidDay === null && i.dueDay <= day);
  return due ? billOwing(book, day).totalPaise : 0;
}

/**
 * What will be due on `day` (a debit's day, ahead of the books): the days to
 * then accrued in memory only, so an overdue instalment's notice includes the
 * penal charges its debit day will add. Nothing is saved.
 */
export async function dueOn(
  ctx: RepaymentContext,
  tx: Executor,
  order: LoanOrderRow,
  day: string,
): Promise<number> {
  let book = await bookRepository.load(tx, order.id);
  const account = await loanAccountRepository.find(tx, order.id);
  const terms = ctx.terms(order);
  const from = account?.accruedThrough ?? order.startDay;
  for (let d = addDays(from, 1); daysBetween(d, day) >= 0; d = addDays(d, 1)) {
    book = accrueDay(book, d, terms).book;
  }
  return dueBy(book, day);
}

/**
 * Money an auto-debit took (issue 32): in the caller's transaction, with the
 * order locked and its books brought up to today, at most what is due now is
 * settled as a repayments row (method 'mandate', kind 'bill') through the
 * same settle path as every repayment. `keptPaise` is what it settled; the
 * rest is the caller's to refund.
 */
export async function settleDebit(
  ctx: RepaymentContext,
  tx: Executor,
  orderId: string,
  amountPaise: number,
  now: Date,
): Promise<{ repaymentId: string | null; keptPaise: number; notice: Notice | null }> {
  const order = await lockOrder(tx, orderId);
  if (order?.state !== 'disbursed') return { repaymentId: null, keptPaise: 0, notice: null };
  const day = ctx.today();
  const book = await accrueLocked(ctx, tx, order, day);
  const keptPaise = Math.min(amountPaise, dueBy(book, day));
  if (keptPaise <= 0) return { repaymentId: null, keptPaise: 0, notice: null };
  const inserted = await repaymentRepository.insert(
    tx,
    {
      orderId: order.id,
      customerId: order.customerId,
      kind: 'bill',
      method: 'mandate',
      amountPaise: keptPaise,
      couponId: null,
      couponPaise: 0,
      reference: `RS${randomFileName()}`,
      quotedDay: day,
      newDueDay: null,
    },
    now,
  );
  await repaymentRepository.transition(tx, inserted.id, ['initiated'], {
    state: 'processing',
    updatedAt: now,
  });
  const row = { ...inserted, state: 'processing' as const };
  const notice = await settle(ctx, tx, order, row, keptPaise, now);
  return { repaymentId: row.id, keptPaise, notice };
}

/**
 * The charge on a failed auto-debit (decision 080), in the caller's
 * transaction with the order locked: the order's own figure, fixed when it
 * was priced (the one its KFS and agreement state), added to instalment
 * `number` as a penal charge and journaled under `eventKey` (one per debit
 * attempt: a second call levies nothing). Nothing when the order's charge is
 * 0, the loan is not running, or the instalment is paid off. Returns the
 * charge levied.
 */
export async function levyDebitCharge(
  ctx: RepaymentContext,
  tx: Executor,
  orderId: string,
  number: number,
  eventKey: string,
  now: Date,
): Promise<number> {
  const order = await lockOrder(tx, orderId);
  const charge = order ? failedDebitChargeOf(order.pricing) : 0;
  if (order?.state !== 'disbursed' || charge <= 0) return 0;
  const book = await accrueLocked(ctx, tx, order, ctx.today());
  const levied = levyFailedDebitCharge(book, number, charge);
  if (!levied) return 0;
  const posted = await ledgerRepository.post(tx, {
    kind: 'mandate_failed_charge',
    eventKey,
    customerId: order.customerId,
    orderId: order.id,
    lines: failedDebitChargeJournal(charge),
    now,
  });
  if (!posted) return 0;
  await bookRepository.save(tx, order.id, book, levied);
  return charge;
}
