import { STAFF_ROLES } from '@app/domain';
import { z } from 'zod';
import { code } from './common';

/** Operations console: staff sign-in, staff accounts and the audit log. */

export const StaffRoleSchema = z.enum(STAFF_ROLES);

export const StaffLoginBodySchema = z.object({
  email: z.string().trim().min(3).max(200),
  password: z.string().min(1).max(200),
});

export const StaffLoginResponseSchema = z.object({
  /** Good for five minutes and five codes. */
  challenge: z.string(),
  /** Present until the authenticator is enrolled: show the QR code of otpauthUrl. */
  enrolment: z.object({ secret: z.string(), otpauthUrl: z.string() }).nullable(),
});

export const StaffTotpBodySchema = z.object({
  challenge: z.string().min(1).max(200),
  code: z.string().trim().min(1).max(10),
});

export const StaffViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  disabled: z.boolean(),
  totpEnrolled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffView = z.infer<typeof StaffViewSchema>;

export const StaffSessionResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  staff: StaffViewSchema,
  /**
   * True on a sign-in with a one-time password: the token is good only for
   * POST /auth/password (and /auth/logout) until a new password is chosen.
   */
  passwordChangeRequired: z.boolean(),
});

/** Staff passwords: at least 12 characters, as STAFF_ADMIN_PASSWORD (a one-time one is 24). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 200;

export const StaffPasswordChangeBodySchema = z.object({
  password: z
    .string(code('STAFF_PASSWORD_FORMAT'))
    .min(STAFF_PASSWORD_MIN_LENGTH, code('STAFF_PASSWORD_FORMAT'))
    .max(STAFF_PASSWORD_MAX_LENGTH, code('STAFF_PASSWORD_FORMAT')),
});

export const StaffMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});

export const StaffListSchema = z.object({ staff: z.array(StaffViewSchema) });

export const StaffCreateBodySchema = z.object({
  email: z.string().trim().toLowerCase().email().max(200),
  name: z.string().trim().min(1).max(100),
  role: StaffRoleSchema,
});

export const StaffUpdateBodySchema = z
  .object({ role: StaffRoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { message: 'role or disabled' });

export const StaffPasswordSchema = z.object({ password: z.string() });
export const StaffCreatedSchema = StaffPasswordSchema.extend({ id: z.string() });

export const StaffIdParamsSchema = z.object({ id: z.uuid() });

export const AuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  /** The start of an action: 'recovery.' matches recovery.assign and recovery.contact. */
  action: z
    .string(code('AUDIT_ACTION_INVALID'))
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9_.]{1,100}$/, code('AUDIT_ACTION_INVALID'))
    .optional(),
  staffId: z.uuid().optional(),
  /** The staff member's whole e-mail address, in any case. */
  staffEmail: z
    .string(code('AUDIT_STAFF_EMAIL_INVALID'))
    .trim()
    .toLowerCase()
    .max(200, code('AUDIT_STAFF_EMAIL_INVALID'))
    .pipe(z.email(code('AUDIT_STAFF_EMAIL_INVALID')))
    .optional(),
  subjectId: z.string().max(100).optional(),
});

export const AuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});

export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), next: z.string().nullable() });

/** A reason for an action that needs one (revealing a number, a rejection): 3-500 characters. */
export const StaffReasonSchema = z.string().trim().min(3).max(500);
