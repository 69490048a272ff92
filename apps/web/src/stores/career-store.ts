import { createPersistedStore } from './create-persisted-store';
import { type FormField, field } from './field';

/** Spec §3 career, four variants. */
export interface CareerState {
  qyzData: { companyName: FormField; operatingYears: FormField; incomeLevel: FormField; industry: FormField };
  sbzData: {
    companyName: FormField;
    workingYears: FormField;
    incomeLevel: FormField;
    nextSalary: FormField;
    industry: FormField;
  };
  studentData: {
    schoolName: FormField;
    professionalName: FormField;
    enrollmentTime: FormField;
    graduationTime: FormField;
  };
  noWorkData: { joblessTerm: FormField };
}

export const useCareerStore = createPersistedStore(
  'career',
  (): CareerState => ({
    qyzData: { companyName: field(1), operatingYears: field(1), incomeLevel: field(1), industry: field(1) },
    sbzData: {
      companyName: field(1),
      workingYears: field(1),
      incomeLevel: field(1),
      nextSalary: field(1),
      industry: field(1),
    },
    studentData: {
      schoolName: field(1),
      professionalName: field(1),
      enrollmentTime: field(7),
      graduationTime: field(7),
    },
    noWorkData: { joblessTerm: field(1) },
  }),
);
