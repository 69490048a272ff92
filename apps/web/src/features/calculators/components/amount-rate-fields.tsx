import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { FieldFaults } from './check-loan';
import { NumberField } from './number-field';
import { amountHint, decimalFilter } from './parse-input';

const decimals = decimalFilter(2);

/** A calculator's form state: the typed strings, and a setter that patches some of them. */
export function useFields<T extends object>(start: T): [T, (patch: Partial<T>) => void] {
  const [fields, setFields] = useState(start);
  return [fields, (patch) => setFields((current) => ({ ...current, ...patch }))];
}

/**
 * The two fields every calculator starts with: an amount in rupees (with its
 * Indian-grouped hint) and an annual rate in percent, each outlined when at fault.
 */
export function AmountRateFields({
  idPrefix,
  amountLabel,
  values,
  faults,
  onChange,
}: {
  idPrefix: string;
  amountLabel: string;
  values: { amount: string; rate: string };
  faults: FieldFaults | null;
  onChange: (patch: { amount?: string; rate?: string }) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NumberField
        id={`${idPrefix}-amount`}
        label={amountLabel}
        prefix="₹"
        value={values.amount}
        onChange={(amount) => onChange({ amount })}
        filter={decimals}
        invalid={Boolean(faults?.amount)}
        hint={amountHint(values.amount)}
      />
      <NumberField
        id={`${idPrefix}-rate`}
        label={t('calculators.field.rate')}
        suffix="%"
        value={values.rate}
        onChange={(rate) => onChange({ rate })}
        filter={decimals}
        invalid={Boolean(faults?.rate)}
      />
    </>
  );
}
