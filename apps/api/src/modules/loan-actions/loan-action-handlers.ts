import {
  addDays,
  type BookInstalment,
  bookBalances,
  formatMoney,
  istDayKey,
  penalOwed,
  receivablesDrop,
  recoveryJournal,
  restructureBook,
  settleBook,
  waivePenal,
  waiverJournal,
  writeOffBook,
  writeOffJournal,
} from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loanAccounts, loanActionFlags } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ledgerRepository } from '../../platform/ledger-repository';
import { loanAccountRepository, lockOrder } from '../orders';
import { bookRepository } from '../repayment';
import type { ProposalHandler, ProposalService } from './proposal-service';

/** Paise in a refusal, as the console shows money: '₹250.00' (issue 35; the books are in paise). */
const shown = (paise: number) => formatMoney(paise / 100, { symbol: true, paise: true });

/** A loan the actions may touch: paid out, not closed. */
async function openLoan(tx: Tx, orderId: string) {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('LOAN_ACTION_NOT_ALLOWED');
  const account = await loanAccountRepository.lock(tx, orderId);
  const book = await bookRepository.load(tx, orderId);
  if (!account || book.length === 0 || order.state === 'settled')
    throw new AppError('LOAN_ACTION_NOT_ALLOWED');
  return { order, account, book };
}

const owedOf = (book: readonly BookInstalment[]) => {
  const b = bookBalances(book);
  return b.principalPaise + b.interestPaise + b.penalPaise;
};

async function setFlags(
  tx: Tx,
  orderId: string,
  patch: Partial<typeof loanActionFlags.$inferInsert>,
  now: Date,
) {
  await tx
    .insert(loanActionFlags)
    .values({ orderId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: loanActionFlags.orderId, set: { ...patch, updatedAt: now } });
}

/** Writes the new books and posts the journal that keeps the ledger equal to them. */
async function rebook(
  tx: Tx,
  ctx: { orderId: string; customerId: string; proposalId: string; kind: string; now: Date },
  before: BookInstalment[],
  after: BookInstalment[],
  journal: (drop: ReturnType<typeof receivablesDrop>) => ReturnType<typeof waiverJournal>,
) {
  const fresh = after.filter((i) => !before.some((b) => b.number === i.number));
  await bookRepository.save(tx, ctx.orderId, before, after);
  await bookRepository.insert(tx, ctx.orderId, fresh);
  const drop = receivablesDrop(before, after);
  if (drop.principalPaise + drop.interestPaise + drop.penalPaise > 0) {
    await ledgerRepository.post(tx, {
      kind: ctx.kind,
      eventKey: `${ctx.kind}:${ctx.proposalId}`,
      customerId: ctx.customerId,
      orderId: ctx.orderId,
      lines: journal(drop),
      now: ctx.now,
    });
  }
  return drop;
}

const onOrder = async (tx: Tx, p: { orderId: string }) => {
  await openLoan(tx, p.orderId);
  return { subjectType: 'order', subjectId: p.orderId, orderId: p.orderId };
};

type OrderPayload = { orderId: string };

const waiver: ProposalHandler<OrderPayload & { amountPaise: number }> = {
  async check(tx, p) {
    const { book } = await openLoan(tx, p.orderId);
    const owed = penalOwed(book);
    if (!(p.amountPaise > 0) || p.amountPaise > owed) {
      throw new AppError('WAIVER_ABOVE_OWED', { params: { owed: shown(owed) } });
    }
    return { subjectType: 'order', subjectId: p.orderId, orderId: p.orderId };
  },
  async execute(tx, proposal, now) {
    const p = proposal.payload;
    const { order, book } = await openLoan(tx, p.orderId);
    const owed = penalOwed(book);
    if (p.amountPaise > owed) throw new AppError('WAIVER_ABOVE_OWED', { params: { owed: shown(owed) } });
    const after = waivePenal(book, p.amountPaise, istDayKey(now));
    const ctx = {
      orderId: order.id,
      customerId: order.customerId,
      proposalId: proposal.id,
      kind: 'penal_waiver',
      now,
    };
    const drop = await rebook(tx, ctx, book, after, waiverJournal);
    return { waivedPenalPaise: drop.penalPaise };
  },
};

const writeOff: ProposalHandler<OrderPayload> = {
  check: onOrder,
  async execute(tx, proposal, now) {
    const { order, book } = await openLoan(tx, proposal.payload.orderId);
    const day = istDayKey(now);
    const ctx = {
      orderId: order.id,
      customerId: order.customerId,
      proposalId: proposal.id,
      kind: 'write_off',
      now,
    };
    const drop = await rebook(tx, ctx, book, writeOffBook(book, day), writeOffJournal);
    const total = drop.principalPaise + drop.interestPaise + drop.penalPaise;
    await tx
      .update(loanAccounts)
      .set({ accruing: false, assetClass: 'written_off' })
      .where(eq(loanAccounts.orderId, order.id));
    await setFlags(
      tx,
      order.id,
      { reportingStatus: 'written_off', writtenOffOn: day, writtenOffPaise: total },
      now,
    );
    return { writtenOffPaise: total, ...drop };
  },
};

/** Money recovered after a write-off (a money move: four eyes too). */
const recovery: ProposalHandler<OrderPayload & { amountPaise: number; reference: string }> = {
  async check(tx, p) {
    const [flags] = await tx.select().from(loanActionFlags).where(eq(loanActionFlags.orderId, p.orderId));
    if (!flags?.writtenOffOn || !(p.amountPaise > 0)) throw new AppError('LOAN_ACTION_NOT_ALLOWED');
    return { subjectType: 'order', subjectId: p.orderId, orderId: p.orderId };
  },
  async execute(tx, proposal, now) {
    const p = proposal.payload;
    const order = await lockOrder(tx, p.orderId);
    if (!order) throw new AppError('LOAN_ACTION_NOT_ALLOWED');
    await ledgerRepository.post(tx, {
      kind: 'write_off_recovery',
      eventKey: `write_off_recovery:${proposal.id}`,
      customerId: order.customerId,
      orderId: order.id,
      lines: recoveryJournal(p.amountPaise),
      now,
    });
    await tx
      .update(loanActionFlags)
      .set({ recoveredPaise: sql`${loanActionFlags.recoveredPaise} + ${p.amountPaise}`, updatedAt: now })
      .where(eq(loanActionFlags.orderId, order.id));
    return { recoveredPaise: p.amountPaise, reference: p.reference };
  },
};

/** A settlement's deadline: an India day after today, at most 90 days on (decision 088). */
const SETTLEMENT_MAX_DAYS = 90;
function checkPayBy(payByDay: unknown, now: Date) {
  const today = istDayKey(now);
  const ok =
    typeof payByDay === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(payByDay) &&
    payByDay > today &&
    payByDay <= addDays(today, SETTLEMENT_MAX_DAYS);
  if (!ok) throw new AppError('LOAN_ACTION_NOT_ALLOWED', { field: 'payByDay' });
}

/**
 * A one-time settlement: the concession is booked when it is approved and
 * stays booked if the borrower misses `payByDay` (decision 088: the agreed
 * amount stays what closes the loan; an unpaid settlement goes to write-off
 * through its own proposal, never back to the old balance by itself).
 */
const settlement: ProposalHandler<OrderPayload & { agreedPaise: number; payByDay: string }> = {
  async check(tx, p, now) {
    checkPayBy(p.payByDay, now);
    const { book } = await openLoan(tx, p.orderId);
    const owed = owedOf(book);
    if (!(p.agreedPaise > 0) || p.agreedPaise >= owed) {
      throw new AppError('SETTLEMENT_AMOUNT_INVALID', { params: { owed: shown(owed) } });
    }
    return { subjectType: 'order', subjectId: p.orderId, orderId: p.orderId };
  },
  async execute(tx, proposal, now) {
    const p = proposal.payload;
    const { order, book } = await openLoan(tx, p.orderId);
    const owed = owedOf(book);
    if (p.agreedPaise >= owed)
      throw new AppError('SETTLEMENT_AMOUNT_INVALID', { params: { owed: shown(owed) } });
    const day = istDayKey(now);
    const ctx = {
      orderId: order.id,
      customerId: order.customerId,
      proposalId: proposal.id,
      kind: 'settlement',
      now,
    };
    const drop = await rebook(tx, ctx, book, settleBook(book, p.agreedPaise, day), waiverJournal);
    // The agreed amount no longer grows: the loan stops accruing; paying it closes the loan.
    await tx.update(loanAccounts).set({ accruing: false }).where(eq(loanAccounts.orderId, order.id));
    await setFlags(
      tx,
      order.id,
      { reportingStatus: 'settled', settlementAgreedPaise: p.agreedPaise, settledAgreedOn: day },
      now,
    );
    return {
      agreedPaise: p.agreedPaise,
      payByDay: p.payByDay,
      concessionPaise: drop.principalPaise + drop.interestPaise + drop.penalPaise,
    };
  },
};

const restructure: ProposalHandler<OrderPayload & { count: number; installmentDays: number }> = {
  check: onOrder,
  async execute(tx, proposal, now) {
    const p = proposal.payload;
    const { order, account, book } = await openLoan(tx, p.orderId);
    if (!(p.count >= 1 && p.count <= 24 && p.installmentDays >= 7 && p.installmentDays <= 31)) {
      throw new AppError('LOAN_ACTION_NOT_ALLOWED');
    }
    const day = istDayKey(now);
    const after = restructureBook(book, day, {
      dailyRatePpm: account.dailyRatePpm,
      count: p.count,
      installmentDays: p.installmentDays,
    });
    const ctx = {
      orderId: order.id,
      customerId: order.customerId,
      proposalId: proposal.id,
      kind: 'restructure',
      now,
    };
    await rebook(tx, ctx, book, after, waiverJournal);
    await setFlags(tx, order.id, { restructuredOn: day }, now);
    return { instalments: after.filter((i) => !book.some((b) => b.number === i.number)).length };
  },
};

/** Registers the loan actions of decision 088 with the proposal service. */
export function registerLoanActions(proposals: ProposalService): void {
  proposals.register('waiver', waiver);
  proposals.register('write_off', writeOff);
  proposals.register('recovery', recovery);
  proposals.register('settlement', settlement);
  proposals.register('restructure', restructure);
}
