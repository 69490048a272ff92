import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import { rupeesFilter } from './repay-choice';

/** The amount of a part payment, in rupees, with the reason it cannot be sent. */
export function PartAmount({
  value,
  problem,
  onChange,
  onBlur,
}: {
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={problem ? 'card field repay-field repay-field--error' : 'card field repay-field'}>
      <label className="field__label" htmlFor="repay-part-amount">
        {t('repayment.partLabel')}
      </label>
      <TextInput
        id="repay-part-amount"
        data-testid="repay-part-amount"
        value={value}
        prefix="₹"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('repayment.partPlaceholder')}
        aria-invalid={problem ? true : undefined}
        filter={rupeesFilter}
        onChange={onChange}
        onBlur={onBlur}
      />
      {problem ? (
        <p className="repay-field__error" role="alert" data-testid="field-error-amount">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
