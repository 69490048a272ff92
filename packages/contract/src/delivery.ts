import { z } from 'zod';
import { code, IsoDateTime } from './common';
import { DOCUMENT_KINDS } from './order';

/** The borrower's e-mail address (issue 33, decision 082): documents are e-mailed only once it is verified. */
export const ProfileEmailSchema = z
  .object({
    /** Masked (ra***@example.com); null when none was added. */
    email: z.string().nullable(),
    verified: z.boolean(),
    /** A code was sent and not yet used: the form asks for it. */
    codePending: z.boolean(),
  })
  .meta({ id: 'ProfileEmail' });
export type ProfileEmail = z.infer<typeof ProfileEmailSchema>;

export const SetEmailBodySchema = z
  .object({
    // RFC 5321 caps an address at 254 characters.
    email: z
      .string()
      .trim()
      .max(254, code('EMAIL_INVALID'))
      .pipe(z.email(code('EMAIL_INVALID'))),
  })
  .strict()
  .meta({ id: 'SetEmail' });
export type SetEmailBody = z.infer<typeof SetEmailBodySchema>;

export const VerifyEmailBodySchema = z
  .object({ code: z.string().regex(/^\d{6}$/, code('EMAIL_CODE_INCORRECT')) })
  .strict()
  .meta({ id: 'VerifyEmail' });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

/** A signed document link from an SMS: /api/v1/d/<token>. */
export const DocumentLinkParamsSchema = z.object({ token: z.string().min(10).max(400) });
export const DocumentLinkQuerySchema = z.object({ code: z.string().max(12).optional() });

export const DocumentLinkCodeSchema = z
  .object({ phoneMasked: z.string(), expiresInSeconds: z.number().int() })
  .meta({ id: 'DocumentLinkCode' });

export const DELIVERY_TRIGGERS = ['signing', 'closure', 'monthly', 'resend'] as const;

/** The console's view of a customer's documents, per loan, with what was sent. */
export const StaffCustomerDocumentsSchema = z
  .object({
    email: ProfileEmailSchema,
    orders: z.array(
      z.object({
        orderId: z.uuid(),
        orderNo: z.string(),
        state: z.string(),
        documents: z.array(
          z.object({ kind: z.enum(DOCUMENT_KINDS), title: z.string(), available: z.boolean() }),
        ),
      }),
    ),
    deliveries: z.array(
      z.object({
        id: z.uuid(),
        orderId: z.uuid(),
        kind: z.string(),
        period: z.string(),
        trigger: z.enum(DELIVERY_TRIGGERS),
        emailed: z.boolean(),
        createdAt: IsoDateTime,
      }),
    ),
  })
  .meta({ id: 'StaffCustomerDocuments' });
export type StaffCustomerDocuments = z.infer<typeof StaffCustomerDocumentsSchema>;

export const StaffResendDocumentBodySchema = z
  .object({
    orderId: z.uuid(),
    kind: z.enum(DOCUMENT_KINDS),
    /** Why customer service re-sends it (the audit log keeps it). */
    reason: z.string().trim().min(3).max(300),
  })
  .strict()
  .meta({ id: 'StaffResendDocument' });
export type StaffResendDocumentBody = z.infer<typeof StaffResendDocumentBodySchema>;

export const StaffResendDocumentSchema = z
  .object({ deliveryId: z.uuid(), emailed: z.boolean() })
  .meta({ id: 'StaffResendDocumentResult' });
