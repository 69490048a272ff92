import type { ContentSegment } from '@app/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The one definition of each segment, as a condition on `customers c`.
 * An open loan is a disbursed one (money out, being repaid); an order still
 * being signed or paid out is not a loan yet. The names and labels are in
 * packages/domain staff/content.ts.
 */
const SEGMENT_SQL: Readonly<Record<ContentSegment, SQL>> = {
  all: sql`true`,
  approved_no_loan: sql`exists (select 1 from applications a where a.customer_id = c.id and a.state = 'approved')
    and not exists (select 1 from loan_orders o where o.customer_id = c.id and o.state = 'disbursed')`,
  open_loan: sql`exists (select 1 from loan_orders o where o.customer_id = c.id and o.state = 'disbursed')`,
  repaid: sql`exists (select 1 from loan_orders o where o.customer_id = c.id and o.state = 'settled')`,
};

/** Who a campaign reaches: a segment, or one customer by id. */
export type Audience = { segment: ContentSegment } | { customerId: string };

export function audienceCondition(audience: Audience): SQL {
  return 'segment' in audience ? SEGMENT_SQL[audience.segment] : sql`c.id = ${audience.customerId}`;
}
