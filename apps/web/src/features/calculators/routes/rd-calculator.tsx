import { paise, recurringDepositMaturity } from '@app/domain';
import { PageHeader } from '@/components/ui/page-header';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { AmountRateFields, useFields } from '../components/amount-rate-fields';
import { checkRecurringDeposit, type RecurringDepositFields } from '../components/check-deposits';
import { NumberField } from '../components/number-field';
import { wholeFilter } from '../components/parse-input';
import { CalculatorProblem, ResultFigures } from '../components/result-figures';
import '../calculators.css';

const START: RecurringDepositFields = { amount: '1000', rate: '7', months: '12' };

/** /rdCalculator: a monthly saving's maturity by the IBA formula (quarterly compounding). */
export default function RdCalculatorPage() {
  const { t } = useTranslation();
  const [fields, set] = useFields(START);
  const checked = checkRecurringDeposit(fields);
  const faults = checked.ok ? null : checked.faults;
  const deposit = checked.ok
    ? recurringDepositMaturity({ ...checked.value, instalmentPaise: paise(checked.value.instalmentPaise) })
    : null;
  // Only the tenure wrong, and only by not being whole quarters: say that rather than the general rule.
  const onlyQuarters = !checked.ok && checked.quarters && !checked.faults.amount && !checked.faults.rate;

  return (
    <div className="page calc-page" data-testid="rd-calculator">
      <PageHeader title={t('calculators.rd.title')} fallback="/calculators" />
      <section className="card calc-form">
        <AmountRateFields
          idPrefix="rd"
          amountLabel={t('calculators.field.instalment')}
          values={fields}
          faults={faults}
          onChange={set}
        />
        <NumberField
          id="rd-months"
          label={t('calculators.field.rdTenure')}
          value={fields.months}
          onChange={(months) => set({ months })}
          filter={wholeFilter}
          inputMode="numeric"
          invalid={Boolean(faults?.tenure)}
          hint={t('calculators.field.rdTenureHint')}
        />
      </section>
      {deposit && checked.ok ? (
        <>
          <ResultFigures
            headline={{
              label: t('calculators.result.maturity'),
              value: formatPaise(deposit.maturityPaise),
              testId: 'rd-maturity',
            }}
            rows={[
              {
                label: t('calculators.result.deposited'),
                value: formatPaise(deposit.depositedPaise),
                testId: 'rd-deposited',
              },
              {
                label: t('calculators.result.interestEarned'),
                value: formatPaise(deposit.interestPaise),
                testId: 'rd-interest',
              },
            ]}
          />
          <p className="calc-note">{t('calculators.depositNote')}</p>
        </>
      ) : (
        <CalculatorProblem>
          {onlyQuarters ? t('calculators.rdQuarters') : errorText('CALCULATOR_INPUT_REQUIRED')}
        </CalculatorProblem>
      )}
    </div>
  );
}
