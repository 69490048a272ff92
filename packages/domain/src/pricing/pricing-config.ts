/**
 * Every number a withdrawal is priced with, in one place. Money in integer
 * paise, rates in parts per million (1% = 10,000 ppm). An order copies the
 * configuration it was priced with, so a change here never touches a loan
 * already made. docs/pricing.md lists these defaults; the API can override them.
 */
export interface PricingConfig {
  /** Days between two instalments (spec §9 "15*6": 6 instalments of 15 days). */
  installmentDays: number;
  /** A month of the term counts as this many days: 3 months = 90 days = 6 instalments. */
  daysPerMonth: number;
  /** Service fee, a share of the amount, payable to the lender. */
  serviceFeePpm: number;
  /** Credit score reporting fee, flat, passed on to the credit bureau (a third party). */
  creditReportFeePaise: number;
  /** Ticket (documentation) fee, flat, payable to the lender. */
  ticketFeePaise: number;
  /** GST on fees (18%). */
  gstPpm: number;
  /**
   * What GST is charged on. The spec gives both readings (§9): every fee, or
   * the service charge only. Default: every fee, as Indian GST law taxes each
   * of these services.
   */
  gstBase: 'all_fees' | 'service_fee';
  /** A withdrawal must be more than this (spec §5: greater than Rs 2,000)... */
  minWithdrawalExclusivePaise: number;
  /** ...and less than this (spec §5: less than Rs 1,00,00,000). */
  maxWithdrawalExclusivePaise: number;
  /** Amounts are chosen in steps of this much. */
  amountStepPaise: number;
  /** Terms, in months, a first loan may take; each loan repaid on time unlocks the next. */
  termStepMonths: number;
  /** Hours after disbursal in which the borrower can exit without penalty (spec §9: 24). */
  coolingOffHours: number;
  /** Penal charge on an overdue instalment, a share of it per day (shown in the KFS). */
  penalDailyPpm: number;
  /** A one-off penalty fee on an instalment the first day it is overdue (shown in the KFS); 0 for none. */
  penaltyFeePaise: number;
  /**
   * Days an extension (rollover) moves the due date. The spec gives 15 in one
   * place and 8 in another (§4, §9); 15 by default, EXTENSION_DAYS sets it.
   */
  extensionDays: number;
  /** The extension fee, a share of the principal still owed (GST is added when gstBase is all_fees). */
  extensionFeePpm: number;
  /**
   * Extensions in a row a loan may take: since the last instalment paid off,
   * or since the payout (decision 068: 2, so a loan cannot roll over and
   * over without paying down). 0 turns extensions off. An order priced
   * before this existed takes the default.
   */
  maxConsecutiveExtensions: number;
}

export const DEFAULT_PRICING: PricingConfig = {
  installmentDays: 15,
  daysPerMonth: 30,
  serviceFeePpm: 30_000,
  creditReportFeePaise: 30_00,
  ticketFeePaise: 20_00,
  gstPpm: 180_000,
  gstBase: 'all_fees',
  minWithdrawalExclusivePaise: 2_000_00,
  maxWithdrawalExclusivePaise: 10_000_000_00,
  amountStepPaise: 100_00,
  termStepMonths: 3,
  coolingOffHours: 24,
  penalDailyPpm: 1_000,
  penaltyFeePaise: 100_00,
  extensionDays: 15,
  extensionFeePpm: 10_000,
  maxConsecutiveExtensions: 2,
};

/**
 * Fields added after orders and configuration versions were first stored:
 * what one stored before a field existed takes (spread it under the stored
 * pricing).
 */
export const PRICING_ADDED_LATER: Pick<PricingConfig, 'maxConsecutiveExtensions'> = {
  maxConsecutiveExtensions: DEFAULT_PRICING.maxConsecutiveExtensions,
};

/**
 * An order's copy of its pricing, with the terms fixed beside it when it was
 * priced from other configuration: the charge on a failed auto-debit
 * (MANDATE_FAILED_DEBIT_CHARGE_PAISE, decision 080), which the KFS, the
 * agreement, the set-up screen and the books all read from here, so a later
 * configuration change never alters a signed loan. Absent on orders priced
 * before it: none (production refused a charge until the books levied it).
 */
export type OrderPricing = PricingConfig & { failedDebitChargePaise?: number };

/** The order's charge on a failed auto-debit, in paise (0: none). */
export const failedDebitChargeOf = (pricing: OrderPricing): number => pricing.failedDebitChargePaise ?? 0;
