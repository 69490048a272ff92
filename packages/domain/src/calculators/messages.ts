/**
 * The calculators' assertion messages (developer-facing, as in
 * util/messages.ts). Kept here while another change owns that file; they can
 * move there unchanged.
 */
export const INVALID_AMOUNT = 'An amount must be a positive whole number of paise.';
export const INVALID_RATE_BPS = 'A rate in basis points must be a non-negative safe integer.';
export const INVALID_TENURE_MONTHS = 'A tenure must be a whole number of months, 1 to 480.';
export const INVALID_COMPOUNDING = 'Compounding must be monthly, quarterly, half_yearly or yearly.';
export const INVALID_FD_DAYS = 'Leftover days of a deposit must be a whole number from 0 to 30.';
export const RD_TENURE_NOT_QUARTERS =
  'A recurring deposit runs a whole number of quarters (3, 6, 9 … months).';
export const FEES_NOT_BELOW_AMOUNT = 'Upfront fees must be non-negative and leave something to disburse.';
export const TOO_FEW_OFFERS = 'Comparing loans needs two or more offers.';
