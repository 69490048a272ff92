import { z } from 'zod';
import { code, IsoDateTime, LangSchema } from './common';

export const MeResponseSchema = z
  .object({
    customerId: z.string(),
    phone: z.string(),
    hasPassword: z.boolean(),
    language: LangSchema,
    createdAt: IsoDateTime,
  })
  .meta({ id: 'Me' });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const SetLanguageBodySchema = z.object({ language: LangSchema }).meta({ id: 'SetLanguageBody' });
export type SetLanguageBody = z.infer<typeof SetLanguageBodySchema>;

/** The borrower's request to delete the account, processed by customer service (spec §6). */
export const DeletionRequestSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(['requested', 'processed', 'withdrawn']),
    requestedAt: IsoDateTime,
    processedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'DeletionRequest' });
export type DeletionRequestView = z.infer<typeof DeletionRequestSchema>;

export const DeletionRequestBodySchema = z
  .object({ reason: z.string().max(500).optional() })
  .strict()
  .meta({ id: 'DeletionRequestBody' });
export type DeletionRequestBody = z.infer<typeof DeletionRequestBodySchema>;

/** The code that confirms setting a password went to the account's phone. */
export const PasswordCodeResponseSchema = z
  .object({
    phoneMasked: z.string(),
    codeLength: z.number().int(),
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
  })
  .meta({ id: 'PasswordCode' });
export type PasswordCodeResponse = z.infer<typeof PasswordCodeResponseSchema>;

/** One signed-in device: never the whole address or user agent (decision 063). */
export const DeviceSessionSchema = z
  .object({
    id: z.uuid(),
    current: z.boolean().meta({ description: 'The session making this request' }),
    browser: z.string().nullable(),
    system: z.string().nullable(),
    network: z.string().nullable().meta({ description: 'IPv4 /24 or IPv6 /48 it signed in from' }),
    createdAt: IsoDateTime,
    lastSeenAt: IsoDateTime.meta({ description: 'Updated at most every few minutes' }),
  })
  .meta({ id: 'DeviceSession' });
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;

export const DeviceSessionListSchema = z
  .object({ sessions: z.array(DeviceSessionSchema) })
  .meta({ id: 'DeviceSessionList' });
export type DeviceSessionList = z.infer<typeof DeviceSessionListSchema>;

export const SessionIdParamsSchema = z.object({ id: z.uuid(code('NOT_FOUND')) });

export const EndedSessionsSchema = z.object({ ended: z.number().int() }).meta({ id: 'EndedSessions' });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;
