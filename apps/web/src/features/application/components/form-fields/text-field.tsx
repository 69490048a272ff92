import { TextInput, type TextInputProps } from '@/components/ui/text-input';
import { errorId, FieldRow } from './field-row';

export interface TextFieldProps extends Omit<TextInputProps, 'label'> {
  /** The field's name (error test id `field-error-<name>`). */
  name: string;
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled TextInput (Chinese stripped, spec §5) with its hint and error below. */
export function TextField({ name, id, label, error, hint, ...input }: TextFieldProps) {
  return (
    <FieldRow name={name} label={label} htmlFor={id} error={error} hint={hint}>
      <TextInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        {...input}
      />
    </FieldRow>
  );
}
