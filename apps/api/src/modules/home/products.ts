import { DEFAULT_PRODUCTS } from '@app/domain';

/**
 * The products offered to new customers: the domain defaults until products
 * become versioned configuration (issue 8).
 */
export const PRODUCTS = DEFAULT_PRODUCTS;
