import type { AmortisationRow } from '@app/domain';
import { Collapse } from 'antd-mobile';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';

const MONTHS_A_YEAR = 12;

/** The rows in years of twelve months: year 1 is months 1 to 12. */
export function byYear(schedule: readonly AmortisationRow[]): AmortisationRow[][] {
  const years: AmortisationRow[][] = [];
  for (let i = 0; i < schedule.length; i += MONTHS_A_YEAR) years.push(schedule.slice(i, i + MONTHS_A_YEAR));
  return years;
}

function Rows({ rows }: { rows: readonly AmortisationRow[] }) {
  const { t } = useTranslation();
  return (
    <div className="calc-table-scroll">
      <table className="calc-table">
        <thead>
          <tr>
            <th scope="col">{t('calculators.table.month')}</th>
            <th scope="col">{t('calculators.table.principal')}</th>
            <th scope="col">{t('calculators.table.interest')}</th>
            <th scope="col">{t('calculators.table.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month} data-testid={`amort-row-${row.month}`}>
              <td>{row.month}</td>
              <td>{formatPaise(row.principalPaise)}</td>
              <td>{formatPaise(row.interestPaise)}</td>
              <td data-testid={`amort-balance-${row.month}`}>{formatPaise(row.closingPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The month-by-month schedule. A year or less is one table; longer loans
 * fold by year (each title shows the balance at its end), the first year
 * open, and a folded year is not drawn until it is opened.
 */
export function AmortisationTable({ schedule }: { schedule: readonly AmortisationRow[] }) {
  const { t } = useTranslation();
  const years = byYear(schedule);
  return (
    <section className="card calc-schedule" data-testid="amort-table">
      <h2 className="card__title">{t('calculators.table.title')}</h2>
      {years.length <= 1 ? (
        <Rows rows={schedule} />
      ) : (
        <Collapse defaultActiveKey={['1']} className="calc-years">
          {years.map((rows, i) => {
            const year = i + 1;
            const closing = rows.at(-1)?.closingPaise ?? 0;
            return (
              <Collapse.Panel
                key={String(year)}
                title={
                  <span className="calc-years__title" data-testid={`amort-year-${year}`}>
                    <span>{t('calculators.table.year', { year })}</span>
                    <span className="calc-years__balance">
                      {t('calculators.table.yearBalance', { amount: formatPaise(closing) })}
                    </span>
                  </span>
                }
              >
                <Rows rows={rows} />
              </Collapse.Panel>
            );
          })}
        </Collapse>
      )}
    </section>
  );
}
