import type { QuoteView } from '@app/contract';
import { FigureList } from '@/components/ui/figure-list';
import { useTranslation } from '@/i18n/use-translation';
import { dayText } from '@/lib/day-text';
import { formatPaise } from '@/lib/money';
import { aprText } from './quote-figures';
import { ScheduleTable } from './schedule-table';

/**
 * The live summary under the choice: what arrives, what goes back, when the
 * first instalment is due and each instalment. `stale` dims it while the
 * next choice is being priced; `problem` replaces it when the choice has none.
 */
export function QuoteSummary({
  quote,
  stale,
  problem,
}: {
  quote: QuoteView | undefined;
  stale: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const first = quote?.schedule[0];
  return (
    <section
      className={stale ? 'card withdraw-summary withdraw-summary--stale' : 'card withdraw-summary'}
      data-testid="quote-summary"
      data-amount={quote && !stale ? quote.amountPaise : undefined}
      data-term={quote && !stale ? quote.termMonths : undefined}
      aria-busy={stale || undefined}
    >
      <h2 className="card__title">{t('order.summaryTitle')}</h2>
      {problem ? (
        <p className="withdraw-problem" role="alert" data-testid="quote-problem">
          {problem}
        </p>
      ) : !quote ? (
        <p className="card__hint">{t('order.quoteLoading')}</p>
      ) : (
        <>
          <div className="withdraw-summary__lead">
            <div>
              <p className="withdraw-summary__label">{t('order.received')}</p>
              <p className="withdraw-summary__amount" data-testid="summary-received">
                {formatPaise(quote.receivedPaise)}
              </p>
            </div>
            <div>
              <p className="withdraw-summary__label">{t('order.totalRepayable')}</p>
              <p className="withdraw-summary__amount" data-testid="summary-repayable">
                {formatPaise(quote.totalRepayablePaise)}
              </p>
            </div>
          </div>
          <FigureList
            figures={[
              {
                label: t('order.firstDue'),
                value: first ? dayText(first.dueDay) : '',
                testId: 'summary-first-due',
              },
              {
                label: t('order.apr'),
                value: t('order.aprValue', { apr: aprText(quote.aprBps) }),
                testId: 'summary-apr',
              },
            ]}
          />
          <h3 className="card__subtitle">{t('order.eachInstalment')}</h3>
          <ScheduleTable schedule={quote.schedule} />
        </>
      )}
    </section>
  );
}
