import { z } from 'zod';
import { PhoneSchema } from './auth';
import { code, IsoDateTime } from './common';

/**
 * Recovery agencies and their agents (issue 34 L3, decision 086): the
 * register staff keep, the assignment of an agent to an overdue loan (the
 * borrower is told first), the contacts an agent makes, and the public list.
 */

const Name = z.string().trim().min(2, code('VALIDATION_FAILED')).max(120, code('VALIDATION_FAILED'));
// RFC 5321 caps an address at 254 characters.
const Email = z
  .string()
  .trim()
  .max(254, code('EMAIL_INVALID'))
  .pipe(z.email(code('EMAIL_INVALID')));
/** The agency's registration (e.g. CIN/LLPIN) or the agent's DRA certificate / ID card number. */
const Registration = z.string().trim().min(3, code('VALIDATION_FAILED')).max(60, code('VALIDATION_FAILED'));

export const RecoveryIdParamsSchema = z.object({ id: z.uuid(code('NOT_FOUND')) });
export const RecoveryOrderParamsSchema = z.object({ orderId: z.uuid(code('NOT_FOUND')) });

export const RecoveryAgencyBodySchema = z
  .object({ name: Name, registrationNo: Registration, phone: PhoneSchema, email: Email })
  .strict()
  .meta({ id: 'RecoveryAgencyBody' });
export type RecoveryAgencyBody = z.infer<typeof RecoveryAgencyBodySchema>;

export const RecoveryAgencyPatchSchema = RecoveryAgencyBodySchema.partial()
  .extend({ active: z.boolean().optional() })
  .strict()
  .meta({ id: 'RecoveryAgencyPatch' });
export type RecoveryAgencyPatch = z.infer<typeof RecoveryAgencyPatchSchema>;

export const RecoveryAgentBodySchema = z
  .object({ name: Name, idNumber: Registration, phone: PhoneSchema, email: Email })
  .strict()
  .meta({ id: 'RecoveryAgentBody' });
export type RecoveryAgentBody = z.infer<typeof RecoveryAgentBodySchema>;

export const RecoveryAgentPatchSchema = RecoveryAgentBodySchema.partial()
  .extend({ active: z.boolean().optional() })
  .strict()
  .meta({ id: 'RecoveryAgentPatch' });
export type RecoveryAgentPatch = z.infer<typeof RecoveryAgentPatchSchema>;

export const RecoveryAgentViewSchema = z
  .object({
    id: z.uuid(),
    agencyId: z.uuid(),
    name: z.string(),
    idNumber: z.string(),
    phone: z.string(),
    email: z.string(),
    active: z.boolean(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'RecoveryAgent' });
export type RecoveryAgentView = z.infer<typeof RecoveryAgentViewSchema>;

export const RecoveryAgencyViewSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    registrationNo: z.string(),
    phone: z.string(),
    email: z.string(),
    active: z.boolean(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
    agents: z.array(RecoveryAgentViewSchema),
  })
  .meta({ id: 'RecoveryAgency' });
export type RecoveryAgencyView = z.infer<typeof RecoveryAgencyViewSchema>;

export const RecoveryRegisterSchema = z.object({ agencies: z.array(RecoveryAgencyViewSchema) });
export type RecoveryRegister = z.infer<typeof RecoveryRegisterSchema>;

// --- assignment to an overdue loan, and the agent's contacts ---

export const RecoveryAssignBodySchema = z
  .object({
    agencyId: z.uuid(code('RECOVERY_AGENCY_NOT_FOUND')),
    /** Null: the agency as a whole (the notice names the agency and its phone). */
    agentId: z.uuid(code('RECOVERY_AGENT_NOT_FOUND')).nullable().default(null),
  })
  .strict()
  .meta({ id: 'RecoveryAssignBody' });
export type RecoveryAssignBody = z.input<typeof RecoveryAssignBodySchema>;

export const RecoveryAssignmentViewSchema = z
  .object({
    id: z.uuid(),
    orderId: z.uuid(),
    agencyId: z.uuid(),
    agencyName: z.string(),
    agentId: z.uuid().nullable(),
    agentName: z.string().nullable(),
    /** The phone the borrower was given: the agent's, else the agency's. */
    contactPhone: z.string(),
    assignedAt: IsoDateTime,
    /** When the in-app message was written (the SMS goes right after): no contact is recorded before it. */
    noticeSentAt: IsoDateTime,
    /** Set when another assignment replaced this one. */
    endedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'RecoveryAssignment' });
export type RecoveryAssignmentView = z.infer<typeof RecoveryAssignmentViewSchema>;

export const RECOVERY_CONTACT_CHANNELS = ['call', 'sms', 'visit', 'email'] as const;

export const RecoveryContactBodySchema = z
  .object({
    agentId: z.uuid(code('RECOVERY_AGENT_NOT_FOUND')),
    /** When the agent contacted the borrower (not in the future). */
    at: z.iso.datetime({ offset: true, ...code('VALIDATION_FAILED') }).meta({ format: 'date-time' }),
    channel: z.enum(RECOVERY_CONTACT_CHANNELS, code('VALIDATION_FAILED')),
    note: z.string().trim().max(500, code('VALIDATION_FAILED')).default(''),
  })
  .strict()
  .meta({ id: 'RecoveryContactBody' });
export type RecoveryContactBody = z.input<typeof RecoveryContactBodySchema>;

export const RecoveryContactViewSchema = z
  .object({
    id: z.uuid(),
    assignmentId: z.uuid(),
    agentId: z.uuid(),
    at: IsoDateTime,
    channel: z.enum(RECOVERY_CONTACT_CHANNELS),
    note: z.string(),
    recordedAt: IsoDateTime,
  })
  .meta({ id: 'RecoveryContact' });
export type RecoveryContactView = z.infer<typeof RecoveryContactViewSchema>;

export const RecoveryLoanSchema = z.object({
  assignments: z.array(RecoveryAssignmentViewSchema),
  contacts: z.array(RecoveryContactViewSchema),
});
export type RecoveryLoan = z.infer<typeof RecoveryLoanSchema>;

// --- the public list (borrower app, no login) ---

/** What is published: names and the phone a borrower can check a caller against; no e-mail, no ID numbers. */
export const PublicRecoveryAgentsSchema = z
  .object({
    agencies: z.array(
      z.object({
        name: z.string(),
        phone: z.string(),
        agents: z.array(z.object({ name: z.string(), phone: z.string() })),
      }),
    ),
  })
  .meta({ id: 'PublicRecoveryAgents' });
export type PublicRecoveryAgents = z.infer<typeof PublicRecoveryAgentsSchema>;
