import type { ApplicationView, StepBody } from '@app/contract';
import {
  checkEmail,
  checkWhatsApp,
  EDUCATION_LEVELS,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  OCCUPATIONS,
  type Occupation,
} from '@app/domain';
import type { FieldErrors } from './form-fields/field-errors';

export const BASIC_FIELDS = [
  'email',
  'whatsApp',
  'loanPurpose',
  'maritalStatus',
  'education',
  'occupation',
] as const;
export type BasicField = (typeof BASIC_FIELDS)[number];
export type BasicValues = Record<BasicField, string>;

const CHOICES: Partial<Record<BasicField, readonly string[]>> = {
  loanPurpose: LOAN_PURPOSES,
  maritalStatus: MARITAL_STATUSES,
  education: EDUCATION_LEVELS,
  occupation: OCCUPATIONS,
};

export const isOccupation = (value: string): value is Occupation =>
  (OCCUPATIONS as readonly string[]).includes(value);

/** The saved step when it is done, else the draft the user left (spec: a killed WebView resumes). */
export function initialBasic(view: ApplicationView): BasicValues {
  const source: Partial<Record<string, string>> =
    view.steps.basic === 'done' && view.basic ? view.basic : (view.drafts.basic ?? {});
  return Object.fromEntries(BASIC_FIELDS.map((name) => [name, source[name] ?? ''])) as BasicValues;
}

/** One field's error, for blur checks. */
export function basicFieldError(name: BasicField, values: BasicValues): FieldErrors[string] {
  const value = values[name];
  if (name === 'email') return checkEmail(value) ? { code: 'EMAIL_INVALID' } : undefined;
  if (name === 'whatsApp') return checkWhatsApp(value) ? { code: 'WHATSAPP_INVALID' } : undefined;
  return CHOICES[name]?.includes(value) ? undefined : { key: 'chooseOne' };
}

export function validateBasic(values: BasicValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of BASIC_FIELDS) {
    const error = basicFieldError(name, values);
    if (error) errors[name] = error;
  }
  return errors;
}

/** Call only once validateBasic found nothing: the choices are then members of their lists. */
export function toBasicBody(values: BasicValues): StepBody<'basic'> {
  return {
    email: values.email.trim(),
    whatsApp: values.whatsApp,
    loanPurpose: values.loanPurpose as StepBody<'basic'>['loanPurpose'],
    maritalStatus: values.maritalStatus as StepBody<'basic'>['maritalStatus'],
    education: values.education as StepBody<'basic'>['education'],
    occupation: values.occupation as Occupation,
  };
}

/**
 * Spec §3 base-info isUpdateInfo / oldOccupation: when the user picks an
 * occupation other than the one a saved career belongs to, the career is an
 * update of another variant; oldOccupation remembers the saved one (cleared
 * when they switch back, and after the save).
 */
export function occupationChange(savedCareer: Occupation | null, next: string) {
  const changed = savedCareer !== null && next !== savedCareer;
  return { isUpdateInfo: changed, oldOccupation: changed ? savedCareer : '' };
}
