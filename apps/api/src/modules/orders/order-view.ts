import type { InstalmentView, OrderView, QuoteView } from '@app/contract';
import { type BookInstalment, coolingOff, type PricingConfig, type Quote } from '@app/domain';
import type { LoanOrderRow } from '../../db/schema';

/** The figures a quote fixes: the same names on a domain Quote, an order row and the API's Quote. */
export type PricedFigures = Omit<QuoteView, 'gstBase'>;

/** Picks the priced figures from a quote or an order row: one list, so the three never drift apart. */
export function pricedFigures(source: PricedFigures): PricedFigures {
  return {
    amountPaise: source.amountPaise,
    termMonths: source.termMonths,
    termDays: source.termDays,
    installmentDays: source.installmentDays,
    dailyRatePpm: source.dailyRatePpm,
    serviceFeePaise: source.serviceFeePaise,
    creditReportFeePaise: source.creditReportFeePaise,
    ticketFeePaise: source.ticketFeePaise,
    gstPaise: source.gstPaise,
    couponPaise: source.couponPaise,
    totalDeductionPaise: source.totalDeductionPaise,
    receivedPaise: source.receivedPaise,
    interestPaise: source.interestPaise,
    totalRepayablePaise: source.totalRepayablePaise,
    aprBps: source.aprBps,
    startDay: source.startDay,
    endDay: source.endDay,
    schedule: source.schedule,
  };
}

export function toQuoteView(quote: Quote, config: PricingConfig): QuoteView {
  return { ...pricedFigures(quote), gstBase: config.gstBase };
}

/**
 * The exit a borrower has while the cooling-off window is open, else null:
 * never above what the ledger says closes the loan (the bill prices it on
 * the books of the day, the same figure once the day's accrual has run).
 */
function coolingOffOf(row: LoanOrderRow, now: Date, outstandingPaise: number): OrderView['coolingOff'] {
  if (row.state !== 'disbursed' || !row.disbursedAt) return null;
  const exit = coolingOff({
    amountPaise: row.amountPaise,
    dailyRatePpm: row.dailyRatePpm,
    disbursedAt: row.disbursedAt,
    coolingOffHours: row.pricing.coolingOffHours,
    now,
  });
  return exit.open
    ? {
        until: exit.until.toISOString(),
        exitAmountPaise: Math.min(row.amountPaise + exit.interestPaise, outstandingPaise || row.amountPaise),
        daysHeld: exit.daysHeld,
      }
    : null;
}

/**
 * The loan's schedule as its books keep it (decision 069): the due days from
 * the payout day, each instalment's interest as part payments and extensions
 * left it; null before disbursal, when there are no books.
 */
export function bookSchedule(book: readonly BookInstalment[]): InstalmentView[] | null {
  if (book.length === 0) return null;
  let owed = book.reduce((s, i) => s + i.principalPaise, 0);
  return book.map((i) => {
    owed -= i.principalPaise;
    return {
      number: i.number,
      dueDay: i.dueDay,
      principalPaise: i.principalPaise,
      interestPaise: i.interestPaise,
      totalPaise: i.principalPaise + i.interestPaise,
      closingPrincipalPaise: owed,
    };
  });
}

/**
 * The stored order as the API shows it: the figures it was priced with, never
 * re-priced, and once disbursed the schedule its books keep.
 */
export function toOrderView(
  row: LoanOrderRow,
  now: Date,
  outstandingPaise: number,
  book: readonly BookInstalment[] = [],
): OrderView {
  return {
    id: row.id,
    orderNo: row.orderNo,
    state: row.state,
    product: row.product,
    quote: { ...pricedFigures(row), gstBase: row.pricing.gstBase },
    createdAt: row.createdAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    disbursedAt: row.disbursedAt?.toISOString() ?? null,
    utr: row.utr,
    fixBy: row.state === 'disburse_failed' ? (row.fixBy?.toISOString() ?? null) : null,
    coolingOff: coolingOffOf(row, now, outstandingPaise),
    outstandingPaise,
    schedule: bookSchedule(book),
  };
}
