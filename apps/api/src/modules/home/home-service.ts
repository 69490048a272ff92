import {
  type HomeApplication,
  type HomeResponse,
  HomeResponseSchema,
  type HomeStage,
  type LoanOption,
} from '@app/contract';
import { kycModeLimitPaise, type LoanProduct, loanOptions, type PricingConfig } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { type ApplicationRow, applications, customers, sessions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CustomerReadCache } from '../../lib/customer-read-cache';
import { applicationRepository, latestPhotos, pendingRedo, stepStatuses } from '../application';
import {
  type AuthenticatedCustomer,
  bearerTokenHash,
  liveCustomer,
  SESSION_COLUMNS,
  touchSession,
} from '../auth';
import type { ActiveProductConfig, ProductConfigStore, ProductOffers } from '../configuration';
import { kycYearLine } from '../orders';

/** The spec §9 option list: the approved product up to the quota, or the personal range closed before approval. */
function optionsFor(
  row: HomeRow | undefined,
  pricing: PricingConfig,
  products: readonly LoanProduct[],
): LoanOption[] {
  const product = products.find((p) => p.kind === (row?.product ?? 'personal')) ?? products[0];
  if (!product) return [];
  const quota = row?.state === 'approved' && row.quotaPaise !== null ? row.quotaPaise : 0;
  return loanOptions(product, quota, pricing);
}

const STAGE_OF_STATE: Record<ApplicationRow['state'], HomeStage> = {
  draft: 'continue',
  submitted: 'under_review',
  approved: 'approved',
  rejected: 'rejected',
  identity_failed: 'identity_failed',
};

/**
 * Home in one round trip: the session (as every authenticated request reads
 * it) and the newest application's fields Home needs, as one prepared
 * statement. The Home tab is read on every app start; as two statements it
 * waited on two round trips (decision 048), and the full application row
 * carries step values, telemetry and the bureau report that only a draft's
 * progress needs.
 */
const homeRead = preparedPerDb((db: Db) =>
  db
    .select({
      session: SESSION_COLUMNS,
      application: {
        id: applications.id,
        state: applications.state,
        consentAt: applications.consentAt,
        expectedDecisionAt: applications.expectedDecisionAt,
        quotaPaise: applications.quotaPaise,
        dailyRatePpm: applications.dailyRatePpm,
        product: applications.product,
        rejectionReason: applications.rejectionReason,
        reapplyAt: applications.reapplyAt,
        // the identity's KYC mode alone: the steps' values are not read here
        kycMode: sql<string | null>`${applications.steps}->'identity'->>'kycMode'`,
      },
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .leftJoin(
      applications,
      sql`${applications.id} = (select newest.id from ${applications} newest
        where newest.customer_id = ${sessions.customerId}
        order by newest.created_at desc limit 1)`,
    )
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('home_by_session'),
);

type HomeRow = Pick<
  ApplicationRow,
  | 'id'
  | 'state'
  | 'consentAt'
  | 'expectedDecisionAt'
  | 'quotaPaise'
  | 'dailyRatePpm'
  | 'product'
  | 'rejectionReason'
  | 'reapplyAt'
> & { kycMode: string | null };

export type HomeFound = Awaited<ReturnType<ReturnType<typeof homeRead>['execute']>>[number];

/** What the Home route's onRequest hook read: who asks, and their newest application if any. */
export interface HomeRead {
  customer: AuthenticatedCustomer;
  row: HomeRow | undefined;
}

/** How many different steady answers are shared at most (oldest forgotten first). */
const DISTINCT_ANSWERS = 256;

const isEditable = (row: HomeRow) => row.state === 'draft' || row.state === 'identity_failed';

/** An approval on a KYC mode with a yearly limit (decision 076): its remainder moves with payouts and the clock. */
const yearLimited = (row: HomeRow) => row.state === 'approved' && kycModeLimitPaise(row.kycMode) !== null;

/**
 * How long such an answer is kept: a payout changes no row Home watches, but
 * it opens a loan, and Home shows the loan instead of the remainder until it
 * closes; the minute only bounds how stale the field itself can be.
 */
const YEAR_LINE_KEPT_MS = 60_000;

export function createHomeService(deps: {
  db: Db;
  clock: Clock;
  productConfig: Pick<ProductConfigStore, 'current'>;
  /** The products priced by a configuration (APR range, worked example): Home's product cards. */
  offersOf: ProductOffers;
  /** Home's statement kept per session until the customer changes (decision 051); none reads every time. */
  cache?: CustomerReadCache<HomeFound>;
}) {
  const { db, clock, cache } = deps;

  async function readThrough(tokenHash: string): Promise<HomeFound | undefined> {
    const ticket = cache?.ticket() ?? 0;
    const [found] = await homeRead(db).execute({ tokenHash });
    if (found) cache?.set(ticket, tokenHash, found.session.customerId, found);
    return found;
  }

  async function progressOf(row: HomeRow) {
    if (!isEditable(row)) return { progress: 100, nextStep: null, redoPhotos: [] };
    // Progress needs the saved steps and the photos only while the application is being filled in.
    const [full, accepted] = await Promise.all([
      applicationRepository.findById(db, row.id),
      applicationRepository.acceptedPhotos(db, row.id),
    ]);
    if (!full) return { progress: 0, nextStep: null, redoPhotos: [] };
    const photos = latestPhotos(accepted);
    return {
      ...stepStatuses(full, photos),
      redoPhotos: row.state === 'identity_failed' ? pendingRedo(full, photos) : [],
    };
  }

  /** What a limited mode may still have paid out (the withdrawal's own figure), and until when. */
  async function yearLine(row: HomeRow, customerId: string) {
    const line =
      yearLimited(row) && row.quotaPaise !== null
        ? await kycYearLine(db, customerId, row.kycMode, row.quotaPaise, clock.now())
        : null;
    return {
      kycLimitRemainingPaise: line?.quotaPaise ?? null,
      kycLimitRemainingUntil: line?.growsAt?.toISOString() ?? null,
    };
  }

  async function summary(row: HomeRow, customerId: string): Promise<HomeApplication> {
    const [{ progress, nextStep, redoPhotos }, limit] = await Promise.all([
      progressOf(row),
      yearLine(row, customerId),
    ]);
    return {
      progress,
      nextStep,
      expectedDecisionAt: row.state === 'submitted' ? (row.expectedDecisionAt?.toISOString() ?? null) : null,
      quotaPaise: row.state === 'approved' ? row.quotaPaise : null,
      dailyRatePpm: row.state === 'approved' ? row.dailyRatePpm : null,
      product: row.state === 'approved' ? row.product : null,
      reason: row.state === 'rejected' ? row.rejectionReason : null,
      reapplyAt: row.state === 'rejected' ? (row.reapplyAt?.toISOString() ?? null) : null,
      canReapply: row.state === 'rejected' && (!row.reapplyAt || row.reapplyAt <= clock.now()),
      redoPhotos,
      ...limit,
    };
  }

  async function view(
    row: HomeRow | undefined,
    customerId: string,
    config: ActiveProductConfig,
  ): Promise<HomeResponse> {
    const { pricing, products } = config;
    // A draft nobody has consented to yet is still "apply": the user only opened the checklist.
    const started = row !== undefined && (row.state !== 'draft' || row.consentAt !== null);
    return {
      stage: started ? STAGE_OF_STATE[row.state] : 'apply',
      offers: deps.offersOf(config),
      loanOptions: optionsFor(row, pricing, products),
      application: started ? await summary(row, customerId) : null,
    };
  }

  const answers = new WeakMap<object, { version: number; body: string; until: number }>();
  const NO_APPLICATION = {};
  // Most customers' answers are equal (same product, quota and configuration): rows kept for
  // thousands of sessions share one copy of each (about 2 KB with a salary loan's options).
  const distinct = new Map<string, string>();
  function shared(body: string): string {
    const known = distinct.get(body);
    if (known !== undefined) return known;
    distinct.set(body, body);
    if (distinct.size > DISTINCT_ANSWERS) distinct.delete(distinct.keys().next().value as string);
    return body;
  }

  return {
    /**
     * The caller (as authenticate resolves it, with its errors) and the
     * newest application, read together.
     */
    async read(authorization: string | undefined): Promise<HomeRead> {
      const tokenHash = bearerTokenHash(authorization);
      // The session is judged anew on every request (expiry runs on the clock); only the rows are kept.
      const found = cache?.get(tokenHash) ?? (await readThrough(tokenHash));
      const now = clock.now();
      const customer = liveCustomer(found?.session, now);
      await touchSession(db, customer, now);
      return { customer, row: found?.application ?? undefined };
    },

    /**
     * Home's answer as JSON, encoded as the route's response schema would.
     * Approved, in review and not yet applied change only with the row or the
     * configuration: their answer is kept beside the row (which the read cache
     * hands back as the same object until the customer changes) for the
     * configuration's version. A yearly-limited line's remainder moves with
     * payouts and the clock: it is kept a minute at most, and not past the
     * day it grows. A rejection's reapply date runs on the clock and a
     * draft's progress on other tables: those are built every time.
     */
    async json(read: HomeRead): Promise<string> {
      const config = await deps.productConfig.current();
      const { row } = read;
      const steady = row === undefined || row.state === 'approved' || row.state === 'submitted';
      const key = row ?? NO_APPLICATION;
      const kept = steady ? answers.get(key) : undefined;
      const now = clock.now().getTime();
      if (kept?.version === config.version && now < kept.until) return kept.body;
      const answer = await view(row, read.customer.customerId, config);
      const body = JSON.stringify(HomeResponseSchema.encode(answer));
      if (!steady) return body;
      const one = shared(body);
      const grows = answer.application?.kycLimitRemainingUntil;
      const until =
        row && yearLimited(row)
          ? Math.min(now + YEAR_LINE_KEPT_MS, grows ? Date.parse(grows) : Number.POSITIVE_INFINITY)
          : Number.POSITIVE_INFINITY;
      answers.set(key, { version: config.version, body: one, until });
      return one;
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
