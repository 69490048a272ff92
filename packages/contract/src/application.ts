import {
  APPLICATION_STATES,
  APPLICATION_STEPS,
  checkAadhaar,
  checkBankAccount,
  checkEmail,
  checkIfsc,
  checkPan,
  checkPinCode,
  checkWhatsApp,
  DURATIONS,
  EDUCATION_LEVELS,
  type ErrorCode,
  INCOME_BANDS,
  INDUSTRIES,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  OCCUPATIONS,
  PHOTO_KINDS,
  REJECTION_REASONS,
  RELATIONSHIPS,
  SEXES,
} from '@app/domain';
import { z } from 'zod';
import { code, IsoDateTime } from './common';
import { KYC_MODES } from './kyc';

/**
 * The application journey (spec §1 steps 2-4, §3 entities, §5 rules). Every
 * string the client sends is bounded; the domain checks give each field its
 * spec §5 message. Client-sent state, quota or decision fields are not part of
 * any body and are dropped by the strict-free object parsing.
 */

/** Runs a domain check (null = valid) as a zod refinement with the check's own error code. */
const checked = (check: (raw: string) => ErrorCode | null, max: number, fallback: ErrorCode) =>
  z
    .string(code(fallback))
    .max(max, code(fallback))
    .superRefine((raw, ctx) => {
      const failure = check(raw);
      if (failure !== null) ctx.addIssue({ code: 'custom', message: failure });
    });

/** A free-text field: trimmed, required, at most `max` characters, no control characters. */
const text = (max: number, missing: ErrorCode = 'VALIDATION_FAILED') =>
  z
    .string(code(missing))
    .trim()
    .min(1, code(missing))
    .max(max, code(missing))
    .regex(/^[^\p{Cc}]*$/u, code(missing));

/** A calendar date, YYYY-MM-DD, that exists. */
export const CalendarDateSchema = z
  .string(code('DATE_INVALID'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, code('DATE_INVALID'))
  .refine((raw) => {
    const date = new Date(`${raw}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw);
  }, code('DATE_INVALID'));

export const ApplicationStepSchema = z.enum(APPLICATION_STEPS);
export const PhotoKindSchema = z.enum(PHOTO_KINDS);

// --- form telemetry (spec §3 form field shape and per-step counters) ---

const count = z.number().int().min(0).max(1_000_000);
/** Milliseconds, capped at a day: a tab left open overnight is not a signal. */
const millis = z.number().int().min(0).max(86_400_000);

export const FieldTelemetrySchema = z.object({
  status: z.number().int().min(0).max(9),
  updateCount: count,
  duration: millis,
  firstDuration: millis,
  checkType: z.number().int().min(1).max(3),
  clickCount: count.optional(),
  errorCount: count.optional(),
});

export const StepTelemetrySchema = z
  .object({
    fields: z.record(z.string().max(40), FieldTelemetrySchema).refine((f) => Object.keys(f).length <= 40),
    appBackCount: count,
    appBackDuration: millis,
    durationList: z.array(millis).max(50),
  })
  .meta({ id: 'StepTelemetry' });
export type StepTelemetry = z.infer<typeof StepTelemetrySchema>;

// --- the steps ---

export const IdentityStepSchema = z
  .object({
    name: text(100, 'NAME_INVALID'),
    sex: z.enum(SEXES, code('VALIDATION_FAILED')),
    birth: CalendarDateSchema,
    /**
     * Typed only with card photos ('card_photos'). With a verified mode the
     * number is not asked: the verification gives its last four digits.
     */
    aadhaar: checked(checkAadhaar, 20, 'AADHAAR_INVALID').optional(),
    pan: checked(checkPan, 12, 'PAN_INVALID'),
    /** The applicant declares Indian residence (spec §1 eligibility). */
    resident: z.boolean(code('VALIDATION_FAILED')),
    /**
     * How the identity was established (issue 31). A verified mode takes name,
     * birth date and gender from the customer's newest verification (GET /kyc),
     * whatever the body says. Required: an identity without a mode would
     * skip every check (decision 078).
     */
    kycMode: z.enum(KYC_MODES, code('KYC_MODE_REQUIRED')),
  })
  .meta({ id: 'IdentityStep' });

/** PUT /application/age: the date of birth, asked before anything else (issue 31 point 4). */
export const AgeBodySchema = z.object({ birth: CalendarDateSchema }).meta({ id: 'AgeBody' });

export const BasicStepSchema = z
  .object({
    email: checked(checkEmail, 100, 'EMAIL_INVALID'),
    whatsApp: checked(checkWhatsApp, 20, 'WHATSAPP_INVALID'),
    loanPurpose: z.enum(LOAN_PURPOSES, code('VALIDATION_FAILED')),
    maritalStatus: z.enum(MARITAL_STATUSES, code('VALIDATION_FAILED')),
    education: z.enum(EDUCATION_LEVELS, code('VALIDATION_FAILED')),
    occupation: z.enum(OCCUPATIONS, code('VALIDATION_FAILED')),
  })
  .meta({ id: 'BasicStep' });

const incomeLevel = z.enum(INCOME_BANDS, code('VALIDATION_FAILED'));
const industry = z.enum(INDUSTRIES, code('VALIDATION_FAILED'));
const duration = z.enum(DURATIONS, code('VALIDATION_FAILED'));

/** The career variant of spec §3 that the occupation opens. */
export const CareerStepSchema = z
  .discriminatedUnion(
    'occupation',
    [
      z.object({
        occupation: z.literal('entrepreneur'),
        companyName: text(100, 'COMPANY_NAME_INVALID'),
        operatingYears: duration,
        incomeLevel,
        industry,
      }),
      z.object({
        occupation: z.literal('office_employee'),
        companyName: text(100, 'COMPANY_NAME_INVALID'),
        workingYears: duration,
        incomeLevel,
        /** Day of the month the salary arrives (1-31). */
        nextSalary: z.number(code('VALIDATION_FAILED')).int().min(1).max(31),
        industry,
      }),
      z.object({
        occupation: z.literal('student'),
        schoolName: text(100),
        professionalName: text(100),
        enrollmentTime: CalendarDateSchema,
        graduationTime: CalendarDateSchema,
      }),
      z.object({ occupation: z.literal('unemployed'), joblessTerm: duration }),
    ],
    code('VALIDATION_FAILED'),
  )
  .meta({ id: 'CareerStep' });

export const AddressStepSchema = z
  .object({
    pinCode: checked(checkPinCode, 10, 'PIN_INVALID'),
    state: text(60),
    city: text(60),
    area: text(100),
    detailAddress: text(200, 'ADDRESS_INVALID'),
  })
  .meta({ id: 'AddressStep' });

export const ContactSchema = z.object({
  name: z.string(code('CONTACT_NAME_REQUIRED')).max(60, code('CONTACT_NAME_REQUIRED')),
  phone: z.string(code('CONTACT_PHONE_REQUIRED')).max(20, code('PHONE_INVALID')),
  relationship: z.enum(RELATIONSHIPS, code('CONTACT_RELATIONSHIP_REQUIRED')),
});

/** The §5 contact rules (count, names, phones, duplicates, own and WhatsApp numbers) run in the service. */
export const ContactsStepSchema = z
  .object({ contacts: z.array(ContactSchema, code('CONTACTS_COUNT')).max(5, code('CONTACTS_COUNT')) })
  .meta({ id: 'ContactsStep' });

export const BankStepSchema = z
  .object({
    ifsc: checked(checkIfsc, 20, 'IFSC_INVALID'),
    accountNumber: checked(checkBankAccount, 30, 'BANK_ACCOUNT_INVALID'),
    confirmAccountNumber: z.string(code('BANK_ACCOUNT_MISMATCH')).max(30, code('BANK_ACCOUNT_MISMATCH')),
  })
  .meta({ id: 'BankStep' });

export const STEP_BODY_SCHEMAS = {
  identity: IdentityStepSchema,
  basic: BasicStepSchema,
  career: CareerStepSchema,
  address: AddressStepSchema,
  contacts: ContactsStepSchema,
  bank: BankStepSchema,
} as const;
export type FormStep = keyof typeof STEP_BODY_SCHEMAS;
export type StepBody<S extends FormStep> = z.input<(typeof STEP_BODY_SCHEMAS)[S]>;

/** PUT /application/steps/:step: the step's values and, optionally, the form's telemetry. */
export const SaveStepBodySchema = z
  .object({ values: z.unknown(), telemetry: StepTelemetrySchema.optional() })
  .meta({ id: 'SaveStepBody' });

/** Unfinished form values, saved as the user types, so a killed WebView resumes. */
export const SaveDraftBodySchema = z
  .object({
    values: z
      .record(z.string().max(40), z.string().max(200))
      .refine((v) => Object.keys(v).length <= 40, code('BODY_TOO_LARGE')),
  })
  .meta({ id: 'SaveDraftBody' });

export const ConsentBodySchema = z
  .object({ accepted: z.literal(true, code('CONSENT_REQUIRED')), version: z.string().max(20) })
  .meta({ id: 'ConsentBody' });

// --- the application as the borrower sees it ---

export const StepStatusSchema = z.enum(['todo', 'done', 'redo']);

export const PhotoViewSchema = z
  .object({
    kind: PhotoKindSchema,
    status: z.enum(['accepted', 'redo']),
    /** Authorised, expiring address of the stored (re-encoded) photo. */
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    uploadedAt: IsoDateTime,
  })
  .meta({ id: 'Photo' });
export type PhotoView = z.infer<typeof PhotoViewSchema>;

export const PhotoUploadResponseSchema = z
  .object({
    photo: PhotoViewSchema,
    /** Uploads left today (spec §8 "Today's chances used up"). */
    attemptsLeftToday: z.number().int(),
  })
  .meta({ id: 'PhotoUpload' });
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponseSchema>;

export const ApplicationViewSchema = z
  .object({
    id: z.string(),
    state: z.enum(APPLICATION_STATES),
    consentAt: IsoDateTime.nullable(),
    steps: z.record(ApplicationStepSchema, StepStatusSchema),
    /** Share of steps done, 0-100. */
    progress: z.number().int(),
    /** The first step not done, or null when every step is done. */
    nextStep: ApplicationStepSchema.nullable(),
    /** Saved step values; Aadhaar, PAN and account numbers masked. */
    identity: z
      .object({
        name: z.string(),
        sex: z.enum(SEXES),
        birth: z.string(),
        aadhaarMasked: z.string(),
        panMasked: z.string(),
        resident: z.boolean(),
        /** Null for an application saved before issue 31 (typed numbers and card photos). */
        kycMode: z.enum(KYC_MODES).nullable(),
        /** The address the verified source gave, when the mode has one. */
        verifiedAddress: z.string().nullable(),
      })
      .nullable(),
    /** The date of birth asked first, and whether it allows applying (18 or over). */
    age: z.object({ birth: z.string(), adult: z.boolean() }).nullable(),
    /** Submitted and waiting for a person (card photos, or referred by the engine), not for the engine. */
    personReview: z.boolean(),
    basic: BasicStepSchema.nullable(),
    career: CareerStepSchema.nullable(),
    address: AddressStepSchema.nullable(),
    contacts: ContactsStepSchema.nullable(),
    bank: z
      .object({ ifsc: z.string(), bankName: z.string().nullable(), accountMasked: z.string() })
      .nullable(),
    drafts: z.record(z.string(), z.record(z.string(), z.string())),
    photos: z.array(PhotoViewSchema),
    submittedAt: IsoDateTime.nullable(),
    /** When the decision is expected while under review. */
    expectedDecisionAt: IsoDateTime.nullable(),
    decision: z
      .object({
        decidedAt: IsoDateTime,
        reason: z.enum(REJECTION_REASONS).nullable(),
        reapplyAt: IsoDateTime.nullable(),
        product: z.enum(['personal', 'salary']).nullable(),
        quotaPaise: z.number().int().nullable(),
        dailyRatePpm: z.number().int().nullable(),
        /** Photos the reviewer could not read (identity verification failed). */
        redoPhotos: z.array(PhotoKindSchema),
      })
      .nullable(),
  })
  .meta({ id: 'Application' });
export type ApplicationView = z.infer<typeof ApplicationViewSchema>;

// --- lookups ---

export const PinCodeLookupSchema = z
  .object({ pinCode: z.string(), state: z.string(), city: z.string(), areas: z.array(z.string()) })
  .meta({ id: 'PinCodeLookup' });
export type PinCodeLookup = z.infer<typeof PinCodeLookupSchema>;

export const IfscLookupSchema = z
  .object({ ifsc: z.string(), bankName: z.string(), branch: z.string().nullable() })
  .meta({ id: 'IfscLookup' });
export type IfscLookup = z.infer<typeof IfscLookupSchema>;
