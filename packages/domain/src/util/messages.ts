/**
 * Every assertion message of the domain helpers, in one place (as dinero.js
 * does), so a thrown error can be matched in tests and logs by its text.
 * These are developer-facing: users never see them.
 */
export const INVALID_PAISE = 'Paise must be a safe integer.';
export const INVALID_RATE_PPM = 'A rate in parts per million must be a non-negative safe integer.';
export const INVALID_DAYS = 'Days must be a non-negative safe integer.';
export const INVALID_RUPEES = 'Rupees must be a finite amount with at most two decimals.';
export const RUPEES_OUT_OF_RANGE = 'The amount in paise is beyond the safe integer range.';
export const INVALID_DATE = 'The date could not be read.';
export const RANDOM_SOURCE_EXHAUSTED = 'The random source gave no usable bytes.';
export const INVALID_SHARE_COUNT = 'An amount can only be split into a positive whole number of shares.';
export const NEGATIVE_AMOUNT = 'This amount cannot be negative.';
export const INVALID_DAY_KEY = 'A day must be written YYYY-MM-DD.';
export const TERM_NOT_WHOLE_INSTALMENTS = 'A term must be a whole number of instalment periods.';
export const RECEIVED_NOT_POSITIVE = 'The fees would leave nothing to disburse.';
export const APR_NO_SOLUTION = 'The cash flows have no annual percentage rate.';
export const JOURNAL_UNBALANCED = 'A journal needs two or more whole-paise lines that sum to zero.';
