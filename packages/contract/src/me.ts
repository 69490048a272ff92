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
