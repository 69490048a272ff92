import {
  accrualJournal,
  accrueDay,
  addDays,
  type BookInstalment,
  DEFAULT_PRICING,
  daysBetween,
  istDayKey,
  openBook,
} from '@app/domain';
import type { Executor } from '../../db/client';
import type { LoanOrderRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { ledgerRepository } from '../../platform/ledger-repository';
import { loanAccountRepository, lockOrder, orderRepository } from '../orders';
import { bookRepository } from './book-repository';
import { type AccrualStats, accrueOneDayBehind } from './daily-accrual';
import type { RepaymentContext } from './repayment-context';

/**
 * Opens the books of a loan whose money went out (called in the disbursal's
 * transaction): interest and the due days run from the payout's business
 * day, not the order's (decision 069: a payout fixed days after a failure
 * charges nothing for the days without the money).
 */
export async function openBooks(tx: Executor, order: LoanOrderRow): Promise<void> {
  const payoutDay = order.disbursedAt ? istDayKey(order.disbursedAt) : order.startDay;
  await bookRepository.insert(tx, order.id, openBook(order.schedule, order.startDay, payoutDay));
  await loanAccountRepository.update(tx, order.id, { accruing: true, accruedThrough: payoutDay });
}

/**
 * Brings a locked, disbursed order's books up to `day`: each day's interest
 * and penal charges, posted as one journal keyed by the order and the day,
 * so running it again for a day changes nothing.
 */
export async function accrueLocked(
  ctx: RepaymentContext,
  tx: Executor,
  order: LoanOrderRow,
  day: string,
): Promise<BookInstalment[]> {
  const book = await bookRepository.load(tx, order.id);
  if (order.state !== 'disbursed') return book;
  const account = await loanAccountRepository.lock(tx, order.id);
  const from = account?.accruedThrough ?? order.startDay;
  // A settlement or write-off stops accrual (decision 088): the daily job skips such a loan, and so must a payment.
  if (!account?.accruing || daysBetween(from, day) <= 0) return book;
  const terms = ctx.terms(order);
  let current = book;
  let interest = 0;
  let penal = 0;
  for (let d = addDays(from, 1); daysBetween(d, day) >= 0; d = addDays(d, 1)) {
    const step = accrueDay(current, d, terms);
    current = step.book;
    interest += step.interestPaise;
    penal += step.penalPaise;
  }
  const now = ctx.deps.clock.now();
  if (interest + penal > 0) {
    await ledgerRepository.post(tx, {
      kind: 'accrual',
      eventKey: `accrual:${order.id}:${day}`,
      customerId: order.customerId,
      orderId: order.id,
      lines: accrualJournal(interest, penal),
      now,
    });
  }
  await bookRepository.save(tx, order.id, book, current);
  await loanAccountRepository.update(tx, order.id, {
    accruedThrough: day,
    everOverdue: account.everOverdue || penal > 0,
  });
  return current;
}

/**
 * Job/tick: accrues every disbursed order not yet accrued through today.
 * The orders accrued through yesterday (all of them, on a normal day) go
 * set-based, a chunk of orders per statement (daily-accrual.ts, decision
 * 040); the few further behind (a server that was down) and any a request
 * held locked meanwhile take the per-order path, 500 a tick.
 */
export async function runAccrualStats(ctx: RepaymentContext): Promise<AccrualStats & { perOrder: number }> {
  const day = ctx.today();
  const stats = await accrueOneDayBehind(ctx.deps.db, {
    day,
    now: ctx.deps.clock.now(),
    defaultPenalDailyPpm: DEFAULT_PRICING.penalDailyPpm,
  });
  const perOrder = await accruePerOrder(ctx, day);
  return { ...stats, orders: stats.orders + perOrder, perOrder };
}

async function accruePerOrder(ctx: RepaymentContext, day: string): Promise<number> {
  const { db } = ctx.deps;
  const due = await orderRepository.listToAccrue(db, day, 500);
  let done = 0;
  for (const id of due) {
    await transact(db, async (tx) => {
      const order = await lockOrder(tx, id);
      if (order) await accrueLocked(ctx, tx, order, day);
    });
    done += 1;
  }
  return done;
}
