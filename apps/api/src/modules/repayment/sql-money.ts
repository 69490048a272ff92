import { type SQL, sql } from 'drizzle-orm';

/**
 * `paise` as the SMS show money: whole rupees half up with Indian grouping
 * and the rupee sign, as domain `formatMoney(paise / 100, { symbol: true })`
 * does (tests hold the two together).
 */
export const rupeesSql = (paise: SQL): SQL => sql`(
  select '₹' || case when length(r) <= 3 then r
    else regexp_replace(left(r, -3), '(\\d)(?=(\\d\\d)+$)', '\\1,', 'g') || ',' || right(r, 3) end
  from (select (div(greatest(${paise}, 0) + 50, 100))::text as r) x)`;

/** A rate in parts per million as a percentage without trailing zeros, as domain `ppmToPercent` writes it. */
export const percentSql = (ppm: SQL): SQL => sql`trim_scale((${ppm})::numeric / 10000)::text`;
