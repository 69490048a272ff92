import { useRef, useState } from 'react';
import type { useFormTelemetry } from '../../hooks/use-form-telemetry';
import { type FieldError, type FieldErrors, scrollToFirstError, type useFieldErrors } from './field-errors';

type Telemetry = ReturnType<typeof useFormTelemetry>;

export interface FormFieldsOptions<F extends string> {
  initial: Record<F, string>;
  /** The data-testid of a field's control. */
  testId: (name: F) => string;
  /** One field's §5 check, run on blur and before save. */
  check: (name: F, values: Record<F, string>) => FieldError | undefined;
  telemetry: Telemetry;
  errors: ReturnType<typeof useFieldErrors>;
  /** Called for every error shown (the bank step counts confirmation mismatches). */
  onErrorShown?: (name: F) => void;
}

/**
 * Values, errors and telemetry of one form, wired the same way for every
 * field: typing clears the field's error, leaving a filled field checks it,
 * and every change, visit and shown error is counted (spec §3 form fields).
 */
export function useFormFields<F extends string>(options: FormFieldsOptions<F>) {
  const { testId, check, telemetry, errors, onErrorShown } = options;
  const [values, setValues] = useState(options.initial);
  const latest = useRef(values);
  latest.current = values;

  const showError = (name: F, error: FieldError) => {
    errors.setError(name, error);
    telemetry.error(name);
    onErrorShown?.(name);
  };

  /** checkType: 1 typed, 2 picked from a list, 3 filled by the app (lookup, native picker). */
  const setValue = (name: F, value: string, checkType: 1 | 2 | 3 = 1) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    telemetry.change(name, checkType);
    errors.setError(name, null);
  };

  const checkOnBlur = (name: F) => {
    telemetry.blur(name);
    if (latest.current[name] === '') return; // an untouched empty field is reported on save, not on a passing tap
    const error = check(name, latest.current);
    if (error) showError(name, error);
  };

  const input = (name: F) => ({
    id: testId(name),
    name,
    'data-testid': testId(name),
    value: values[name],
    error: errors.message(name),
    onChange: (value: string) => setValue(name, value),
    onFocus: () => telemetry.focus(name),
    onBlur: () => checkOnBlur(name),
  });

  const choice = (name: F) => ({
    testId: testId(name),
    name,
    value: values[name],
    error: errors.message(name),
    onChange: (value: string) => setValue(name, value, 2),
    onOpen: () => {
      telemetry.click(name);
      telemetry.focus(name);
    },
    onClose: () => telemetry.blur(name),
  });

  /** Checks `names`, shows every error found and answers whether all passed. */
  const validate = (names: readonly F[], extra: FieldErrors = {}): boolean => {
    const found: FieldErrors = { ...extra };
    for (const name of names) {
      const error = found[name] ?? check(name, latest.current);
      if (error) found[name] = error;
    }
    // only these fields: two forms (basic and career) may share one error map
    errors.setErrors((current) => {
      const next = { ...current };
      for (const name of names) delete next[name];
      return { ...next, ...found };
    });
    for (const name of Object.keys(found) as F[]) {
      telemetry.error(name);
      onErrorShown?.(name);
    }
    const passed = Object.keys(found).length === 0;
    if (!passed) scrollToFirstError();
    return passed;
  };

  return { values, latest, setValue, input, choice, validate, showError };
}
