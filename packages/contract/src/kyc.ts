import { z } from 'zod';
import { code } from './common';

/** Issue 31: how the identity was established, and what the verified source said. */

export const KYC_MODES = ['aadhaar_offline', 'aadhaar_qr', 'digilocker', 'ckyc', 'card_photos'] as const;
export const KycModeSchema = z.enum(KYC_MODES);

/** UIDAI's offline e-KYC ZIP is small (a few hundred kB with the photo): 5 MB is room, not a target. */
export const AADHAAR_ZIP_MAX_BYTES = 5 * 1024 * 1024;
/** A photo of the card's QR side. */
export const AADHAAR_QR_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** The share code the borrower chose when downloading the ZIP from UIDAI: 4 digits. */
export const ShareCodeSchema = z.string().regex(/^\d{4}$/, code('KYC_SHARE_CODE_FORMAT'));

export const AadhaarOfflineBodySchema = z
  .object({
    file: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array, code('KYC_ZIP_INVALID'))
      .refine((bytes) => bytes.length <= AADHAAR_ZIP_MAX_BYTES, code('KYC_FILE_TOO_LARGE'))
      .meta({ type: 'string', format: 'binary', description: "UIDAI's offline e-KYC ZIP, at most 5 MB" }),
    shareCode: ShareCodeSchema,
  })
  .meta({ id: 'AadhaarOfflineBody' });

export const AadhaarQrBodySchema = z
  .object({
    image: z
      .custom<Uint8Array>((value) => value instanceof Uint8Array, code('KYC_QR_UNREADABLE'))
      .refine((bytes) => bytes.length <= AADHAAR_QR_IMAGE_MAX_BYTES, code('KYC_FILE_TOO_LARGE'))
      .meta({
        type: 'string',
        format: 'binary',
        description: "JPEG or PNG of the card's QR side, at most 8 MB",
      }),
    /** The name the borrower typed, if any: a QR of someone else is refused. */
    name: z.string().max(200).optional(),
  })
  .meta({ id: 'AadhaarQrBody' });

export const KycAddressSchema = z.object({
  line: z.string(),
  district: z.string().optional(),
  state: z.string().optional(),
  pinCode: z.string().optional(),
});

export const KycViewSchema = z
  .object({
    mode: KycModeSchema,
    state: z.enum(['verified', 'review', 'failed']),
    name: z.string(),
    /** yyyy-mm-dd */
    dob: z.string(),
    gender: z.enum(['M', 'F', 'T']),
    address: KycAddressSchema,
    /** Never more of the Aadhaar number than its last four digits. */
    aadhaarLast4: z.string().nullable(),
    hasPhoto: z.boolean(),
    signatureValid: z.boolean(),
    mobileMatched: z.boolean().nullable(),
    pan: z.object({ status: z.string(), nameScore: z.number().nullable() }).optional(),
    face: z.object({ score: z.number(), liveness: z.number(), decision: z.string() }).optional(),
  })
  .meta({ id: 'KycView' });
export type KycView = z.infer<typeof KycViewSchema>;

export const KycStatusSchema = z
  .union([KycViewSchema, z.object({ state: z.literal('none') })])
  .meta({ id: 'KycStatus' });
export type KycStatus = z.infer<typeof KycStatusSchema>;
