import type { InstalmentView } from '@app/contract';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';

/**
 * The instalments: number, due date and amount; `detailed` adds principal and
 * interest and leaves the number out, so that it fits a 360 px phone.
 */
export function ScheduleTable({
  schedule,
  detailed = false,
}: {
  schedule: readonly InstalmentView[];
  detailed?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="schedule-scroll">
      <table className="schedule" data-testid="schedule">
        <thead>
          <tr>
            {detailed ? null : <th scope="col">{t('order.scheduleNumber')}</th>}
            <th scope="col">{t('order.scheduleDue')}</th>
            {detailed ? <th scope="col">{t('order.schedulePrincipal')}</th> : null}
            {detailed ? <th scope="col">{t('order.scheduleInterest')}</th> : null}
            <th scope="col">{t('order.scheduleTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((row) => (
            <tr key={row.number} data-testid={`instalment-${row.number}`}>
              {detailed ? null : <td>{row.number}</td>}
              <td>{dayText(row.dueDay)}</td>
              {detailed ? <td>{formatPaise(row.principalPaise)}</td> : null}
              {detailed ? <td>{formatPaise(row.interestPaise)}</td> : null}
              <td className="schedule__total">{formatPaise(row.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
