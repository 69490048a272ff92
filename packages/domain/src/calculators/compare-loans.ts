import { type Paise, paise } from '../money/paise';
import { periodIrr } from '../pricing/apr';
import { assert } from '../util/assert';
import { type EmiResult, emiCalculation, type LoanInput } from './emi';
import { FEES_NOT_BELOW_AMOUNT, TOO_FEW_OFFERS } from './messages';

export interface LoanOffer extends LoanInput {
  /** Processing and other fees taken upfront, out of the amount. */
  upfrontFeesPaise: Paise;
}

export interface OfferSummary {
  emiPaise: Paise;
  totalInterestPaise: Paise;
  feesPaise: Paise;
  /** Interest + fees: what the loan costs beyond the amount. */
  totalCostPaise: Paise;
  /** Amount − fees: what reaches the borrower. */
  netDisbursedPaise: Paise;
  /** The reported APR: monthly IRR × 12, in basis points (as pricing/apr.ts and RBI's KFS). */
  aprBps: number;
  /** The same IRR compounded, (1 + m)^12 − 1, in basis points, for reference. */
  effectiveAnnualRateBps: number;
}

export interface LoanComparison {
  offers: OfferSummary[];
  /** Index of the offer with the lowest total cost; the first of equals. */
  cheapestIndex: number;
}

/**
 * Two or more offers side by side. The APR is the IRR of the net amount
 * disbursed against the amortisation table's instalments (the last one
 * included as adjusted), so fees raise it above the quoted rate.
 */
export function compareLoans(offers: readonly LoanOffer[]): LoanComparison {
  assert(offers.length >= 2, TOO_FEW_OFFERS);
  const summaries = offers.map(summarise);
  const cheapestIndex = summaries.reduce(
    (best, offer, i) => (offer.totalCostPaise < (summaries[best]?.totalCostPaise ?? Infinity) ? i : best),
    0,
  );
  return { offers: summaries, cheapestIndex };
}

function summarise(offer: LoanOffer): OfferSummary {
  const fees = offer.upfrontFeesPaise;
  assert(Number.isSafeInteger(fees) && fees >= 0 && fees < offer.amountPaise, FEES_NOT_BELOW_AMOUNT);
  const loan: EmiResult = emiCalculation(offer);
  const net = offer.amountPaise - fees;
  const m = periodIrr(
    net,
    loan.schedule.map((row) => row.instalmentPaise),
  );
  return {
    emiPaise: loan.emiPaise,
    totalInterestPaise: loan.totalInterestPaise,
    feesPaise: fees,
    totalCostPaise: paise(loan.totalInterestPaise + fees),
    netDisbursedPaise: paise(net),
    aprBps: Math.round(m * 12 * 10_000),
    effectiveAnnualRateBps: Math.round(((1 + m) ** 12 - 1) * 10_000),
  };
}
