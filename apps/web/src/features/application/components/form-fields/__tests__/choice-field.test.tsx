import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceField } from '../choice-field';
import { DateField } from '../date-field';
import { byTestId, cleanup, click, render, type } from './render';

const OPTIONS = [
  { value: 'single', label: 'Single' },
  { value: 'married', label: 'Married' },
];

function Harness({ onChange, error }: { onChange?: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <ChoiceField
      testId="basic-maritalStatus"
      label="Marital status"
      placeholder="Please choose"
      value={value}
      options={OPTIONS}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

afterEach(() => {
  cleanup();
});

describe('ChoiceField', () => {
  it('shows the placeholder, opens a listbox, and shows the picked label', () => {
    const onChange = vi.fn();
    const view = render(<Harness onChange={onChange} />);
    const trigger = byTestId('basic-maritalStatus');
    expect(trigger?.textContent).toBe('Please choose');
    expect(trigger?.getAttribute('aria-expanded')).toBe('false');

    click(trigger);
    expect(trigger?.getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="listbox"]')?.getAttribute('aria-label')).toBe('Marital status');
    const married = byTestId('option-married');
    expect(married?.getAttribute('role')).toBe('option');
    expect(married?.getAttribute('aria-selected')).toBe('false');

    click(married);
    expect(onChange).toHaveBeenCalledWith('married');
    expect(trigger?.textContent).toBe('Married');
    expect(trigger?.getAttribute('aria-expanded')).toBe('false');
    // a closing sheet drops its test ids at once, so three lists with the same options never clash
    expect(byTestId('option-married')).toBeNull();
    view.unmount();
  });

  it('marks the chosen option and does not report an unchanged pick', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    click(byTestId('basic-maritalStatus'));
    click(byTestId('option-single'));
    click(byTestId('basic-maritalStatus'));
    expect(byTestId('option-single')?.getAttribute('aria-selected')).toBe('true');
    click(byTestId('option-single'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('renders the error under the field, keyed by the field name', () => {
    render(<Harness error="Please choose your marital status" />);
    const error = byTestId('field-error-maritalStatus');
    expect(error?.textContent).toBe('Please choose your marital status');
    expect(byTestId('basic-maritalStatus')?.getAttribute('aria-describedby')).toBe(error?.id);
  });

  it('renders no error element without an error', () => {
    render(<Harness />);
    expect(byTestId('field-error-maritalStatus')).toBeNull();
  });
});

describe('DateField', () => {
  it('is a native date input with limits that reports ISO dates', () => {
    const onChange = vi.fn();
    render(
      <DateField
        testId="career-enrollmentTime"
        label="Enrollment"
        value=""
        min="1990-01-01"
        max="2030-12-31"
        onChange={onChange}
        error="Please choose a valid date."
      />,
    );
    const input = byTestId('career-enrollmentTime') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.min).toBe('1990-01-01');
    expect(input.max).toBe('2030-12-31');
    type(input, '2021-07-01');
    expect(onChange).toHaveBeenCalledWith('2021-07-01');
    expect(byTestId('field-error-enrollmentTime')?.textContent).toBe('Please choose a valid date.');
  });
});
