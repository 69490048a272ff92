import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import { wholeFilter } from './parse-input';

type Part = 'years' | 'months' | 'days';
const PARTS: readonly Part[] = ['years', 'months', 'days'];

/** An FD's tenure as a deposit receipt states it: years, months and days, any left blank. */
export function FdTenureField({
  values,
  invalid,
  onChange,
}: {
  values: Record<Part, string>;
  invalid: boolean;
  onChange: (part: Part, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      className={
        invalid ? 'field calc-field calc-field--error calc-fieldset' : 'field calc-field calc-fieldset'
      }
    >
      <legend className="field__label">{t('calculators.field.tenure')}</legend>
      <div className="calc-parts">
        {PARTS.map((part) => (
          <label key={part} className="calc-parts__part" htmlFor={`fd-${part}`}>
            <TextInput
              id={`fd-${part}`}
              data-testid={`fd-${part}`}
              value={values[part]}
              onChange={(value) => onChange(part, value)}
              filter={wholeFilter}
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="done"
              placeholder="0"
              aria-invalid={invalid || undefined}
            />
            <span className="calc-parts__unit">{t(`calculators.field.${part}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
