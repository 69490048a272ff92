import type {
  CollectionAssignBody,
  CollectionContact,
  CollectionContactBody,
  CollectionLoan,
  CollectionPromise,
  CollectionQueue,
  CollectionQueueQuery,
  CollectionReferences,
  CollectorList,
} from '@app/contract';
import {
  type AssetClass,
  type CollectionBucket,
  daysBetween,
  dpdBucket,
  istDayKey,
  PROMISE_MAX_DAYS_AHEAD,
  withinContactHours,
} from '@app/domain';
import type { Db, Executor } from '../../db/client';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import type { AuthenticatedStaff } from '../staff';
import { collectionsRepository as repo } from './collections-repository';

type LoanRow = NonNullable<Awaited<ReturnType<typeof repo.loan>>>;
type QueueRow = Awaited<ReturnType<typeof repo.queue>>['rows'][number];

const bucketOf = (dpd: number) => dpdBucket(dpd) as CollectionBucket;

function item(row: QueueRow | LoanRow) {
  return {
    orderId: row.orderId,
    orderNo: row.orderNo,
    customerName: row.customerName,
    dpd: row.dpd,
    bucket: bucketOf(row.dpd),
    assetClass: row.assetClass as AssetClass,
    overduePaise: row.overduePaise,
    collector: row.collectorId ? { id: row.collectorId, name: row.collectorName ?? '' } : null,
    nextFollowUpOn: row.nextFollowUpOn,
    lastContactAt: row.lastContactAt ? row.lastContactAt.toISOString() : null,
    pendingPromise: row.pendingPromise,
  };
}

/** A calendar day `raw` that is today or later, at most PROMISE_MAX_DAYS_AHEAD ahead. */
function promiseDay(raw: string, today: string): string {
  const ahead = daysBetween(today, raw);
  if (ahead < 0) throw new AppError('PROMISE_IN_PAST', { field: 'promise.promisedOn' });
  if (ahead > PROMISE_MAX_DAYS_AHEAD) throw new AppError('PROMISE_TOO_FAR', { field: 'promise.promisedOn' });
  return raw;
}

/**
 * The collections queue (issue 34, decision 085): overdue loans by bucket,
 * assigned by an admin to collectors; each loan's contact file. A collector
 * reaches only the loans assigned to them; an admin reaches all. Every view
 * of a borrower's references, every refusal and every change is audited in
 * the transaction that makes it.
 */
export function createCollectionsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function audit(
    tx: Executor,
    staff: AuthenticatedStaff,
    action: string,
    orderId: string,
    after: unknown,
    reason: string | null = null,
  ) {
    await auditRepository.record(
      tx,
      { staffId: staff.staffId, action, subjectType: 'loan', subjectId: orderId, after, reason },
      clock.now(),
    );
  }

  /** The loan, if `staff` may work it: its collector or an admin. Refusals are audited. */
  async function reachable(tx: Executor, staff: AuthenticatedStaff, orderId: string, action: string) {
    const row = await repo.loan(tx, orderId, istDayKey(clock.now()));
    if (!row) return new AppError('NOT_FOUND');
    if (staff.role !== 'admin' && row.collectorId !== staff.staffId) {
      await audit(tx, staff, 'collections.refused', orderId, { action }, 'COLLECTION_NOT_ASSIGNED');
      return new AppError('COLLECTION_NOT_ASSIGNED');
    }
    return row;
  }

  return {
    async queue(staff: AuthenticatedStaff, query: CollectionQueueQuery): Promise<CollectionQueue> {
      // A collector's queue is theirs whatever they ask for.
      const assignee =
        staff.role !== 'admin' || query.assignee === 'me'
          ? staff.staffId
          : query.assignee === 'any'
            ? undefined
            : query.assignee;
      const { rows, buckets, total } = await repo.queue(db, {
        ...query,
        assignee,
        today: istDayKey(clock.now()),
      });
      return {
        items: rows.map((row) => ({ ...item(row), phoneLast4: row.phone.slice(-4) })),
        total,
        buckets,
      };
    },

    async collectors(): Promise<CollectorList> {
      return { collectors: await repo.activeCollectors(db) };
    },

    /** Admin only (the route checks): loans in the queue to an active collector; audited per loan. */
    async assign(staff: AuthenticatedStaff, body: CollectionAssignBody): Promise<{ assigned: number }> {
      return transact(db, async (tx) => {
        const collectors = await repo.activeCollectors(tx);
        if (!collectors.some((c) => c.id === body.collectorId)) {
          return new AppError('COLLECTOR_UNKNOWN', { field: 'collectorId' });
        }
        const orderIds = [...new Set(body.orderIds)];
        const queued = await repo.queuedIds(tx, orderIds);
        if (queued.length !== orderIds.length) return new AppError('COLLECTION_LOAN_NOT_OVERDUE');
        const before = await repo.assign(tx, orderIds, body.collectorId, staff.staffId, clock.now());
        for (const orderId of orderIds) {
          const previous = before.find((b) => b.orderId === orderId)?.collectorId ?? null;
          await auditRepository.record(
            tx,
            {
              staffId: staff.staffId,
              action: 'collections.assign',
              subjectType: 'loan',
              subjectId: orderId,
              before: { collectorId: previous },
              after: { collectorId: body.collectorId },
            },
            clock.now(),
          );
        }
        return { assigned: orderIds.length };
      });
    },

    async loan(staff: AuthenticatedStaff, orderId: string): Promise<CollectionLoan> {
      const row = await transact(db, (tx) => reachable(tx, staff, orderId, 'view'));
      const [contacts, promises] = await Promise.all([
        repo.contacts(db, orderId),
        repo.promises(db, orderId),
      ]);
      return {
        ...item(row),
        phone: row.phone,
        principalPaise: row.principalPaise,
        contacts: contacts.map(toContact),
        promises: promises.map(toPromise),
      };
    },

    /**
     * The borrower's references (the application's contacts step), to its
     * collector or an admin; every view audited. They are people who can
     * reach the borrower, never people to tell of the debt: nothing here
     * sends them anything.
     */
    async references(staff: AuthenticatedStaff, orderId: string): Promise<CollectionReferences> {
      return transact(db, async (tx) => {
        const row = await reachable(tx, staff, orderId, 'references');
        if (row instanceof AppError) return row;
        const references = row.steps.contacts?.contacts ?? [];
        await audit(tx, staff, 'collections.references.view', orderId, { count: references.length });
        return {
          references: references.map(({ name, phone, relationship }) => ({ name, phone, relationship })),
        };
      });
    },

    /** A call (within the contact hours) or a note, with a follow-up day and, for 'promised', a promise to pay. */
    async logContact(
      staff: AuthenticatedStaff,
      orderId: string,
      body: CollectionContactBody,
    ): Promise<{ contact: CollectionContact; promise: CollectionPromise | null }> {
      const now = clock.now();
      const today = istDayKey(now);
      if (body.kind === 'call' && !body.outcome)
        throw new AppError('COLLECTION_OUTCOME_INVALID', { field: 'outcome' });
      if (body.kind === 'note' && (body.outcome || !body.note)) {
        throw new AppError('COLLECTION_OUTCOME_INVALID', { field: body.outcome ? 'outcome' : 'note' });
      }
      if ((body.outcome === 'promised') !== (body.promise !== undefined)) {
        throw new AppError('COLLECTION_OUTCOME_INVALID', { field: 'promise' });
      }
      const promisedOn = body.promise ? promiseDay(body.promise.promisedOn, today) : null;
      if (body.followUpOn && daysBetween(today, body.followUpOn) < 0) {
        throw new AppError('FOLLOW_UP_IN_PAST', { field: 'followUpOn' });
      }
      return transact(db, async (tx) => {
        const row = await reachable(tx, staff, orderId, 'contact');
        if (row instanceof AppError) return row;
        if (body.kind === 'call' && !withinContactHours(now)) {
          await audit(
            tx,
            staff,
            'collections.refused',
            orderId,
            { action: 'contact', outcome: body.outcome },
            'OUTSIDE_CONTACT_HOURS',
          );
          return new AppError('OUTSIDE_CONTACT_HOURS');
        }
        const contact = await repo.insertContact(tx, {
          orderId,
          staffId: staff.staffId,
          kind: body.kind,
          outcome: body.outcome ?? null,
          note: body.note || null,
          followUpOn: body.followUpOn ?? null,
          at: now,
        });
        const promise =
          body.promise && promisedOn
            ? await repo.insertPromise(tx, {
                orderId,
                contactId: contact.id,
                staffId: staff.staffId,
                promisedOn,
                amountPaise: body.promise.amountPaise,
                createdAt: now,
              })
            : null;
        await audit(tx, staff, 'collections.contact', orderId, {
          kind: contact.kind,
          outcome: contact.outcome,
          followUpOn: contact.followUpOn,
          promise: promise ? { promisedOn: promise.promisedOn, amountPaise: promise.amountPaise } : null,
        });
        return {
          contact: toContact({ ...contact, staffName: staff.name }),
          promise: promise ? toPromise({ ...promise, staffName: staff.name }) : null,
        };
      });
    },

    /** The daily job's part: promises kept or broken from the books (idempotent). */
    async settlePromises(): Promise<{ kept: number; broken: number }> {
      const now = clock.now();
      return transact(db, (tx) => repo.settlePromises(tx, istDayKey(now), now));
    },
  };
}

function toContact(row: Awaited<ReturnType<typeof repo.contacts>>[number]): CollectionContact {
  return { ...row, at: row.at.toISOString() };
}

function toPromise(row: Awaited<ReturnType<typeof repo.promises>>[number]): CollectionPromise {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
