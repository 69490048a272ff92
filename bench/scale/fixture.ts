// The shape of the 1M-customer scale database (bench/scale/seed.ts), shared by
// the seed and the benches that read it: ids, phones and session tokens are
// derived from the customer number n (1..SCALE_CUSTOMERS), so nothing has to
// be read back from the database to address a customer.
import { createHash } from 'node:crypto';

export const SCALE_DB_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/rs_scale';
export const SCALE_CUSTOMERS = Number(process.env.SCALE_CUSTOMERS ?? 1_000_000);

/**
 * Fixed keys of the bench database only (never a real deployment's): the
 * server that reads rs_scale must run with these to decrypt what the seed wrote.
 */
export const SCALE_ENV = {
  APP_SECRET: 'rs-scale-bench-app-secret-0123456789abcdef',
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64url'),
} as const;

/**
 * md5 of a text shaped as a version-4 uuid (the API's schemas check the
 * version and variant digits): the same as the seed's SQL function
 * seed_uuid(text).
 */
export function md5Uuid(text: string): string {
  const h = createHash('md5').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
}

export const customerId = (n: number) => md5Uuid(`c${n}`);
export const applicationId = (n: number) => md5Uuid(`a${n}`);
/** Every customer's open, disbursed loan. */
export const activeOrderId = (n: number) => md5Uuid(`o${n}`);
/** The settled older loan of the customers that have one (n % 4 === 0). */
export const settledOrderId = (n: number) => md5Uuid(`s${n}`);
export const hasSettledOrder = (n: number) => n % 4 === 0;
/** 7 followed by n on 9 digits: 7000000001 ... 7001000000. */
export const phoneOf = (n: number) => `7${String(n).padStart(9, '0')}`;

/**
 * The bearer token of customer n's session (43 base64url characters, as the
 * app makes them). Every customer has one; the seed computes the same in SQL.
 */
export const tokenFor = (n: number) =>
  createHash('sha256').update(`rs-scale-session:${n}`).digest('base64url');
