import type { GrievanceCreateBody, GrievanceList, GrievanceView, QueuePage } from '@app/contract';
import { addDays, daysBetween, formatDate, istDayKey } from '@app/domain';
import type { Db, Executor } from '../../db/client';
import type { GrievanceRow } from '../../db/schema';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { auditRepository } from '../../platform/audit-repository';
import { customerRepository } from '../../platform/customer-repository';
import type { Notifier } from '../../platform/notifier';
import type { AuthenticatedStaff } from '../staff';
import { grievanceRepository } from './grievance-repository';
import { serviceRepository } from './service-repository';
import { toGrievanceView } from './service-views';

/** A letter may be logged late, but not a year late: older than this is a typo. */
const MAX_BACKDATE_DAYS = 365;

/** A real calendar day, not in the future, not more than a year back. */
function receivedDay(raw: string | undefined, today: string): string {
  if (raw === undefined) return today;
  let back: number;
  try {
    if (addDays(raw, 0) !== raw) throw new AppError('GRIEVANCE_DATE_INVALID', { field: 'receivedOn' });
    back = daysBetween(raw, today);
  } catch {
    throw new AppError('GRIEVANCE_DATE_INVALID', { field: 'receivedOn' });
  }
  if (back < 0 || back > MAX_BACKDATE_DAYS)
    throw new AppError('GRIEVANCE_DATE_INVALID', { field: 'receivedOn' });
  return raw;
}

/**
 * Grievances and their 30-day clock (RB-IOS 2021). Logged from an e-mail,
 * call or letter, or escalated from a feedback; resolved once, with a text
 * that also reaches the customer's message center. Each change is audited in
 * its own transaction.
 */
export function createGrievanceService(deps: { db: Db; clock: Clock; notifier: Pick<Notifier, 'write'> }) {
  const { db, clock, notifier } = deps;

  async function view(executor: Executor, id: string): Promise<GrievanceView> {
    const row = await serviceRepository.findGrievance(executor, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toGrievanceView(row, istDayKey(clock.now()));
  }

  async function audit(
    tx: Executor,
    staff: AuthenticatedStaff,
    action: string,
    row: GrievanceRow,
    before: unknown,
  ) {
    await auditRepository.record(
      tx,
      {
        staffId: staff.staffId,
        action,
        subjectType: 'grievance',
        subjectId: row.id,
        before,
        after: {
          state: row.state,
          channel: row.channel,
          customerId: row.customerId,
          receivedOn: row.receivedOn,
          feedbackId: row.feedbackId,
          resolution: row.resolution,
        },
      },
      clock.now(),
    );
  }

  return {
    /** Least days left first: the open grievances closest to (or past) the Ombudsman line lead. */
    /** Resolved ones have no clock that matters: after the open ones, newest resolution first. */
    async list(state: 'open' | 'resolved' | 'all', page: QueuePage): Promise<GrievanceList> {
      const today = istDayKey(clock.now());
      const { rows, total } = await serviceRepository.listGrievances(db, state, page);
      return { grievances: rows.map((row) => toGrievanceView(row, today)), total };
    },

    async log(body: GrievanceCreateBody, staff: AuthenticatedStaff): Promise<GrievanceView> {
      const now = clock.now();
      const receivedOn = receivedDay(body.receivedOn, istDayKey(now));
      const customer = await customerRepository.findByPhone(db, body.phone);
      if (!customer) throw new AppError('GRIEVANCE_CUSTOMER_UNKNOWN', { field: 'phone' });
      const id = await transact(db, async (tx) => {
        const row = await grievanceRepository.insert(tx, {
          customerId: customer.id,
          channel: body.channel,
          summary: body.summary,
          receivedOn,
          state: 'open',
          loggedBy: staff.staffId,
          createdAt: now,
        });
        if (!row) throw new Error('grievance not inserted');
        await audit(tx, staff, 'service.grievance.create', row, null);
        return row.id;
      });
      return view(db, id);
    },

    /** A feedback becomes a grievance received the day the feedback was sent; once per feedback. */
    async escalate(
      feedbackId: string,
      summary: string | undefined,
      staff: AuthenticatedStaff,
    ): Promise<GrievanceView> {
      const id = await transact(db, async (tx) => {
        const feedback = await serviceRepository.findFeedback(tx, feedbackId);
        if (!feedback) throw new AppError('NOT_FOUND');
        const row = await grievanceRepository.insert(tx, {
          customerId: feedback.customerId,
          channel: 'feedback',
          feedbackId: feedback.id,
          summary: summary ?? feedback.text,
          receivedOn: istDayKey(feedback.createdAt),
          state: 'open',
          loggedBy: staff.staffId,
          createdAt: clock.now(),
        });
        if (!row) throw new AppError('FEEDBACK_ALREADY_ESCALATED');
        await audit(tx, staff, 'service.grievance.escalate', row, null);
        return row.id;
      });
      return view(db, id);
    },

    async resolve(id: string, resolution: string, staff: AuthenticatedStaff): Promise<GrievanceView> {
      await transact(db, async (tx) => {
        const row = await grievanceRepository.resolve(tx, id, {
          resolution,
          staffId: staff.staffId,
          now: clock.now(),
        });
        if (!row) {
          throw new AppError(
            (await grievanceRepository.find(tx, id)) ? 'GRIEVANCE_ALREADY_RESOLVED' : 'NOT_FOUND',
          );
        }
        await notifier.write(tx, {
          customerId: row.customerId,
          template: 'grievance_resolved',
          params: { date: formatDate(row.receivedOn, 'DD-MM-YYYY'), resolution },
        });
        await audit(tx, staff, 'service.grievance.resolve', row, { state: 'open' });
      });
      return view(db, id);
    },
  };
}

export type GrievanceService = ReturnType<typeof createGrievanceService>;
