import { CalculatorOutline, CollectMoneyOutline, HistogramOutline, PieOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useTranslation } from '@/i18n/use-translation';
import '../calculators.css';

type Kind = 'emi' | 'fd' | 'rd' | 'compare';

/** The four calculators of spec §1, each at its own route. */
const CARDS: readonly { kind: Kind; to: string; Icon: typeof CalculatorOutline }[] = [
  { kind: 'emi', to: '/emiCalculator', Icon: CalculatorOutline },
  { kind: 'fd', to: '/fdCalculator', Icon: PieOutline },
  { kind: 'rd', to: '/rdCalculator', Icon: CollectMoneyOutline },
  { kind: 'compare', to: '/compareLoans', Icon: HistogramOutline },
];

/** /calculators: RD, FD, EMI and compare loans (spec §1), one card each. */
export default function CalculatorsPage() {
  const { t } = useTranslation();
  return (
    <div className="page calc-page" data-testid="calculators">
      <PageHeader title={t('calculators.title')} />
      <p className="calc-intro">{t('calculators.hubIntro')}</p>
      <ul className="calc-hub">
        {CARDS.map(({ kind, to, Icon }) => (
          <li key={kind}>
            <Link to={to} className="card calc-hub__card" data-testid={`calculator-${kind}`}>
              <span className="calc-hub__icon">
                <Icon aria-hidden />
              </span>
              <span className="calc-hub__title">{t(`calculators.${kind}.title`)}</span>
              <span className="calc-hub__body">{t(`calculators.${kind}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
