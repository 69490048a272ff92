import type { LoanProduct } from '../order/products';
import type { PricingConfig } from './pricing-config';
import { quoteWithdrawal } from './quote';
import { minWithdrawalPaise, termOptionsMonths } from './terms';

/** A worked example borrows Rs 10,000 when the product lends it (else its nearest amount). */
export const EXAMPLE_AMOUNT_PAISE = 10_000_00;

/** What a worked example chooses, as a withdrawal would: the amount, the shortest term, the dearest rate. */
export interface ExampleChoice {
  amountPaise: number;
  termMonths: number;
  dailyRatePpm: number;
}

/** A worked example's figures, each what a quote for the same choice gives. */
export interface ProductExample extends ExampleChoice {
  termDays: number;
  instalments: number;
  /** Fees and their GST, taken from the amount before it is paid out. */
  chargesPaise: number;
  receivedPaise: number;
  interestPaise: number;
  /** Principal plus interest: what the borrower pays back. */
  totalRepayablePaise: number;
  aprBps: number;
}

/** A product with its APR range and a worked example (RBI: the APR and an illustration before one applies). */
export interface ProductOfferFigures extends LoanProduct {
  aprMinBps: number;
  aprMaxBps: number;
  example: ProductExample;
}

/**
 * The example's choice: Rs 10,000 within the product's amounts, its shortest
 * term (a first loan's only one) and its highest daily rate, so the example
 * never shows a borrower less than they could pay.
 */
export function exampleChoice(product: LoanProduct, config: PricingConfig): ExampleChoice {
  const step = config.amountStepPaise;
  const highest = Math.floor(product.maxAmountPaise / step) * step;
  const amountPaise = Math.min(Math.max(EXAMPLE_AMOUNT_PAISE, minWithdrawalPaise(product, config)), highest);
  return { amountPaise, termMonths: product.minTermMonths, dailyRatePpm: product.dailyRateMaxPpm };
}

const quoteOf = (choice: ExampleChoice, config: PricingConfig, startDay: string) =>
  quoteWithdrawal({ ...choice, couponFacePaise: 0, startDay, config });

/**
 * The lowest and highest APR the product can cost, without a coupon: the
 * flat fees weigh most on the smallest amount over the shortest term at the
 * highest rate, least on the largest over the longest at the lowest; every
 * term is priced, so no shape of the schedule is assumed.
 */
export function productAprRange(
  product: LoanProduct,
  config: PricingConfig,
  startDay: string,
): { minBps: number; maxBps: number } {
  const step = config.amountStepPaise;
  const amounts = [minWithdrawalPaise(product, config), Math.floor(product.maxAmountPaise / step) * step];
  const rates = [product.dailyRateMinPpm, product.dailyRateMaxPpm];
  const aprs: number[] = [];
  for (const termMonths of termOptionsMonths(product, Number.MAX_SAFE_INTEGER, config)) {
    for (const amountPaise of amounts) {
      for (const dailyRatePpm of rates) {
        aprs.push(quoteOf({ amountPaise, termMonths, dailyRatePpm }, config, startDay).aprBps);
      }
    }
  }
  return { minBps: Math.min(...aprs), maxBps: Math.max(...aprs) };
}

/** The product as /start and Home advertise it: its terms, APR range and worked example. */
export function productOffer(
  product: LoanProduct,
  config: PricingConfig,
  startDay: string,
): ProductOfferFigures {
  const choice = exampleChoice(product, config);
  const quote = quoteOf(choice, config, startDay);
  const range = productAprRange(product, config, startDay);
  return {
    ...product,
    aprMinBps: range.minBps,
    aprMaxBps: range.maxBps,
    example: {
      ...choice,
      termDays: quote.termDays,
      instalments: quote.schedule.length,
      chargesPaise: quote.totalDeductionPaise,
      receivedPaise: quote.receivedPaise,
      interestPaise: quote.interestPaise,
      totalRepayablePaise: quote.totalRepayablePaise,
      aprBps: quote.aprBps,
    },
  };
}
