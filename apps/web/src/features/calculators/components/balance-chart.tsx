import type { AmortisationRow } from '@app/domain';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';

const WIDTH = 300;
const HEIGHT = 120;

/**
 * The outstanding balance month by month, as a line over a shaded area: it
 * starts at the amount and reaches zero at the last instalment. Hand-drawn SVG.
 */
export function BalanceChart({ schedule }: { schedule: readonly AmortisationRow[] }) {
  const { t } = useTranslation();
  const start = schedule[0]?.openingPaise ?? 0;
  const months = schedule.length;
  if (start <= 0 || months === 0) return null;
  const balances = [start, ...schedule.map((row) => row.closingPaise)];
  const points = balances
    .map(
      (balance, i) =>
        `${((i / months) * WIDTH).toFixed(1)},${(HEIGHT - (balance / start) * HEIGHT).toFixed(1)}`,
    )
    .join(' ');
  return (
    <section className="card calc-chart" data-testid="balance-chart">
      <h2 className="card__title">{t('calculators.chart.balance')}</h2>
      <figure className="calc-line">
        <p className="calc-line__top">{formatPaise(start)}</p>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('calculators.chart.balanceLabel', { from: formatPaise(start), months })}
        >
          <polygon points={`0,${HEIGHT} ${points} ${WIDTH},${HEIGHT}`} fill="var(--brand-soft)" />
          <polyline
            points={points}
            fill="none"
            stroke="var(--brand)"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
          />
        </svg>
        <figcaption className="calc-line__axis">
          <span>{t('calculators.chart.monthMark', { month: 0 })}</span>
          <span>{t('calculators.chart.monthMark', { month: months })}</span>
        </figcaption>
      </figure>
    </section>
  );
}
