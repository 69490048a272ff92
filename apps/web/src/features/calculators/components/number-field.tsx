import type { ReactNode } from 'react';
import { TextInput } from '@/components/ui/text-input';

/**
 * A labelled number on the phone's decimal keypad: the app's one text input
 * (Chinese stripped, spec §5) with the field's own filter, outlined in red
 * while the calculator cannot use it.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  filter,
  invalid = false,
  prefix,
  suffix,
  hint,
  inputMode = 'decimal',
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  filter: (value: string) => string;
  invalid?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  hint?: ReactNode;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <div className={invalid ? 'field calc-field calc-field--error' : 'field calc-field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <TextInput
        id={id}
        data-testid={id}
        value={value}
        onChange={onChange}
        filter={filter}
        inputMode={inputMode}
        autoComplete="off"
        enterKeyHint="done"
        aria-invalid={invalid || undefined}
        prefix={prefix}
        suffix={suffix}
      />
      {hint ? <p className="calc-field__hint">{hint}</p> : null}
    </div>
  );
}
