import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import { type TenureUnit, wholeFilter } from './parse-input';

const UNITS: readonly TenureUnit[] = ['months', 'years'];

/** A tenure typed as months or as years, the unit chosen beside it. */
export function TenureField({
  id,
  value,
  unit,
  invalid,
  onChange,
  onUnit,
}: {
  id: string;
  value: string;
  unit: TenureUnit;
  invalid: boolean;
  onChange: (value: string) => void;
  onUnit: (unit: TenureUnit) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={invalid ? 'field calc-field calc-field--error' : 'field calc-field'}>
      <label className="field__label" htmlFor={id}>
        {t('calculators.field.tenure')}
      </label>
      <div className="calc-tenure">
        <TextInput
          id={id}
          data-testid={id}
          className="calc-tenure__input"
          value={value}
          onChange={onChange}
          filter={wholeFilter}
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={invalid || undefined}
        />
        <SegmentedChoice
          label={t('calculators.field.tenure')}
          testId={`${id}-unit`}
          value={unit}
          onChange={onUnit}
          options={UNITS.map((u) => ({
            value: u,
            label: t(`calculators.unit.${u}`),
            testId: `${id}-unit-${u}`,
          }))}
        />
      </div>
    </div>
  );
}
