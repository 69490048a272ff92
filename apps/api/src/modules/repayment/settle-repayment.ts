import { coolingOff, exitInterestOfQuote, formatDate, type Settlement, settleRepayment } from '@app/domain';
import type { Executor } from '../../db/client';
import type { LoanOrderRow, RepaymentRow } from '../../db/schema';
import { ledgerRepository } from '../../platform/ledger-repository';
import type { Notice } from '../../platform/notifier';
import { offerOnSettlement } from '../offers';
import { loanAccountRepository, transitionOrder } from '../orders';
import { accrueLocked } from './accrual';
import { bookRepository } from './book-repository';
import { extensionRecord } from './extension-history';
import { certificateRepository } from './loan-certificates';
import { exactRupees, type RepaymentContext, rupees } from './repayment-context';
import { repaymentRepository } from './repayment-repository';

/** Money arrived: the books and the ledger move together, as the domain's settlement decides. */
export async function settle(
  ctx: RepaymentContext,
  tx: Executor,
  order: LoanOrderRow,
  row: RepaymentRow,
  collectedPaise: number,
  now: Date,
): Promise<Notice> {
  const day = ctx.today();
  const loanOpen = order.state === 'disbursed';
  const book = loanOpen ? await accrueLocked(ctx, tx, order, day) : await bookRepository.load(tx, order.id);
  // The exit closes the books at the interest it was quoted with, even when the money lands after midnight.
  const exit =
    row.kind === 'cooling_off'
      ? {
          until: coolingOff({
            amountPaise: order.amountPaise,
            dailyRatePpm: order.dailyRatePpm,
            disbursedAt: order.disbursedAt ?? row.createdAt,
            coolingOffHours: order.pricing.coolingOffHours,
            now: row.createdAt,
          }).until,
          interestPaise: exitInterestOfQuote(book, row.amountPaise + row.couponPaise),
        }
      : null;
  const settled = settleRepayment({
    book,
    terms: ctx.terms(order),
    day,
    loanOpen,
    kind: row.kind,
    collectedPaise,
    couponPaise: row.couponPaise,
    exit,
    startedAt: row.createdAt,
  });
  for (const journal of settled.journals) {
    await ledgerRepository.post(tx, {
      customerId: order.customerId,
      orderId: order.id,
      now,
      kind: journal.kind,
      eventKey: `${journal.key}:${row.id}`,
      lines: journal.lines,
    });
  }
  await bookRepository.save(tx, order.id, book, settled.book);
  await repaymentRepository.transition(tx, row.id, ['processing'], {
    state: 'succeeded',
    // An extension records the instalments paid off when it was made: what counts extensions in a row (decision 068).
    allocation: {
      ...settled.allocation,
      ...(settled.outcome === 'extended' ? extensionRecord(book) : {}),
    },
    ...(settled.newDueDay === undefined ? {} : { newDueDay: settled.newDueDay }),
    updatedAt: now,
    settledAt: now,
  });
  const notice = await announce(ctx, tx, order, row, settled, now);
  // Auto-debit (issue 32): a debit notified for this loan is lowered or cancelled, a settled loan's mandate revoked.
  await ctx.deps.onRepaid?.(tx, order.id, settled.outcome, now);
  return notice;
}

/** The order closes when the loan did; the borrower is told what happened. */
async function announce(
  ctx: RepaymentContext,
  tx: Executor,
  order: LoanOrderRow,
  row: RepaymentRow,
  settled: Settlement,
  now: Date,
): Promise<Notice> {
  const notice = (template: Notice['template'], params: Notice['params']) =>
    ctx.writeNotice(tx, { customerId: order.customerId, template, params });
  switch (settled.outcome) {
    case 'extended':
      return notice('loan_extended', {
        amount: rupees(row.amountPaise),
        orderNo: order.orderNo,
        date: formatDate(`${settled.newDueDay}T00:00:00+05:30`),
      });
    case 'exited':
    case 'settled': {
      await transitionOrder(tx, order.id, ['disbursed'], {
        state: settled.outcome === 'exited' ? 'canceled_cooling_off' : 'settled',
        closedAt: now,
        updatedAt: now,
      });
      await loanAccountRepository.update(tx, order.id, { accruing: false });
      // The no-dues certificate, once per loan, in this transaction (decision 081).
      const noc = await certificateRepository.issueNoc(tx, order, settled.outcome, now);
      if (noc) await ctx.deps.onNocIssued?.(tx, noc);
      if (settled.outcome === 'exited') {
        return notice('loan_cooling_off_exit', { amount: rupees(row.amountPaise), orderNo: order.orderNo });
      }
      return closed(ctx, tx, order, now);
    }
    case 'short':
      return notice('repayment_short', {
        amount: exactRupees(row.amountPaise),
        orderNo: order.orderNo,
        date: formatDate(`${row.quotedDay}T00:00:00+05:30`),
        owed: exactRupees(settled.remainingPaise ?? 0),
      });
    default:
      return notice('repayment_received', {
        amount: rupees(row.amountPaise),
        orderNo: order.orderNo,
        owed: rupees(settled.payoffPaise),
      });
  }
}

/** A loan paid off: referral rewards, a limit offer when it was never overdue, and the borrower is told. */
async function closed(ctx: RepaymentContext, tx: Executor, order: LoanOrderRow, now: Date): Promise<Notice> {
  await ctx.deps.onSettled?.(tx, order);
  const everOverdue = (await loanAccountRepository.find(tx, order.id))?.everOverdue;
  const offer = everOverdue ? null : await offerOnSettlement(tx, order, now);
  if (offer) {
    await ctx.writeNotice(tx, {
      customerId: order.customerId,
      template: 'limit_offer',
      params: { amount: rupees(offer.quotaPaise), months: offer.maxTermMonths },
    });
  }
  return ctx.writeNotice(tx, {
    customerId: order.customerId,
    template: 'loan_settled',
    params: { orderNo: order.orderNo },
  });
}
