import { addDays, istDayKey, tallyDpd } from '@app/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { istDayStart } from '../../lib/ist-day';
import { dashboardRepository } from './dashboard-repository';

/** The instant an IST day 'YYYY-MM-DD' begins (India is UTC+05:30 all year). */
const istMidnight = (day: string) => istDayStart(new Date(`${day}T12:00:00+05:30`));

/**
 * The console's dashboard: the flows of one business day (applications,
 * decisions, disbursals, collections) and the book as it stands now (open
 * loans, overdue buckets). Read-only, so it needs no transaction: each
 * figure is one consistent query.
 */
export function createDashboardService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function figures(day?: string) {
    const now = clock.now();
    const today = istDayKey(now);
    const key = day ?? today;
    const range = { from: istMidnight(key), to: istMidnight(addDays(key, 1)) };
    const [apps, disbursed, collected, openLoans, dpd] = await Promise.all([
      dashboardRepository.applications(db, range),
      dashboardRepository.disbursed(db, range),
      dashboardRepository.collected(db, range),
      dashboardRepository.openLoans(db),
      dashboardRepository.overdueByDpd(db, today),
    ]);
    const decided = apps.approved + apps.rejected;
    return {
      day: key,
      asOf: now.toISOString(),
      applications: { ...apps, decided, approvalRate: decided === 0 ? null : apps.approved / decided },
      disbursed,
      collected,
      openLoans,
      overdue: tallyDpd(dpd),
    };
  }

  return { figures };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
