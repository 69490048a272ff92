import type { OrderView, QuoteView } from '@app/contract';
import type { PricingConfig, Quote } from '@app/domain';
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

/** The stored order as the API shows it: the figures it was priced with, never re-priced. */
export function toOrderView(row: LoanOrderRow): OrderView {
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
  };
}
