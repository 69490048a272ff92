import { z } from 'zod';
import { IsoDateTime, LangSchema } from './common';

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
