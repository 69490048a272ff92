import { CalculatorOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import { LinkRow } from './link-row';

/** Home's way to the finance calculators (spec §1), under the loan products they help weigh. */
export function CalculatorsEntry() {
  const { t } = useTranslation();
  return (
    <LinkRow
      to="/calculators"
      icon={<CalculatorOutline aria-hidden />}
      title={t('calculators.homeEntry')}
      description={t('calculators.homeEntryBody')}
      testId="home-calculators"
    />
  );
}
