import { isErrorCode } from '@app/domain';
import { useCallback, useState } from 'react';
import { errorText } from '@/i18n/error-text';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';

/**
 * A field's error, kept as a code or key rather than text so it follows a
 * language switch: a domain error code (spec §5 message), one of this
 * feature's own form messages, or the server's text when it sent no known code.
 */
export type FieldError =
  | { code: string }
  | { key: 'required' | 'chooseOne' | 'dateOrder' }
  | { text: string };
export type FieldErrors = Partial<Record<string, FieldError>>;

/** Which of `fields` the server's `err.field` names ('companyName' or 'career.companyName'). */
export function serverField(err: unknown, fields: readonly string[]): string | null {
  if (!(err instanceof ApiError) || !err.field) return null;
  const named = err.field;
  return fields.find((field) => named === field || named.endsWith(`.${field}`)) ?? null;
}

/** Brings the first error of the form into view after React has rendered it. */
export function scrollToFirstError(): void {
  requestAnimationFrame(() => {
    document.querySelector('.form-row--error')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}

export function useFieldErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});

  const setError = useCallback((name: string, error: FieldError | null) => {
    setErrors((current) => {
      if (!error && !current[name]) return current;
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });
  }, []);

  const message = (name: string): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    if ('code' in error) return errorText(error.code);
    if ('key' in error) return t(`applicationForms.errors.${error.key}`);
    return error.text;
  };

  /** Puts a failed save's error on its field when the server names one of `fields`; otherwise a toast. */
  const showServerError = (err: unknown, fields: readonly string[]) => {
    const field = serverField(err, fields);
    if (!field || !(err instanceof ApiError)) return toastApiError(err);
    setError(
      field,
      isErrorCode(err.code) && err.code !== 'VALIDATION_FAILED'
        ? { code: err.code }
        : { text: err.message || errorText(err.code) },
    );
    scrollToFirstError();
  };

  return { errors, setErrors, setError, message, showServerError };
}
