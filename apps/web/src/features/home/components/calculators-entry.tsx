import { List } from 'antd-mobile';
import { CalculatorOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Home's way to the finance calculators (spec §1), under the loan products they help weigh. */
export function CalculatorsEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <List className="card card--list">
      <List.Item
        prefix={<CalculatorOutline aria-hidden />}
        description={t('calculators.homeEntryBody')}
        onClick={() => navigate('/calculators')}
        data-testid="home-calculators"
      >
        {t('calculators.homeEntry')}
      </List.Item>
    </List>
  );
}
