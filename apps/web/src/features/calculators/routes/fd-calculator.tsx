import { COMPOUNDING_MONTHS, type Compounding, fixedDepositMaturity, paise } from '@app/domain';
import { Selector } from 'antd-mobile';
import { PageHeader } from '@/components/ui/page-header';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { AmountRateFields, useFields } from '../components/amount-rate-fields';
import { checkFixedDeposit, type FixedDepositFields } from '../components/check-deposits';
import { FdTenureField } from '../components/fd-tenure-field';
import { CalculatorProblem, ResultFigures } from '../components/result-figures';
import '../calculators.css';

const START: FixedDepositFields = {
  amount: '100000',
  rate: '7',
  years: '5',
  months: '',
  days: '',
  compounding: 'quarterly',
};
const COMPOUNDINGS = Object.keys(COMPOUNDING_MONTHS) as Compounding[];

/** /fdCalculator: what a fixed deposit pays at maturity, compounded quarterly unless chosen otherwise. */
export default function FdCalculatorPage() {
  const { t } = useTranslation();
  const [fields, set] = useFields(START);
  const checked = checkFixedDeposit(fields);
  const faults = checked.ok ? null : checked.faults;
  const deposit = checked.ok
    ? fixedDepositMaturity({ ...checked.value, principalPaise: paise(checked.value.principalPaise) })
    : null;

  return (
    <div className="page calc-page" data-testid="fd-calculator">
      <PageHeader title={t('calculators.fd.title')} fallback="/calculators" />
      <section className="card calc-form">
        <AmountRateFields
          idPrefix="fd"
          amountLabel={t('calculators.field.depositAmount')}
          values={fields}
          faults={faults}
          onChange={set}
        />
        <FdTenureField
          values={fields}
          invalid={Boolean(faults?.tenure)}
          onChange={(part, value) => set({ [part]: value })}
        />
        <div className="field calc-field">
          <span className="field__label" id="fd-compounding-label">
            {t('calculators.field.compounding')}
          </span>
          <Selector
            className="calc-selector"
            aria-labelledby="fd-compounding-label"
            columns={2}
            showCheckMark={false}
            value={[fields.compounding]}
            onChange={(picked) => {
              const [compounding] = picked;
              if (compounding) set({ compounding });
            }}
            options={COMPOUNDINGS.map((value) => ({
              value,
              label: (
                <span data-testid={`fd-compounding-${value}`}>{t(`calculators.compounding.${value}`)}</span>
              ),
            }))}
          />
        </div>
      </section>
      {deposit && checked.ok ? (
        <>
          <ResultFigures
            headline={{
              label: t('calculators.result.maturity'),
              value: formatPaise(deposit.maturityPaise),
              testId: 'fd-maturity',
            }}
            rows={[
              {
                label: t('calculators.result.invested'),
                value: formatPaise(checked.value.principalPaise),
                testId: 'fd-invested',
              },
              {
                label: t('calculators.result.interestEarned'),
                value: formatPaise(deposit.interestPaise),
                testId: 'fd-interest',
              },
            ]}
          />
          <p className="calc-note">{t('calculators.depositNote')}</p>
        </>
      ) : (
        <CalculatorProblem>{errorText('CALCULATOR_INPUT_REQUIRED')}</CalculatorProblem>
      )}
    </div>
  );
}
