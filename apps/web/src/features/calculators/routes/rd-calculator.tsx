import { paise, recurringDepositMaturity } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { errorText } from '@/i18n/error-text';
import { formatPaise } from '@/lib/money';
import { checkRecurringDeposit, type RecurringDepositFields } from '../components/check-deposits';
import { NumberField } from '../components/number-field';
import { amountHint, decimalFilter, wholeFilter } from '../components/parse-input';
import { CalculatorProblem, ResultFigures } from '../components/result-figures';
import '../calculators.css';

const START: RecurringDepositFields = { amount: '1000', rate: '7', months: '12' };
const decimals = decimalFilter(2);

/** /rdCalculator: a monthly saving's maturity by the IBA formula (quarterly compounding). */
export default function RdCalculatorPage() {
  const { t } = useTranslation();
  const [fields, setFields] = useState(START);
  const set = (patch: Partial<RecurringDepositFields>) => setFields((current) => ({ ...current, ...patch }));
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
        <NumberField
          id="rd-amount"
          label={t('calculators.field.instalment')}
          prefix="₹"
          value={fields.amount}
          onChange={(amount) => set({ amount })}
          filter={decimals}
          invalid={Boolean(faults?.amount)}
          hint={amountHint(fields.amount)}
        />
        <NumberField
          id="rd-rate"
          label={t('calculators.field.rate')}
          suffix="%"
          value={fields.rate}
          onChange={(rate) => set({ rate })}
          filter={decimals}
          invalid={Boolean(faults?.rate)}
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
