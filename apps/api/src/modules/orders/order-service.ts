import type { OrderView, QuoteView, WithdrawOptions, WithdrawRequest } from '@app/contract';
import {
  couponUsable,
  formatMoney,
  istDayKey,
  type LoanProduct,
  loanOptions,
  maxLoan,
  minWithdrawalPaise,
  type PricingConfig,
  productFor,
  type Quote,
  quoteWithdrawal,
  randomFileName,
  termOptionsMonths,
  withdrawalAmountProblem,
} from '@app/domain';
import type { Db, Executor } from '../../db/client';
import type { ApplicationRow, LoanOrderRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { idempotency } from '../../platform/idempotency';
import { ledgerRepository } from '../../platform/ledger-repository';
import { applicationRepository } from '../application';
import type { ActiveProductConfig, ProductConfigStore } from '../configuration';
import { couponRepository } from '../coupons';
import { limitOfferRepository } from '../offers';
import { kycYearLine } from './kyc-year-line';
import { orderRepository } from './order-repository';
import { pricedFigures, toOrderView, toQuoteView } from './order-view';

export interface OrderServiceDeps {
  db: Db;
  clock: Clock;
  /** The versioned pricing and products: each request prices with the version in force. */
  productConfig: Pick<ProductConfigStore, 'current'>;
  /**
   * MANDATE_FAILED_DEBIT_CHARGE_PAISE, fixed in each order's pricing as it is
   * priced: its KFS, agreement, auto-debit terms and books read it there.
   */
  failedDebitChargePaise: number;
}

interface Approved {
  row: ApplicationRow;
  product: LoanProduct;
  quotaPaise: number;
  dailyRatePpm: number;
}

/** The customer's approved credit line, or LOAN_NOT_APPROVED. */
function approvedLine(row: ApplicationRow | undefined, products: readonly LoanProduct[]): Approved {
  if (row?.state !== 'approved' || !row.product || row.quotaPaise === null || row.dailyRatePpm === null) {
    throw new AppError('LOAN_NOT_APPROVED');
  }
  return {
    row,
    product: productFor(row.product, products),
    quotaPaise: row.quotaPaise,
    dailyRatePpm: row.dailyRatePpm,
  };
}

/** The line within the KYC mode's yearly limit (decision 076); full-KYC modes keep theirs. */
async function withinKycLimit(executor: Executor, line: Approved, now: Date): Promise<Approved> {
  const mode = line.row.steps.identity?.kycMode;
  const limited = await kycYearLine(executor, line.row.customerId, mode, line.quotaPaise, now);
  return limited ? { ...line, quotaPaise: limited.quotaPaise } : line;
}

/**
 * Withdrawal (spec §1 step 5): the choices open to an approved borrower, the
 * price of a choice, and the order that fixes it. Pricing is the domain's;
 * this service only picks the inputs and keeps the rules of §4 and §5.
 */
export function createOrderService(deps: OrderServiceDeps) {
  const { db, clock } = deps;

  /** Terms open to the customer: a longer one for each on-time offer the borrower accepted. */
  async function termsFor(
    executor: Executor,
    customerId: string,
    product: LoanProduct,
    pricing: PricingConfig,
  ): Promise<number[]> {
    const onTime = await limitOfferRepository.countAccepted(executor, customerId);
    return termOptionsMonths(product, onTime, pricing);
  }

  /** `lock`: inside the confirming transaction, where the coupon row is locked until commit. */
  async function price(
    executor: Executor,
    customerId: string,
    line: Approved,
    request: WithdrawRequest,
    lock: boolean,
    pricing: PricingConfig,
  ) {
    const problem = withdrawalAmountProblem(request.amountPaise, line.quotaPaise, line.product, pricing);
    if (problem === 'WITHDRAW_ABOVE_QUOTA') {
      const most = Math.min(line.quotaPaise, line.product.maxAmountPaise) / 100;
      throw new AppError(problem, {
        field: 'amountPaise',
        params: { amount: formatMoney(most, { symbol: true }) },
      });
    }
    if (problem) throw new AppError(problem, { field: 'amountPaise' });
    const terms = await termsFor(executor, customerId, line.product, pricing);
    if (!terms.includes(request.termMonths)) throw new AppError('TERM_NOT_OFFERED', { field: 'termMonths' });
    const coupon = request.couponId ? await usableCoupon(executor, customerId, request, lock) : null;
    return quoteWithdrawal({
      amountPaise: request.amountPaise,
      termMonths: request.termMonths,
      dailyRatePpm: line.dailyRatePpm,
      couponFacePaise: coupon?.facePaise ?? 0,
      startDay: istDayKey(clock.now()),
      config: pricing,
    });
  }

  /** The chosen coupon, locked when in a transaction; COUPON_UNAVAILABLE (spec §8) unless usable now. */
  async function usableCoupon(
    executor: Executor,
    customerId: string,
    request: WithdrawRequest,
    lock: boolean,
  ) {
    const id = request.couponId ?? '';
    const coupon = lock
      ? await couponRepository.lockOwn(executor, customerId, id)
      : await couponRepository.findOwn(executor, customerId, id);
    if (!coupon || !couponUsable(coupon, 'withdrawal', request.amountPaise, clock.now())) {
      throw new AppError('COUPON_UNAVAILABLE', { field: 'couponId' });
    }
    return coupon;
  }

  function orderValues(customerId: string, line: Approved, quote: Quote, config: ActiveProductConfig) {
    return {
      orderNo: `LN${quote.startDay.replaceAll('-', '')}${randomFileName().slice(0, 8)}`,
      customerId,
      applicationId: line.row.id,
      state: 'created' as const,
      product: line.product.kind,
      ...pricedFigures(quote),
      schedule: quote.schedule,
      pricing: { ...config.pricing, failedDebitChargePaise: deps.failedDebitChargePaise },
      productConfigVersion: config.version,
    };
  }

  /** Order views with what each borrower owes, read from the ledger in one query, and their books. */
  async function views(rows: LoanOrderRow[]): Promise<OrderView[]> {
    const ids = rows.map((r) => r.id);
    const owed = await ledgerRepository.outstandingByOrder(db, ids);
    const books = await orderRepository.booksOf(db, ids);
    const now = clock.now();
    return rows.map((row) => toOrderView(row, now, owed.get(row.id) ?? 0, books.get(row.id)));
  }

  return {
    async options(customerId: string): Promise<WithdrawOptions> {
      const { pricing, products } = await deps.productConfig.current();
      const line = await withinKycLimit(
        db,
        approvedLine(await applicationRepository.findLatest(db, customerId), products),
        clock.now(),
      );
      const options = loanOptions(line.product, line.quotaPaise, pricing);
      const open = await orderRepository.findOpen(db, customerId);
      return {
        product: line.product.kind,
        quotaPaise: line.quotaPaise,
        dailyRatePpm: line.dailyRatePpm,
        loanOptions: options,
        maxLoan: maxLoan(options),
        minAmountPaise: minWithdrawalPaise(line.product, pricing),
        amountStepPaise: pricing.amountStepPaise,
        termsMonths: await termsFor(db, customerId, line.product, pricing),
        installmentDays: pricing.installmentDays,
        daysPerMonth: pricing.daysPerMonth,
        openOrderId: open?.id ?? null,
      };
    },

    /** The price of a choice, as the confirmation screen shows it; nothing is stored. */
    async quote(customerId: string, request: WithdrawRequest): Promise<QuoteView> {
      const { pricing, products } = await deps.productConfig.current();
      const line = await withinKycLimit(
        db,
        approvedLine(await applicationRepository.findLatest(db, customerId), products),
        clock.now(),
      );
      return toQuoteView(await price(db, customerId, line, request, false, pricing), pricing);
    },

    /**
     * Confirms a withdrawal: one order, priced now, in state 'created'. The
     * customer's application row is locked first, so concurrent confirms run
     * one after another: the first creates the order, a replay of its key gets
     * the same answer, any other finds the open order (spec §4: repay first).
     */
    async confirm(customerId: string, key: string, request: WithdrawRequest): Promise<OrderView> {
      const idem = { customerId, scope: 'orders', key, body: request };
      const config = await deps.productConfig.current();
      return transact(db, async (tx) => {
        const row = await applicationRepository.lockLatest(tx, customerId);
        const replay = await idempotency.check<OrderView>(tx, idem);
        if (replay.replayed) return replay.response;
        const line = await withinKycLimit(tx, approvedLine(row, config.products), clock.now());
        if (await orderRepository.findOpen(tx, customerId)) throw new AppError('OUTSTANDING_ORDER');
        const quote = await price(tx, customerId, line, request, true, config.pricing);
        const now = clock.now();
        const order = await orderRepository.insert(
          tx,
          { ...orderValues(customerId, line, quote, config), couponId: request.couponId ?? null },
          now,
        );
        if (request.couponId) await couponRepository.markUsed(tx, request.couponId, order.id, now);
        const view = toOrderView(order, now, 0);
        await idempotency.remember(tx, idem, { statusCode: 201, response: view }, now);
        return view;
      });
    },

    /** Every order of the customer, newest first. */
    /** My Loan's list (spec §9: order history shows 3 months): open orders, and those closed in the last 3 months. */
    async list(customerId: string): Promise<OrderView[]> {
      const now = clock.now();
      const since = new Date(now);
      since.setUTCMonth(since.getUTCMonth() - 3);
      const rows = (await orderRepository.listOwnWithOutstanding(db, customerId)).filter(
        ({ order }) => !order.closedAt || order.closedAt >= since,
      );
      const books = await orderRepository.booksOf(
        db,
        rows.map(({ order }) => order.id),
      );
      return rows.map(({ order, outstandingPaise }) =>
        toOrderView(order, now, outstandingPaise, books.get(order.id)),
      );
    },

    async current(customerId: string): Promise<OrderView | null> {
      const open = await orderRepository.findOpen(db, customerId);
      return open ? ((await views([open]))[0] ?? null) : null;
    },

    async get(customerId: string, id: string): Promise<OrderView> {
      const row = await orderRepository.findOwn(db, customerId, id);
      if (!row) throw new AppError('NOT_FOUND');
      return (await views([row]))[0] as OrderView;
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
