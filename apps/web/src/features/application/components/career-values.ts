import type { ApplicationView, StepBody } from '@app/contract';
import { DURATIONS, INCOME_BANDS, INDUSTRIES, type Occupation } from '@app/domain';
import { PAYDAYS } from './basic-options';
import type { FieldErrors } from './form-fields/field-errors';

/** The fields of each spec §3 career variant, in screen order. */
export const CAREER_FIELDS = {
  entrepreneur: ['companyName', 'operatingYears', 'incomeLevel', 'industry'],
  office_employee: ['companyName', 'workingYears', 'incomeLevel', 'nextSalary', 'industry'],
  student: ['schoolName', 'professionalName', 'enrollmentTime', 'graduationTime'],
  unemployed: ['joblessTerm'],
} as const satisfies Record<Occupation, readonly string[]>;

export type CareerField = (typeof CAREER_FIELDS)[Occupation][number];
/** One flat record for every variant, so switching occupation keeps what was typed (a company name). */
export type CareerValues = Record<CareerField, string>;

export const ALL_CAREER_FIELDS = [...new Set(Object.values(CAREER_FIELDS).flat())] as CareerField[];

const CHOICES: Partial<Record<CareerField, readonly string[]>> = {
  operatingYears: DURATIONS,
  workingYears: DURATIONS,
  joblessTerm: DURATIONS,
  incomeLevel: INCOME_BANDS,
  industry: INDUSTRIES,
  nextSalary: PAYDAYS,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function initialCareer(view: ApplicationView): CareerValues {
  const saved = view.steps.career === 'done' ? view.career : null;
  const source: Partial<Record<string, string | number>> = saved ?? view.drafts.career ?? {};
  return Object.fromEntries(
    ALL_CAREER_FIELDS.map((name) => [name, source[name] === undefined ? '' : String(source[name])]),
  ) as CareerValues;
}

export function careerFieldError(name: CareerField, values: CareerValues): FieldErrors[string] {
  const value = values[name];
  const choices = CHOICES[name];
  if (choices) return choices.includes(value) ? undefined : { key: 'chooseOne' };
  if (name === 'companyName') return value.trim() ? undefined : { code: 'COMPANY_NAME_INVALID' };
  if (name === 'enrollmentTime' || name === 'graduationTime') {
    if (!ISO_DATE.test(value)) return { code: 'DATE_INVALID' };
    const { enrollmentTime, graduationTime } = values;
    const bothSet = ISO_DATE.test(enrollmentTime) && ISO_DATE.test(graduationTime);
    return name === 'graduationTime' && bothSet && graduationTime <= enrollmentTime
      ? { key: 'dateOrder' }
      : undefined;
  }
  return value.trim() ? undefined : { key: 'required' };
}

export function validateCareer(occupation: Occupation, values: CareerValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of CAREER_FIELDS[occupation]) {
    const error = careerFieldError(name, values);
    if (error) errors[name] = error;
  }
  return errors;
}

/** The variant's body; call only once validateCareer found nothing. */
export function toCareerBody(occupation: Occupation, v: CareerValues): StepBody<'career'> {
  type Body<O extends Occupation> = Extract<StepBody<'career'>, { occupation: O }>;
  switch (occupation) {
    case 'entrepreneur':
      return {
        occupation,
        companyName: v.companyName.trim(),
        operatingYears: v.operatingYears as Body<'entrepreneur'>['operatingYears'],
        incomeLevel: v.incomeLevel as Body<'entrepreneur'>['incomeLevel'],
        industry: v.industry as Body<'entrepreneur'>['industry'],
      };
    case 'office_employee':
      return {
        occupation,
        companyName: v.companyName.trim(),
        workingYears: v.workingYears as Body<'office_employee'>['workingYears'],
        incomeLevel: v.incomeLevel as Body<'office_employee'>['incomeLevel'],
        nextSalary: Number(v.nextSalary),
        industry: v.industry as Body<'office_employee'>['industry'],
      };
    case 'student':
      return {
        occupation,
        schoolName: v.schoolName.trim(),
        professionalName: v.professionalName.trim(),
        enrollmentTime: v.enrollmentTime,
        graduationTime: v.graduationTime,
      };
    case 'unemployed':
      return { occupation, joblessTerm: v.joblessTerm as Body<'unemployed'>['joblessTerm'] };
  }
}
