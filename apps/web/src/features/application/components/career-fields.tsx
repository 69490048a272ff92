import type { Occupation } from '@app/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ChoiceOptions } from './basic-options';
import { CAREER_FIELDS, type CareerField } from './career-values';
import { ChoiceField } from './form-fields/choice-field';
import { DateField } from './form-fields/date-field';
import { TextField } from './form-fields/text-field';
import type { useFormFields } from './form-fields/use-form-fields';

const today = () => new Date().toISOString().slice(0, 10);

/** The career variant (spec §3) that the chosen occupation opens, in its field order. */
export function CareerFields({
  occupation,
  form,
  options,
}: {
  occupation: Occupation;
  form: ReturnType<typeof useFormFields<CareerField>>;
  options: ChoiceOptions;
}) {
  const { t } = useTranslation();
  const choose = t('applicationForms.common.choose');
  const label = (name: CareerField) => t(`applicationForms.career.${name}`);
  const text = (name: CareerField, placeholder?: string) => (
    <TextField
      key={name}
      {...form.input(name)}
      label={label(name)}
      placeholder={placeholder}
      maxLength={100}
    />
  );
  const choice = (name: CareerField, list: ChoiceOptions[keyof ChoiceOptions]) => (
    <ChoiceField key={name} {...form.choice(name)} label={label(name)} options={list} placeholder={choose} />
  );
  // An enrollment up to 40 years back; a graduation up to 10 years ahead (students apply mid-course).
  const year = Number(today().slice(0, 4));
  const date = (name: CareerField) => {
    const { onChange, error, value, onFocus, onBlur, 'data-testid': testId } = form.input(name);
    const enrollment = name === 'enrollmentTime';
    return (
      <DateField
        key={name}
        testId={testId}
        name={name}
        label={label(name)}
        value={value}
        error={error}
        min={enrollment ? `${year - 40}-01-01` : form.values.enrollmentTime || `${year - 40}-01-01`}
        max={enrollment ? today() : `${year + 10}-12-31`}
        onChange={(next) => onChange(next)}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    );
  };

  const render: Record<CareerField, () => ReactNode> = {
    companyName: () => text('companyName', t('applicationForms.career.companyNamePlaceholder')),
    operatingYears: () => choice('operatingYears', options.duration),
    workingYears: () => choice('workingYears', options.duration),
    incomeLevel: () => choice('incomeLevel', options.incomeLevel),
    nextSalary: () => choice('nextSalary', options.payday),
    industry: () => choice('industry', options.industry),
    schoolName: () => text('schoolName'),
    professionalName: () => text('professionalName'),
    enrollmentTime: () => date('enrollmentTime'),
    graduationTime: () => date('graduationTime'),
    joblessTerm: () => choice('joblessTerm', options.duration),
  };
  return <>{CAREER_FIELDS[occupation].map((name) => render[name]())}</>;
}
