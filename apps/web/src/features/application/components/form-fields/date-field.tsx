import { errorId, FieldRow } from './field-row';

export interface DateFieldProps {
  testId: string;
  /** Field name for the error test id; defaults to the part of testId after its prefix. */
  name?: string;
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  error?: string | null;
  onFocus?: () => void;
  onBlur?: () => void;
}

export const nameFromTestId = (testId: string) => testId.slice(testId.indexOf('-') + 1);

/**
 * A native date input: the phone's own date wheel is familiar and accessible,
 * and the value is always ISO YYYY-MM-DD whatever the display locale.
 */
export function DateField({
  testId,
  name,
  label,
  value,
  onChange,
  min,
  max,
  error,
  onFocus,
  onBlur,
}: DateFieldProps) {
  const field = name ?? nameFromTestId(testId);
  const id = `date-${testId}`;
  return (
    <FieldRow name={field} label={label} htmlFor={id} error={error}>
      <span className="text-input">
        <input
          id={id}
          type="date"
          className="text-input__control date-field"
          data-testid={testId}
          value={value}
          min={min}
          max={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(field) : undefined}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          onBlur={onBlur}
        />
      </span>
    </FieldRow>
  );
}
