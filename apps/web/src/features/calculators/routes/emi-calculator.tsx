import { emiCalculation, paise } from '@app/domain';
import { PageHeader } from '@/components/ui/page-header';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { formatPaise } from '@/lib/money';
import { AmortisationTable } from '../components/amortisation-table';
import { AmountRateFields, useFields } from '../components/amount-rate-fields';
import { BalanceChart } from '../components/balance-chart';
import { checkLoan, type LoanFields } from '../components/check-loan';
import { convertTenure } from '../components/parse-input';
import { CalculatorProblem, ResultFigures } from '../components/result-figures';
import { SplitDonut } from '../components/split-donut';
import { TenureField } from '../components/tenure-field';
import '../calculators.css';

const START: LoanFields = { amount: '100000', rate: '10.5', tenure: '12', unit: 'months' };

/** /emiCalculator: the EMI of a reducing-balance loan, its split, balance and schedule. */
export default function EmiCalculatorPage() {
  const { t } = useTranslation();
  const [fields, set] = useFields(START);
  const checked = checkLoan(fields);
  const faults = checked.ok ? null : checked.faults;
  // Exact BigInt arithmetic over at most 480 months: well under a millisecond, so no memo.
  const loan = checked.ok
    ? emiCalculation({ ...checked.value, amountPaise: paise(checked.value.amountPaise) })
    : null;

  return (
    <div className="page calc-page" data-testid="emi-calculator">
      <PageHeader title={t('calculators.emi.title')} fallback="/calculators" />
      <section className="card calc-form">
        <AmountRateFields
          idPrefix="emi"
          amountLabel={t('calculators.field.loanAmount')}
          values={fields}
          faults={faults}
          onChange={set}
        />
        <TenureField
          id="emi-tenure"
          value={fields.tenure}
          unit={fields.unit}
          invalid={Boolean(faults?.tenure)}
          onChange={(tenure) => set({ tenure })}
          onUnit={(unit) => set({ unit, tenure: convertTenure(fields.tenure, fields.unit, unit) })}
        />
      </section>
      {loan && checked.ok ? (
        <>
          <ResultFigures
            headline={{
              label: t('calculators.result.emi'),
              value: formatPaise(loan.emiPaise),
              testId: 'emi-result',
            }}
            rows={[
              {
                label: t('calculators.result.principal'),
                value: formatPaise(checked.value.amountPaise),
                testId: 'emi-principal',
              },
              {
                label: t('calculators.result.totalInterest'),
                value: formatPaise(loan.totalInterestPaise),
                testId: 'emi-total-interest',
              },
              {
                label: t('calculators.result.totalPayment'),
                value: formatPaise(loan.totalPayablePaise),
                testId: 'emi-total-payment',
              },
            ]}
          />
          <SplitDonut principalPaise={checked.value.amountPaise} interestPaise={loan.totalInterestPaise} />
          <BalanceChart schedule={loan.schedule} />
          <AmortisationTable schedule={loan.schedule} />
        </>
      ) : (
        <CalculatorProblem>{errorText('CALCULATOR_INPUT_REQUIRED')}</CalculatorProblem>
      )}
    </div>
  );
}
