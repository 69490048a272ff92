import { type Paise, paise } from '../money/paise';
import { applyPpm } from '../money/rounding';
import { assert } from '../util/assert';
import { RECEIVED_NOT_POSITIVE } from '../util/messages';
import type { PricingConfig } from './pricing-config';

/** What is taken from the amount before it is paid out (the spec's loan order fields). */
export interface Deductions {
  serviceFeePaise: Paise;
  creditReportFeePaise: Paise;
  ticketFeePaise: Paise;
  /** GST on the fees its base names (see PricingConfig.gstBase). */
  gstPaise: Paise;
  /** The withdrawal coupon used, never more than the fees and GST it reduces. */
  couponPaise: Paise;
  /** Fees plus GST less the coupon. */
  totalDeductionPaise: Paise;
  /** What reaches the borrower's bank account: the amount less the total deduction. */
  receivedPaise: Paise;
}

export function deductionsFor(amount: Paise, couponFacePaise: number, config: PricingConfig): Deductions {
  const serviceFee = applyPpm(amount, config.serviceFeePpm);
  const creditReportFee = paise(config.creditReportFeePaise);
  const ticketFee = paise(config.ticketFeePaise);
  const gstBase = config.gstBase === 'all_fees' ? serviceFee + creditReportFee + ticketFee : serviceFee;
  const gst = applyPpm(paise(gstBase), config.gstPpm);
  const charges = serviceFee + creditReportFee + ticketFee + gst;
  const coupon = paise(Math.min(Math.max(couponFacePaise, 0), charges));
  const totalDeduction = paise(charges - coupon);
  const received = paise(amount - totalDeduction);
  assert(received > 0, RECEIVED_NOT_POSITIVE);
  return {
    serviceFeePaise: serviceFee,
    creditReportFeePaise: creditReportFee,
    ticketFeePaise: ticketFee,
    gstPaise: gst,
    couponPaise: coupon,
    totalDeductionPaise: totalDeduction,
    receivedPaise: received,
  };
}
