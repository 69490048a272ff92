import { DEFAULT_PRODUCTS } from '@app/domain';

/**
 * The products offered to new customers: the domain defaults until products
 * become versioned configuration (issue 8).
 */
export const PRODUCTS = DEFAULT_PRODUCTS;

/** Amounts (rupees) the home screen's option list shows across the personal range. */
export const LOAN_OPTION_STEP_RUPEES = 5_000;
