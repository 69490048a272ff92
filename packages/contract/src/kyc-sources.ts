import { checkPan } from '@app/domain';
import { z } from 'zod';
import { code } from './common';

/** Issue 31 (K3): identity from DigiLocker and the CKYC registry, and the PAN check. */

const PanSchema = z
  .string(code('PAN_INVALID'))
  .max(12, code('PAN_INVALID'))
  .refine((raw) => checkPan(raw) === null, code('PAN_INVALID'))
  .transform((raw) => raw.trim().toUpperCase());

export const PanBodySchema = z.object({ pan: PanSchema }).meta({ id: 'KycPanBody' });

/** The PAN's status as the department answers it, and how alike its name is to the verified one (0-100). */
export const PanCheckSchema = z
  .object({
    status: z.enum(['valid', 'invalid', 'not_found', 'deactivated', 'deleted', 'deceased', 'event']),
    nameScore: z.number().int().min(0).max(100).nullable(),
  })
  .meta({ id: 'KycPanCheck' });
export type PanCheck = z.infer<typeof PanCheckSchema>;

/** Where the browser goes to consent: DigiLocker's page (the simulator's, in development). */
export const DigilockerStartSchema = z.object({ url: z.string() }).meta({ id: 'KycDigilockerStart' });

/** What DigiLocker sends the browser back with: a code and the state, or an error (OAuth 2). */
export const DigilockerCallbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(200).optional(),
  error: z.string().max(100).optional(),
  error_description: z.string().max(500).optional(),
});

/** The simulator's consent page and its answer (DIGILOCKER_GATEWAY=simulator only). */
export const DigilockerSimulatorQuerySchema = z.object({
  state: z.string().max(200),
  redirect_uri: z.string().max(300),
  lang: z.enum(['en', 'hi', 'zh']).default('en'),
});
export const DigilockerSimulatorDecisionSchema = z.object({
  state: z.string().max(200),
  redirect_uri: z.string().max(300),
  lang: z.enum(['en', 'hi', 'zh']).default('en'),
  decision: z.enum(['allow', 'deny']),
  otp: z.string().max(10).default(''),
  name: z.string().max(100).default(''),
  dob: z.string().max(10).default(''),
  gender: z.enum(['M', 'F', 'T']).default('F'),
  pan: z.string().max(12).default(''),
});
