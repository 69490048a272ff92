import type { RepaymentView, RepayRequest } from '@app/contract';
import {
  type BookInstalment,
  billOwing,
  coolingOff,
  coolingOffExitOwing,
  couponBlock,
  extensionQuote,
  payoffOwing,
  randomFileName,
} from '@app/domain';
import type { Executor } from '../../db/client';
import type { LoanOrderRow, RepaymentRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { idempotency } from '../../platform/idempotency';
import { couponRepository } from '../coupons';
import { lockOrder } from '../orders';
import { accrueLocked } from './accrual';
import { enqueueCheck, handOver } from './check-repayment';
import { assertExtensionLeft } from './extension-history';
import { getRepayment } from './history';
import { exactRupees, type RepaymentContext } from './repayment-context';
import { repaymentRepository } from './repayment-repository';

/**
 * Starts a repayment of one of the customer's loans: priced now, with the
 * books brought up to today. One open repayment per loan: an unpaid UPI one
 * is replaced, one being checked refuses a second. Idempotency-Key replays.
 */
export async function createRepayment(
  ctx: RepaymentContext,
  customerId: string,
  orderId: string,
  key: string,
  request: RepayRequest,
): Promise<{ statusCode: number; view: RepaymentView }> {
  const scope = `repay:${orderId}`;
  const created = await transact(ctx.deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.customerId !== customerId) throw new AppError('NOT_FOUND');
    const replay = await idempotency.check<RepaymentView>(tx, { customerId, scope, key, body: request });
    if (replay.replayed) return { replay: replay.response, statusCode: replay.statusCode, row: null };
    if (order.state !== 'disbursed') throw new AppError('ORDER_NOT_REPAYABLE');
    const book = await accrueLocked(ctx, tx, order, ctx.today());
    if (payoffOwing(book).totalPaise === 0) throw new AppError('ORDER_NOT_REPAYABLE');
    // Consecutive extensions are capped (decision 068).
    if (request.kind === 'extension') await assertExtensionLeft(tx, order, book);
    const owed = amountFor(ctx, order, book, request);
    const now = ctx.deps.clock.now();
    const open = await repaymentRepository.findOpen(tx, order.id);
    // A UPI repayment not yet paid gives way to a new one; one being checked or handed to the gateway does not.
    if (open && (open.state === 'processing' || open.method === 'gateway')) {
      throw new AppError('REPAYMENT_IN_PROGRESS');
    }
    // A figure the borrower saw before midnight is not charged anew in silence (decision 065).
    if (request.quotedDay !== undefined && request.kind !== 'partial' && request.quotedDay !== ctx.today()) {
      throw new AppError('QUOTE_EXPIRED', { params: { amount: exactRupees(owed) } });
    }
    if (open) await abandon(tx, open, 'replaced', now);
    const couponPaise = request.couponId ? await redeemCoupon(tx, order, request.couponId, owed, now) : 0;
    const extension =
      request.kind === 'extension' ? extensionQuote(book, ctx.today(), ctx.terms(order)) : null;
    const row = await repaymentRepository.insert(
      tx,
      {
        orderId: order.id,
        customerId,
        kind: request.kind,
        method: request.method,
        amountPaise: owed - couponPaise,
        couponId: request.couponId ?? null,
        couponPaise,
        reference: `RS${randomFileName()}`,
        quotedDay: ctx.today(),
        newDueDay: extension?.newDueDay ?? null,
      },
      now,
    );
    // Hands it to the gateway after commit; this job finishes the handover if the process dies first.
    if (row.method === 'gateway') await enqueueCheck(ctx, tx, row.reference, now);
    const answer = ctx.view(row, order.orderNo);
    await idempotency.remember(
      tx,
      { customerId, scope, key, body: request },
      { statusCode: 201, response: answer },
      now,
    );
    return { replay: null, statusCode: 201, row, orderNo: order.orderNo };
  });
  if (created.replay) return { statusCode: created.statusCode, view: created.replay };
  const row = created.row;
  if (!row) throw new Error('repayment not created');
  if (row.method === 'gateway') await handOver(ctx, row);
  return { statusCode: 201, view: await getRepayment(ctx, customerId, row.id) };
}

/** What `kind` costs today on a locked order with books up to date, or the reason it cannot be paid. */
function amountFor(
  ctx: RepaymentContext,
  order: LoanOrderRow,
  book: BookInstalment[],
  request: RepayRequest,
): number {
  const day = ctx.today();
  const payoff = payoffOwing(book).totalPaise;
  switch (request.kind) {
    case 'bill':
      return billOwing(book, day).totalPaise;
    case 'full':
      return payoff;
    case 'extension': {
      const quote = extensionQuote(book, day, ctx.terms(order));
      if (!quote) throw new AppError('ORDER_NOT_REPAYABLE');
      return quote.totalPaise;
    }
    case 'cooling_off': {
      const window = coolingOffOf(order, ctx.deps.clock.now());
      if (!window?.open) throw new AppError('COOLING_OFF_CLOSED');
      // Never above paying in full now (issue 30, point 4).
      return coolingOffExitOwing(book, window.interestPaise).totalPaise;
    }
    case 'partial': {
      const amount = request.amountPaise;
      if (amount === undefined || amount < 100) throw new AppError('REPAY_AMOUNT_INVALID');
      if (amount > payoff) throw new AppError('AMOUNT_ABOVE_OUTSTANDING');
      return amount;
    }
  }
}

function coolingOffOf(order: LoanOrderRow, now: Date) {
  if (order.state !== 'disbursed' || !order.disbursedAt) return null;
  return coolingOff({
    amountPaise: order.amountPaise,
    dailyRatePpm: order.dailyRatePpm,
    disbursedAt: order.disbursedAt,
    coolingOffHours: order.pricing.coolingOffHours,
    now,
  });
}

/** Takes the customer's repayment coupon for this loan: its face value, or COUPON_UNAVAILABLE. */
async function redeemCoupon(
  tx: Executor,
  order: LoanOrderRow,
  couponId: string,
  owed: number,
  now: Date,
): Promise<number> {
  const coupon = await couponRepository.lockOwn(tx, order.customerId, couponId);
  if (!coupon || couponBlock(coupon, 'repayment', owed, now) !== null) {
    throw new AppError('COUPON_UNAVAILABLE');
  }
  // couponBlock let it through: the payment takes all of it and leaves at least Rs 1 to pay.
  await couponRepository.markUsed(tx, coupon.id, order.id, now);
  return coupon.facePaise;
}

/** A repayment that will never be paid: its coupon comes back. */
async function abandon(tx: Executor, row: RepaymentRow, reason: string, now: Date): Promise<void> {
  await repaymentRepository.transition(tx, row.id, ['initiated'], {
    state: 'failed',
    failureReason: reason,
    updatedAt: now,
    settledAt: now,
  });
  if (row.couponId) await couponRepository.releaseOne(tx, row.couponId);
}
