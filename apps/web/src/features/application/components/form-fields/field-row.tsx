import type { ReactNode } from 'react';
import '../../application-forms.css';

export interface FieldRowProps {
  /** The field's name as the server names it (`email`, `contacts.1.phone`): keys the error test id. */
  name: string;
  label: ReactNode;
  /** The id of the control, so tapping the label focuses it. */
  htmlFor?: string;
  /** Already translated; the row renders it only when present. */
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

/** errorId(name) is what a control passes as aria-describedby so screen readers read the error. */
export const errorId = (name: string) => `${name.replace(/\W/g, '-')}-error`;

/** One form row: label, control, optional hint, then the field's error text. */
export function FieldRow({ name, label, htmlFor, error, hint, children }: FieldRowProps) {
  return (
    <div className={`field form-row${error ? ' form-row--error' : ''}`}>
      <label className="field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint ? <p className="form-row__hint">{hint}</p> : null}
      {error ? (
        <p className="form-row__error" id={errorId(name)} role="alert" data-testid={`field-error-${name}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
