import type { BillView, LimitOfferView, RepaymentList, RepaymentView, RepayRequest } from '@app/contract';
import {
  accrualJournal,
  accrueDay,
  addDays,
  type BookInstalment,
  type BookTerms,
  billOwing,
  coolingOff,
  couponBlock,
  DEFAULT_PRICING,
  daysBetween,
  extensionQuote,
  formatDate,
  formatMoney,
  istDayKey,
  openBook,
  type PricingConfig,
  payoffOwing,
  randomFileName,
  settleRepayment,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CollectionGateway, CollectionStatus } from '../../adapters/collections';
import type { SmsSender } from '../../adapters/sms';
import type { Db, Executor } from '../../db/client';
import type { JobRow, LoanOrderRow, RepaymentRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { idempotency } from '../../platform/idempotency';
import { jobQueue } from '../../platform/job-queue';
import { ledgerRepository } from '../../platform/ledger-repository';
import { createNotifier, type Notice } from '../../platform/notifier';
import { couponRepository } from '../coupons/coupon-repository';
import { offerOnSettlement } from '../offers/limit-offers';
import { loanAccountRepository } from '../orders/loan-account-repository';
import { lockOrder, orderRepository, transitionOrder } from '../orders/order-repository';
import { readBill } from './bill-repository';
import { bookRepository } from './book-repository';
import { type AccrualStats, accrueOneDayBehind } from './daily-accrual';
import { repaymentRepository } from './repayment-repository';
import { billView, repaymentView } from './repayment-view';

export const REPAYMENT_CHECK_JOB = 'repayment_check';

export interface RepaymentDeps {
  db: Db;
  clock: Clock;
  gateway: CollectionGateway;
  sms: SmsSender;
  proName: string;
  vpa: string;
  payee: string;
  /** Extension days of new orders' books, when the order's pricing predates the setting. */
  extensionDays: number;
  checkSeconds: number;
  logger: FastifyBaseLogger;
  /** Runs in the transaction that settles a loan in full (not a cooling-off exit): referral rewards. */
  onSettled?: (tx: Executor, order: LoanOrderRow) => Promise<void>;
}

const rupees = (paise: number) => formatMoney(paise / 100, { symbol: true });
/** To the paisa: what a borrower is asked to pay. */
const exactRupees = (paise: number) => formatMoney(paise / 100, { symbol: true, paise: true });

/** The loan terms the books use: what the order was priced with, completed by today's defaults for older orders. */
export function bookTerms(order: LoanOrderRow, extensionDays: number): BookTerms {
  // An order priced before a term existed keeps what its KFS said: no penalty fee; the extension (the borrower's choice) uses today's setting.
  const stored: Partial<PricingConfig> = order.pricing;
  const pricing: PricingConfig = { ...DEFAULT_PRICING, extensionDays, penaltyFeePaise: 0, ...stored };
  return { ...pricing, dailyRatePpm: order.dailyRatePpm };
}

/**
 * Repayment (spec §1 step 6; ARCHITECTURE: initiated -> processing ->
 * succeeded | failed). The loan's books (domain loan-book) say what is owed;
 * every change to them is posted to the ledger in the same transaction, with
 * the order row locked, so the two never disagree and nothing is counted twice.
 */
export function createRepaymentService(deps: RepaymentDeps) {
  const { db, clock, gateway } = deps;
  const today = () => istDayKey(clock.now());

  const notifier = createNotifier(deps);
  const notify = notifier.send;
  const writeNotice = notifier.write;

  /**
   * Brings a locked, disbursed order's books up to `day`: each day's interest
   * and penal charges, posted as one journal keyed by the order and the day,
   * so running it again for a day changes nothing.
   */
  async function accrueLocked(tx: Executor, order: LoanOrderRow, day: string): Promise<BookInstalment[]> {
    const book = await bookRepository.load(tx, order.id);
    if (order.state !== 'disbursed') return book;
    const account = await loanAccountRepository.lock(tx, order.id);
    const from = account?.accruedThrough ?? order.startDay;
    if (!account || daysBetween(from, day) <= 0) return book;
    const terms = bookTerms(order, deps.extensionDays);
    let current = book;
    let interest = 0;
    let penal = 0;
    for (let d = addDays(from, 1); daysBetween(d, day) >= 0; d = addDays(d, 1)) {
      const step = accrueDay(current, d, terms);
      current = step.book;
      interest += step.interestPaise;
      penal += step.penalPaise;
    }
    const now = clock.now();
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
  async function runAccrual(): Promise<number> {
    return (await runAccrualStats()).orders;
  }

  async function runAccrualStats(): Promise<AccrualStats & { perOrder: number }> {
    const day = today();
    const stats = await accrueOneDayBehind(db, {
      day,
      now: clock.now(),
      defaultPenalDailyPpm: DEFAULT_PRICING.penalDailyPpm,
    });
    const perOrder = await accruePerOrder(day);
    return { ...stats, orders: stats.orders + perOrder, perOrder };
  }

  async function accruePerOrder(day: string): Promise<number> {
    const due = await orderRepository.listToAccrue(db, day, 500);
    let done = 0;
    for (const id of due) {
      await transact(db, async (tx) => {
        const order = await lockOrder(tx, id);
        if (order) await accrueLocked(tx, order, day);
      });
      done += 1;
    }
    return done;
  }

  async function bill(customerId: string, orderId: string): Promise<BillView> {
    const read = await readBill(db, customerId, orderId);
    if (!read) throw new AppError('NOT_FOUND');
    const { order } = read;
    if (!['disbursed', 'settled', 'canceled_cooling_off'].includes(order.state)) {
      throw new AppError('ORDER_NOT_REPAYABLE');
    }
    return billView({
      order,
      accruedThrough: read.accruedThrough,
      book: read.book,
      balances: read.balances,
      open: read.open ?? undefined,
      extensionsPaidPaise: read.extensionsPaidPaise,
      terms: bookTerms(order, deps.extensionDays),
      now: clock.now(),
      upi: upiOf,
      simulatorGateway: gateway.simulate !== undefined,
    });
  }

  function upiOf(row: RepaymentRow) {
    return { vpa: deps.vpa, payee: deps.payee, reference: row.reference, amountPaise: row.amountPaise };
  }

  const view = (row: RepaymentRow, orderNo: string) =>
    repaymentView(row, orderNo, upiOf(row), gateway.simulate !== undefined);

  /** What `kind` costs today on a locked order with books up to date, or the reason it cannot be paid. */
  function amountFor(order: LoanOrderRow, book: BookInstalment[], request: RepayRequest): number {
    const day = today();
    const terms = bookTerms(order, deps.extensionDays);
    const payoff = payoffOwing(book).totalPaise;
    switch (request.kind) {
      case 'bill':
        return billOwing(book, day).totalPaise;
      case 'full':
        return payoff;
      case 'extension': {
        const quote = extensionQuote(book, day, terms);
        if (!quote) throw new AppError('ORDER_NOT_REPAYABLE');
        return quote.totalPaise;
      }
      case 'cooling_off': {
        const exit = coolingOffOf(order);
        if (!exit?.open) throw new AppError('COOLING_OFF_CLOSED');
        return exit.exitAmountPaise;
      }
      case 'partial': {
        const amount = request.amountPaise;
        if (amount === undefined || amount < 100) throw new AppError('REPAY_AMOUNT_INVALID');
        if (amount > payoff) throw new AppError('AMOUNT_ABOVE_OUTSTANDING');
        return amount;
      }
    }
  }

  function coolingOffOf(order: LoanOrderRow) {
    if (order.state !== 'disbursed' || !order.disbursedAt) return null;
    return coolingOff({
      amountPaise: order.amountPaise,
      dailyRatePpm: order.dailyRatePpm,
      disbursedAt: order.disbursedAt,
      coolingOffHours: order.pricing.coolingOffHours,
      now: clock.now(),
    });
  }

  /**
   * Starts a repayment of one of the customer's loans: priced now, with the
   * books brought up to today. One open repayment per loan: an unpaid UPI one
   * is replaced, one being checked refuses a second. Idempotency-Key replays.
   */
  async function create(
    customerId: string,
    orderId: string,
    key: string,
    request: RepayRequest,
  ): Promise<{ statusCode: number; view: RepaymentView }> {
    const scope = `repay:${orderId}`;
    const created = await transact(db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order?.customerId !== customerId) throw new AppError('NOT_FOUND');
      const replay = await idempotency.check<RepaymentView>(tx, { customerId, scope, key, body: request });
      if (replay.replayed) return { replay: replay.response, statusCode: replay.statusCode, row: null };
      if (order.state !== 'disbursed') throw new AppError('ORDER_NOT_REPAYABLE');
      const book = await accrueLocked(tx, order, today());
      if (payoffOwing(book).totalPaise === 0) throw new AppError('ORDER_NOT_REPAYABLE');
      const owed = amountFor(order, book, request);
      const now = clock.now();
      const open = await repaymentRepository.findOpen(tx, order.id);
      // A UPI repayment not yet paid gives way to a new one; one being checked or handed to the gateway does not.
      if (open && (open.state === 'processing' || open.method === 'gateway')) {
        throw new AppError('REPAYMENT_IN_PROGRESS');
      }
      // A figure the borrower saw before midnight is not charged anew in silence (decision 065).
      if (request.quotedDay !== undefined && request.kind !== 'partial' && request.quotedDay !== today()) {
        throw new AppError('QUOTE_EXPIRED', { params: { amount: exactRupees(owed) } });
      }
      if (open) await abandon(tx, open, 'replaced', now);
      let couponPaise = 0;
      if (request.couponId) {
        const coupon = await couponRepository.lockOwn(tx, customerId, request.couponId);
        if (!coupon || couponBlock(coupon, 'repayment', owed, now) !== null) {
          throw new AppError('COUPON_UNAVAILABLE');
        }
        // couponBlock let it through: the payment takes all of it and leaves at least Rs 1 to pay.
        couponPaise = coupon.facePaise;
        await couponRepository.markUsed(tx, coupon.id, order.id, now);
      }
      const extension =
        request.kind === 'extension'
          ? extensionQuote(book, today(), bookTerms(order, deps.extensionDays))
          : null;
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
          quotedDay: today(),
          newDueDay: extension?.newDueDay ?? null,
        },
        now,
      );
      if (row.method === 'gateway') {
        // Hands it to the gateway after commit; this job finishes the handover if the process dies first.
        await jobQueue.enqueue(tx, {
          kind: REPAYMENT_CHECK_JOB,
          payload: { reference: row.reference },
          runAt: new Date(now.getTime() + deps.checkSeconds * 1000),
          now,
        });
      }
      const answer = view(row, order.orderNo);
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
    if (row.method === 'gateway') await handOver(row);
    return { statusCode: 201, view: await get(customerId, row.id) };
  }

  /** Starts the gateway checkout of a repayment (idempotent by its reference at the gateway). */
  async function handOver(row: RepaymentRow): Promise<void> {
    const { gatewayRef } = await gateway.createPayment({
      reference: row.reference,
      amountPaise: row.amountPaise,
    });
    await repaymentRepository.transition(db, row.id, ['initiated'], {
      state: 'processing',
      gatewayRef,
      updatedAt: clock.now(),
    });
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

  async function get(customerId: string, id: string): Promise<RepaymentView> {
    const row = await repaymentRepository.findOwn(db, customerId, id);
    if (!row) throw new AppError('NOT_FOUND');
    const order = await orderRepository.findById(db, row.orderId);
    return view(row, order?.orderNo ?? '');
  }

  async function history(customerId: string): Promise<RepaymentList> {
    const now = clock.now();
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - 3);
    const rows = await repaymentRepository.listOwnSince(db, customerId, since);
    const orders = new Map((await orderRepository.listOwn(db, customerId)).map((o) => [o.id, o.orderNo]));
    return {
      repayments: rows.map((row) => view(row, orders.get(row.orderId) ?? '')),
      since: since.toISOString(),
    };
  }

  /** The borrower's UTR of a UPI payment (spec §5: 12 digits, or it fails); each UTR counts once, ever. */
  async function submitUtr(customerId: string, id: string, utr: string): Promise<RepaymentView> {
    if (!/^\d{12}$/.test(utr)) throw new AppError('UTR_INVALID', { field: 'utr' });
    const row = await transact(db, async (tx) => {
      const found = await repaymentRepository.lockOwn(tx, customerId, id);
      if (!found) throw new AppError('NOT_FOUND');
      if (found.state !== 'initiated' || found.method !== 'upi') throw new AppError('REPAYMENT_NOT_OPEN');
      if (await repaymentRepository.findByUtr(tx, utr)) throw new AppError('UTR_USED', { field: 'utr' });
      const now = clock.now();
      await repaymentRepository.transition(tx, found.id, ['initiated'], {
        state: 'processing',
        utr,
        updatedAt: now,
      });
      await jobQueue.enqueue(tx, {
        kind: REPAYMENT_CHECK_JOB,
        payload: { reference: found.reference },
        runAt: new Date(now.getTime() + deps.checkSeconds * 1000),
        now,
      });
      return found;
    }).catch((err: unknown) => {
      // Two borrowers claiming one UTR at the same instant: the unique index lets one through.
      if (isUniqueViolation(err)) throw new AppError('UTR_USED', { field: 'utr' });
      throw err;
    });
    return get(customerId, row.id);
  }

  async function checkLater(reference: string, seconds = deps.checkSeconds): Promise<void> {
    const now = clock.now();
    await jobQueue.enqueue(db, {
      kind: REPAYMENT_CHECK_JOB,
      payload: { reference },
      runAt: new Date(now.getTime() + seconds * 1000),
      now,
    });
  }

  /** Job: asks the collection side how a repayment in progress went. */
  async function runCheck(job: JobRow): Promise<void> {
    const reference = String(job.payload.reference ?? '');
    let row = await repaymentRepository.findByReference(db, reference);
    if (row?.state === 'initiated' && row.method === 'gateway') {
      await handOver(row);
      row = await repaymentRepository.findByReference(db, reference);
    }
    if (row?.state !== 'processing') return;
    const status =
      row.method === 'upi' && row.utr
        ? await gateway.verifyUtr({ utr: row.utr, reference, amountPaise: row.amountPaise })
        : await gateway.status(reference);
    if (!status || status.status === 'pending') {
      if (row.method === 'gateway' && !gateway.simulate) await checkLater(reference);
      return;
    }
    await applyResult(reference, status);
  }

  /**
   * Applies the collection side's word on one repayment, once: only a
   * repayment in progress moves, so a replayed, late or out-of-order result
   * changes nothing (terminal states never go back). `within` runs in the
   * same transaction once the result applied (finance's audit entry, when a
   * person decided in the console).
   */
  async function applyResult(
    reference: string,
    status: CollectionStatus,
    within?: (tx: Executor, before: RepaymentRow) => Promise<void>,
  ): Promise<'applied' | 'ignored'> {
    if (status.status === 'pending') return 'ignored';
    const notice = await transact(db, async (tx) => {
      const row = await repaymentRepository.lockByReference(tx, reference);
      if (row?.state !== 'processing') return null;
      const order = await lockOrder(tx, row.orderId);
      if (!order) return null;
      const now = clock.now();
      const decided = await decide(tx, order, row, status, now);
      await within?.(tx, row);
      return decided;
    });
    await notify(notice);
    return notice ? 'applied' : 'ignored';
  }

  /** The failed or succeeded side of applyResult, on a locked repayment still processing. */
  async function decide(
    tx: Executor,
    order: LoanOrderRow,
    row: RepaymentRow,
    status: Exclude<CollectionStatus, { status: 'pending' }>,
    now: Date,
  ): Promise<Notice> {
    if (status.status === 'failed') {
      await repaymentRepository.transition(tx, row.id, ['processing'], {
        state: 'failed',
        failureReason: status.reason,
        updatedAt: now,
        settledAt: now,
      });
      if (row.couponId) await couponRepository.releaseOne(tx, row.couponId);
      return writeNotice(tx, {
        customerId: row.customerId,
        template: 'repayment_failed',
        params: { amount: rupees(row.amountPaise), orderNo: order.orderNo },
      });
    }
    return settle(tx, order, row, status.amountPaise, now);
  }

  /** Money arrived: the books and the ledger move together, as the domain's settlement decides. */
  async function settle(
    tx: Executor,
    order: LoanOrderRow,
    row: RepaymentRow,
    collectedPaise: number,
    now: Date,
  ): Promise<Notice> {
    const day = today();
    const loanOpen = order.state === 'disbursed';
    const book = loanOpen ? await accrueLocked(tx, order, day) : await bookRepository.load(tx, order.id);
    const exit =
      row.kind === 'cooling_off'
        ? coolingOff({
            amountPaise: order.amountPaise,
            dailyRatePpm: order.dailyRatePpm,
            disbursedAt: order.disbursedAt ?? row.createdAt,
            coolingOffHours: order.pricing.coolingOffHours,
            now: row.createdAt,
          })
        : null;
    const settled = settleRepayment({
      book,
      terms: bookTerms(order, deps.extensionDays),
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
      allocation: { ...settled.allocation },
      ...(settled.newDueDay === undefined ? {} : { newDueDay: settled.newDueDay }),
      updatedAt: now,
      settledAt: now,
    });
    const notice = (template: Notice['template'], params: Notice['params']) =>
      writeNotice(tx, { customerId: order.customerId, template, params });
    switch (settled.outcome) {
      case 'extended':
        return notice('loan_extended', {
          amount: rupees(row.amountPaise),
          orderNo: order.orderNo,
          date: formatDate(`${settled.newDueDay}T00:00:00+05:30`),
        });
      case 'received':
        break;
      case 'exited':
      case 'settled':
        await transitionOrder(tx, order.id, ['disbursed'], {
          state: settled.outcome === 'exited' ? 'canceled_cooling_off' : 'settled',
          closedAt: now,
          updatedAt: now,
        });
        await loanAccountRepository.update(tx, order.id, { accruing: false });
        if (settled.outcome === 'exited') {
          return notice('loan_cooling_off_exit', { amount: rupees(row.amountPaise), orderNo: order.orderNo });
        }
        return closed(tx, order, now);
      case 'short':
        return notice('repayment_short', {
          amount: exactRupees(row.amountPaise),
          orderNo: order.orderNo,
          date: formatDate(`${row.quotedDay}T00:00:00+05:30`),
          owed: exactRupees(settled.remainingPaise ?? 0),
        });
    }
    return notice('repayment_received', {
      amount: rupees(row.amountPaise),
      orderNo: order.orderNo,
      owed: rupees(settled.payoffPaise),
    });
  }

  /** A loan paid off: referral rewards, a limit offer when it was never overdue, and the borrower is told. */
  async function closed(tx: Executor, order: LoanOrderRow, now: Date): Promise<Notice> {
    await deps.onSettled?.(tx, order);
    const everOverdue = (await loanAccountRepository.find(tx, order.id))?.everOverdue;
    const offer = everOverdue ? null : await offerOnSettlement(tx, order, now);
    if (offer) {
      await writeNotice(tx, {
        customerId: order.customerId,
        template: 'limit_offer',
        params: { amount: rupees(offer.quotaPaise), months: offer.maxTermMonths },
      });
    }
    return writeNotice(tx, {
      customerId: order.customerId,
      template: 'loan_settled',
      params: { orderNo: order.orderNo },
    });
  }

  /** The payment-gateway simulator's Pay / Decline, as the tester chooses on /paymentProcess. */
  async function simulate(
    customerId: string,
    id: string,
    outcome: 'succeeded' | 'failed',
  ): Promise<RepaymentView> {
    const row = await repaymentRepository.findOwn(db, customerId, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (!gateway.simulate || row.method !== 'gateway' || row.state !== 'processing') {
      throw new AppError('REPAYMENT_NOT_OPEN');
    }
    await gateway.simulate(row.reference, outcome);
    const status = await gateway.status(row.reference);
    if (status) await applyResult(row.reference, status);
    return get(customerId, id);
  }

  /** Opens the books of a loan whose money went out (called in the disbursal's transaction). */
  async function openBooks(tx: Executor, order: LoanOrderRow): Promise<void> {
    await bookRepository.insert(tx, order.id, openBook(order.schedule, order.startDay));
    await loanAccountRepository.update(tx, order.id, { accruing: true, accruedThrough: order.startDay });
  }

  return {
    bill,
    create,
    get,
    history,
    submitUtr,
    simulate,
    applyResult,
    runAccrual,
    runAccrualStats,
    openBooks,
    jobs: { [REPAYMENT_CHECK_JOB]: runCheck },
  };
}

export type RepaymentService = ReturnType<typeof createRepaymentService>;

function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

export type { LimitOfferView };
