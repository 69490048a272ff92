import { type ReactNode, useId } from 'react';
import './segmented-choice.css';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  testId?: string;
}

/**
 * Two or three side-by-side choices (months / years): a radio group with
 * native radios, which screen readers announce as one. antd-mobile's
 * Segmented marks its radios up as a listbox without options (axe: critical).
 */
export function SegmentedChoice<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
  testId,
}: {
  /** The group's name for screen readers, e.g. "Tenure unit". */
  label: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange: (value: V) => void;
  className?: string;
  testId?: string;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={className ? `segmented-choice ${className}` : 'segmented-choice'}
      data-testid={testId}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={
            option.value === value
              ? 'segmented-choice__item segmented-choice__item--on'
              : 'segmented-choice__item'
          }
        >
          <input
            type="radio"
            className="segmented-choice__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span data-testid={option.testId}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
