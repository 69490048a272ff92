import { z } from 'zod';

/** How a borrower signs: the signature pad plus an SMS code, or an e-sign provider (ESIGN_PROVIDER). */
export const SIGN_METHODS = ['drawn_otp', 'esp'] as const;
export type SignMethod = (typeof SIGN_METHODS)[number];

/** A signing session at the e-sign provider: the borrower is sent to `redirectUrl`. */
export const EsignSessionSchema = z
  .object({
    sessionId: z.string(),
    /** The provider's page; a URL starting with `#/` is a page of this app (the simulator). */
    redirectUrl: z.string(),
  })
  .meta({ id: 'EsignSession' });
export type EsignSession = z.infer<typeof EsignSessionSchema>;

const SessionId = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** The session the provider sent the borrower back from (/triLink?session=). */
export const EsignCompleteBodySchema = z
  .object({ sessionId: SessionId })
  .strict()
  .meta({ id: 'EsignComplete' });
export type EsignCompleteBody = z.infer<typeof EsignCompleteBodySchema>;

export const EsignSimulatorParamsSchema = z.object({ sessionId: SessionId });

/** The e-sign simulator's page (the app's /Esign?session=): what the provider received. */
export const EsignSimulatorSessionSchema = z
  .object({
    sessionId: z.string(),
    signer: z.object({ name: z.string(), phoneMasked: z.string() }),
    documents: z.array(z.object({ id: z.string(), title: z.string(), sha256: z.string() })),
    status: z.enum(['pending', 'signed', 'failed']),
    /** Where the page sends the borrower when done. */
    returnUrl: z.string(),
  })
  .meta({ id: 'EsignSimulatorSession' });
export type EsignSimulatorSession = z.infer<typeof EsignSimulatorSessionSchema>;

/** The borrower's answer on the simulator's page: consent and an Aadhaar OTP (simulated), or cancel. */
export const EsignSimulatorDecisionSchema = z
  .discriminatedUnion('action', [
    z
      .object({ action: z.literal('sign'), consent: z.literal(true), otp: z.string().regex(/^\d{6}$/) })
      .strict(),
    z.object({ action: z.literal('cancel') }).strict(),
  ])
  .meta({ id: 'EsignSimulatorDecision' });
export type EsignSimulatorDecision = z.infer<typeof EsignSimulatorDecisionSchema>;
