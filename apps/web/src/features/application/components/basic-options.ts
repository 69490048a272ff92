import {
  DURATIONS,
  EDUCATION_LEVELS,
  INCOME_BANDS,
  INDUSTRIES,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  OCCUPATIONS,
  RELATIONSHIPS,
} from '@app/domain';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ChoiceOption } from './form-fields/choice-field';

export const PAYDAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

/** Every choice list of the basic, career and contacts steps, labelled in the current language. */
export function useChoiceOptions() {
  const { t, i18n } = useTranslation();
  // i18n.language is a dependency so that the labels follow a language switch
  return useMemo(() => {
    const list = <V extends string>(values: readonly V[], label: (value: V) => string): ChoiceOption[] =>
      values.map((value) => ({ value, label: label(value) }));
    return {
      loanPurpose: list(LOAN_PURPOSES, (v) => t(`applicationForms.options.loanPurpose.${v}`)),
      maritalStatus: list(MARITAL_STATUSES, (v) => t(`applicationForms.options.maritalStatus.${v}`)),
      education: list(EDUCATION_LEVELS, (v) => t(`applicationForms.options.education.${v}`)),
      occupation: list(OCCUPATIONS, (v) => t(`applicationForms.options.occupation.${v}`)),
      duration: list(DURATIONS, (v) => t(`applicationForms.options.duration.${v}`)),
      incomeLevel: list(INCOME_BANDS, (v) => t(`applicationForms.options.incomeBand.${v}`)),
      industry: list(INDUSTRIES, (v) => t(`applicationForms.options.industry.${v}`)),
      payday: list(PAYDAYS, (day) => t('applicationForms.career.payday', { day })),
      relationship: list(RELATIONSHIPS, (v) => t(`applicationForms.options.relationship.${v}`)),
    };
  }, [t, i18n.language]);
}

export type ChoiceOptions = ReturnType<typeof useChoiceOptions>;

/** The label of `value` in `options`, or the value itself when it is not one of them. */
export const labelOf = (options: readonly ChoiceOption[], value: string | number) =>
  options.find((option) => option.value === String(value))?.label ?? String(value);
