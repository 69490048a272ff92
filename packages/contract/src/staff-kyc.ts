import { PHOTO_KINDS } from '@app/domain';
import { z } from 'zod';
import { IsoDateTime } from './common';
import { KYC_MODES } from './kyc';

/**
 * What the console shows of a customer's identity check (issue 31 point 6):
 * the newest verification's mode, the source's signature check, the PAN check
 * and the face match, never a full Aadhaar number (decision 075).
 */
export const StaffKycSchema = z.object({
  mode: z.enum(KYC_MODES),
  state: z.enum(['verified', 'review', 'failed']),
  signatureValid: z.boolean(),
  mobileMatched: z.boolean().nullable(),
  aadhaarLast4: z.string().nullable(),
  /** When the source issued the record (the offline file's time stamp), when known. */
  issuedAt: IsoDateTime.nullable(),
  verifiedAt: IsoDateTime,
  /** The PAN service's status and the name match against the verified name, 0-100 (decision 073). */
  pan: z.object({ status: z.string(), nameScore: z.number().nullable() }).nullable(),
  /** Scores 0-1 and the decision (decision 074); null until the photo holding the card is matched. */
  face: z
    .object({ score: z.number().nullable(), liveness: z.number().nullable(), decision: z.string() })
    .nullable(),
});
export type StaffKyc = z.infer<typeof StaffKycSchema>;

/** A stored card image as the console shows it: masked, or masked as far as OCR could (decision 075). */
export const StaffCardImageSchema = z.object({
  kind: z.enum(PHOTO_KINDS),
  url: z.string(),
  masking: z.enum(['masked', 'unconfirmed']).nullable(),
  uploadedAt: IsoDateTime,
});
export type StaffCardImage = z.infer<typeof StaffCardImageSchema>;
