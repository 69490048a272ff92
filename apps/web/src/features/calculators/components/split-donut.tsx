import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';

const RADIUS = 52;
const STROKE = 18;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A share as a percentage to one decimal, for the legend. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? (Math.round((part * 1000) / whole) / 10).toFixed(1) : '0.0';

/**
 * Principal against interest as a ring: the brand colour is the principal,
 * amber the interest, the interest's share in the middle. Hand-drawn SVG (two
 * circles), so no chart library ships with the page.
 */
export function SplitDonut({
  principalPaise,
  interestPaise,
}: {
  principalPaise: number;
  interestPaise: number;
}) {
  const { t } = useTranslation();
  const total = principalPaise + interestPaise;
  const principalArc = total > 0 ? (principalPaise / total) * CIRCUMFERENCE : CIRCUMFERENCE;
  const principalShare = percentOf(principalPaise, total);
  const interestShare = percentOf(interestPaise, total);
  return (
    <section className="card calc-chart" data-testid="emi-chart">
      <h2 className="card__title">{t('calculators.chart.split')}</h2>
      <div className="calc-donut">
        <svg
          viewBox="0 0 140 140"
          width="140"
          height="140"
          role="img"
          aria-label={`${t('calculators.chart.principal')} ${principalShare}%, ${t('calculators.chart.interest')} ${interestShare}%`}
        >
          <circle cx="70" cy="70" r={RADIUS} fill="none" stroke="var(--accent)" strokeWidth={STROKE} />
          <circle
            cx="70"
            cy="70"
            r={RADIUS}
            fill="none"
            stroke="var(--brand)"
            strokeWidth={STROKE}
            strokeDasharray={`${principalArc} ${CIRCUMFERENCE}`}
            transform="rotate(-90 70 70)"
            data-testid="emi-chart-principal"
          />
          {/* The ring's middle is narrow: the interest share fits it whatever the amounts. */}
          <text x="70" y="68" textAnchor="middle" className="calc-donut__share">
            {t('calculators.chart.share', { percent: interestShare })}
          </text>
          <text x="70" y="86" textAnchor="middle" className="calc-donut__caption">
            {t('calculators.chart.interest')}
          </text>
        </svg>
        <ul className="calc-legend">
          <li>
            <span className="calc-legend__swatch calc-legend__swatch--principal" aria-hidden />
            <span className="calc-legend__name">{t('calculators.chart.principal')}</span>
            <strong>{formatPaise(principalPaise)}</strong>
            <span className="calc-legend__share">
              {t('calculators.chart.share', { percent: principalShare })}
            </span>
          </li>
          <li>
            <span className="calc-legend__swatch calc-legend__swatch--interest" aria-hidden />
            <span className="calc-legend__name">{t('calculators.chart.interest')}</span>
            <strong>{formatPaise(interestPaise)}</strong>
            <span className="calc-legend__share">
              {t('calculators.chart.share', { percent: interestShare })}
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
