import type { InputHTMLAttributes, ReactNode } from 'react';
import { stripChinese } from '@/lib/text-input';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'prefix'>;

export interface TextInputProps extends NativeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Applied after Chinese characters are stripped (for example digits only). */
  filter?: (value: string) => string;
  prefix?: ReactNode;
  suffix?: ReactNode;
  label?: ReactNode;
}

/** The one text input: every value passes through stripChinese (spec §5). */
export function TextInput({
  value,
  onChange,
  filter,
  prefix,
  suffix,
  label,
  id,
  className,
  ...rest
}: TextInputProps) {
  const input = (
    <span className={`text-input${className ? ` ${className}` : ''}`}>
      {prefix ? <span className="text-input__prefix">{prefix}</span> : null}
      <input
        id={id}
        className="text-input__control"
        value={value}
        onChange={(event) => {
          const clean = stripChinese(event.target.value);
          onChange(filter ? filter(clean) : clean);
        }}
        {...rest}
      />
      {suffix ? <span className="text-input__suffix">{suffix}</span> : null}
    </span>
  );
  if (!label) return input;
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{label}</span>
      {input}
    </label>
  );
}
