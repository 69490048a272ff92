import type { OrderView, QuoteView } from '@app/contract';
import { coolingOff, type PricingConfig, type Quote } from '@app/domain';
import type { LoanOrderRow } from '../../db/schema';

export function toQuoteView(quote: Quote, config: PricingConfig): QuoteView {
  return {
    amountPaise: quote.amountPaise,
    termMonths: quote.termMonths,
    termDays: quote.termDays,
    installmentDays: quote.installmentDays,
    dailyRatePpm: quote.dailyRatePpm,
    serviceFeePaise: quote.serviceFeePaise,
    creditReportFeePaise: quote.creditReportFeePaise,
    ticketFeePaise: quote.ticketFeePaise,
    gstPaise: quote.gstPaise,
    gstBase: config.gstBase,
    couponPaise: quote.couponPaise,
    totalDeductionPaise: quote.totalDeductionPaise,
    receivedPaise: quote.receivedPaise,
    interestPaise: quote.interestPaise,
    totalRepayablePaise: quote.totalRepayablePaise,
    aprBps: quote.aprBps,
    startDay: quote.startDay,
    endDay: quote.endDay,
    schedule: quote.schedule,
  };
}

/** The exit a borrower has while the cooling-off window is open, else null. */
function coolingOffOf(row: LoanOrderRow, now: Date): OrderView['coolingOff'] {
  if (row.state !== 'disbursed' || !row.disbursedAt) return null;
  const exit = coolingOff({
    amountPaise: row.amountPaise,
    dailyRatePpm: row.dailyRatePpm,
    disbursedAt: row.disbursedAt,
    coolingOffHours: row.pricing.coolingOffHours,
    now,
  });
  return exit.open
    ? { until: exit.until.toISOString(), exitAmountPaise: exit.exitAmountPaise, daysHeld: exit.daysHeld }
    : null;
}

/** The stored order as the API shows it: the figures it was priced with, never re-priced. */
export function toOrderView(row: LoanOrderRow, now: Date, outstandingPaise: number): OrderView {
  return {
    id: row.id,
    orderNo: row.orderNo,
    state: row.state,
    product: row.product,
    quote: {
      amountPaise: row.amountPaise,
      termMonths: row.termMonths,
      termDays: row.termDays,
      installmentDays: row.installmentDays,
      dailyRatePpm: row.dailyRatePpm,
      serviceFeePaise: row.serviceFeePaise,
      creditReportFeePaise: row.creditReportFeePaise,
      ticketFeePaise: row.ticketFeePaise,
      gstPaise: row.gstPaise,
      gstBase: row.pricing.gstBase,
      couponPaise: row.couponPaise,
      totalDeductionPaise: row.totalDeductionPaise,
      receivedPaise: row.receivedPaise,
      interestPaise: row.interestPaise,
      totalRepayablePaise: row.totalRepayablePaise,
      aprBps: row.aprBps,
      startDay: row.startDay,
      endDay: row.endDay,
      schedule: row.schedule,
    },
    createdAt: row.createdAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
    disbursedAt: row.disbursedAt?.toISOString() ?? null,
    utr: row.utr,
    fixBy: row.state === 'disburse_failed' ? (row.fixBy?.toISOString() ?? null) : null,
    coolingOff: coolingOffOf(row, now),
    outstandingPaise,
  };
}
