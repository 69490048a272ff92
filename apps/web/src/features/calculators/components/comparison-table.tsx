import { formatBasisPoints, type LoanComparison } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';

type Metric = 'emi' | 'totalInterest' | 'fees' | 'totalCost' | 'received' | 'apr';
const METRICS: readonly Metric[] = ['emi', 'totalInterest', 'fees', 'totalCost', 'received', 'apr'];

function figure(offer: LoanComparison['offers'][number], metric: Metric): string {
  switch (metric) {
    case 'emi':
      return formatPaise(offer.emiPaise);
    case 'totalInterest':
      return formatPaise(offer.totalInterestPaise);
    case 'fees':
      return formatPaise(offer.feesPaise);
    case 'totalCost':
      return formatPaise(offer.totalCostPaise);
    case 'received':
      return formatPaise(offer.netDisbursedPaise);
    case 'apr':
      return `${formatBasisPoints(offer.aprBps)}%`;
  }
}

/**
 * The offers in columns, one row per figure; the cheapest by total cost
 * (interest plus fees, domain's compareLoans) is tinted and labelled.
 */
export function ComparisonTable({
  comparison,
  names,
}: {
  comparison: LoanComparison;
  names: readonly string[];
}) {
  const nameOf = (i: number) => names[i] ?? String(i + 1);
  const { t } = useTranslation();
  const cheapest = (i: number) => i === comparison.cheapestIndex;
  const cell = (i: number) => (cheapest(i) ? 'calc-compare__cheapest' : undefined);
  return (
    <section className="card calc-compare" data-testid="comparison">
      <h2 className="card__title">{t('calculators.comparison.title')}</h2>
      <div className="calc-table-scroll">
        <table className="calc-table calc-compare__table">
          <thead>
            <tr>
              <td />
              {comparison.offers.map((_, i) => (
                <th
                  key={nameOf(i)}
                  scope="col"
                  className={cell(i)}
                  data-testid={`compare-offer-${i}`}
                  data-cheapest={cheapest(i) || undefined}
                >
                  {t('calculators.offer.name', { name: nameOf(i) })}
                  {cheapest(i) ? (
                    <span className="calc-compare__badge" data-testid="compare-cheapest">
                      {t('calculators.comparison.cheapest')}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {METRICS.map((metric) => (
              <tr key={metric} className={metric === 'totalCost' ? 'calc-compare__total' : undefined}>
                <th scope="row">{t(`calculators.comparison.${metric}`)}</th>
                {comparison.offers.map((offer, i) => (
                  <td key={nameOf(i)} className={cell(i)} data-testid={`compare-${metric}-${i}`}>
                    {figure(offer, metric)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="calc-note">{t('calculators.comparison.aprNote')}</p>
    </section>
  );
}
