import type { BillInstalment } from '@app/contract';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';

const TONE: Record<BillInstalment['state'], string> = {
  paid: 'done',
  overdue: 'late',
  due_today: 'soon',
  upcoming: 'calm',
};

/**
 * The instalments as they stand: due date, what each comes to with penal
 * charges (and what is paid of one paid in part), its state. Three columns,
 * so that it fits a 360 px phone.
 */
export function InstalmentTable({ instalments }: { instalments: readonly BillInstalment[] }) {
  const { t } = useTranslation();
  return (
    <section className="card">
      <h2 className="card__title">{t('repayment.instalments.title')}</h2>
      <div className="schedule-scroll">
        <table className="schedule repay-instalments" data-testid="bill-instalments">
          <thead>
            <tr>
              <th scope="col">{t('repayment.instalments.due')}</th>
              <th scope="col">{t('repayment.instalments.amount')}</th>
              <th scope="col">{t('repayment.instalments.status')}</th>
            </tr>
          </thead>
          <tbody>
            {instalments.map((row) => (
              <tr key={row.number} data-testid={`bill-instalment-${row.number}`} data-state={row.state}>
                <td>{dayText(row.dueDay)}</td>
                <td>
                  <span className="schedule__total">
                    {formatPaise(row.principalPaise + row.interestPaise + row.penalPaise)}
                  </span>
                  {row.paidPaise > 0 && row.state !== 'paid' ? (
                    <span className="repay-instalments__paid">
                      {t('repayment.instalments.paidPart', { amount: formatPaise(row.paidPaise) })}
                    </span>
                  ) : null}
                </td>
                <td>
                  <span className={`repay-chip repay-chip--small repay-chip--${TONE[row.state]}`}>
                    {t(`repayment.instalments.states.${row.state}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
