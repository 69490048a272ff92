import { timestamp } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Every time column is timestamptz and
 * written from the injectable clock (never the DB's now()), so tests can move time.
 * Phones are the bare 10 digits (normalizeIndianPhone).
 */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
