import { type ErrorCode, LANGS } from '@app/domain';
import { z } from 'zod';

/**
 * Convention: a zod issue's message is an ErrorCode from the domain catalogue.
 * The API turns the first issue into `{ code, message }` in the caller's language.
 */
export const code = (c: ErrorCode) => ({ error: c });

export const LangSchema = z.enum(LANGS);

export const ErrorResponseSchema = z
  .object({
    code: z.string().meta({ description: 'Stable error code from the domain catalogue' }),
    message: z.string().meta({ description: "Message in the request's language" }),
    field: z.string().optional().meta({ description: 'The input field at fault, when one is' }),
    retryAfterSeconds: z.number().int().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const IsoDateTime = z.string().meta({ format: 'date-time' });
