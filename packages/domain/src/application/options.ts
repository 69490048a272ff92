/**
 * The application's choice lists (spec §3 "Application data"). The codes are
 * stable (stored, sent over the API); labels live in the web app's translations.
 */
export const APPLICATION_STEPS = [
  'identity',
  'basic',
  'address',
  'career',
  'contacts',
  'bank',
  'face',
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'others'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const EDUCATION_LEVELS = [
  'elementary',
  'junior_high',
  'senior_high',
  'university',
  'postgraduate',
  'doctor',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const LOAN_PURPOSES = [
  'daily_consumption',
  'repayment',
  'entertainment',
  'rent',
  'travel',
  'education',
  'medical',
  'shopping',
  'other',
] as const;
export type LoanPurpose = (typeof LOAN_PURPOSES)[number];

/** entrepreneur = self-employed (career variant qyzData), office_employee = salaried (sbzData). */
export const OCCUPATIONS = ['entrepreneur', 'office_employee', 'student', 'unemployed'] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** Work, operating or jobless duration. */
export const DURATIONS = ['lt_6m', '6_12m', '1_2y', 'gt_2y'] as const;
export type Duration = (typeof DURATIONS)[number];

/** Monthly income bands in rupees. */
export const INCOME_BANDS = ['0_10000', '10001_20000', '20001_30000', '30001_50000', 'gt_50000'] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number];

export const INDUSTRIES = [
  'it',
  'industry',
  'agriculture',
  'fisheries',
  'government',
  'education',
  'finance',
  'tourism',
  'retail',
  'healthcare',
  'construction_real_estate',
  'energy',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Photos the application needs: the identity documents and the face check (handheld Aadhaar). */
export const PHOTO_KINDS = ['aadhaar_front', 'aadhaar_back', 'pan', 'face'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const IDENTITY_PHOTO_KINDS = [
  'aadhaar_front',
  'aadhaar_back',
  'pan',
] as const satisfies readonly PhotoKind[];

/**
 * Application states (spec §4, ARCHITECTURE "The model in one view").
 * draft -> submitted -> approved | rejected | identity_failed -> submitted.
 */
export const APPLICATION_STATES = ['draft', 'submitted', 'approved', 'rejected', 'identity_failed'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/**
 * Why a review failed. The first six are spec §4's; the last three cover the
 * eligibility rules of spec §1 that the spec's reason list does not name
 * (docs/decisions/012-underwriting.md).
 */
export const REJECTION_REASONS = [
  'low_credit_score',
  'underage',
  'incorrect_data',
  'bad_payment_history',
  'no_credit_history',
  'age_mismatch',
  'over_max_age',
  'income_below_minimum',
  'not_resident',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
