import { normalizeIndianPhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/domain';
import { z } from 'zod';
import { code, IsoDateTime, LangSchema } from './common';
import { ReferralCodeInputSchema } from './referrals';

/** Accepts +91/91/0 prefixes and separators; yields the bare 10-digit number. */
export const PhoneSchema = z
  .string(code('PHONE_INVALID'))
  .max(20, code('PHONE_INVALID'))
  .transform((raw, ctx) => {
    const phone = normalizeIndianPhone(raw);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
      return z.NEVER;
    }
    return phone;
  });

/** Digits only; the exact length is the server's OTP_LENGTH (4 by default, spec §5). */
export const OtpCodeSchema = z.string(code('OTP_FORMAT')).regex(/^\d{4,8}$/, code('OTP_FORMAT'));

/** 6-12 characters (spec §5). */
export const PasswordSchema = z
  .string(code('PASSWORD_FORMAT'))
  .min(PASSWORD_MIN_LENGTH, code('PASSWORD_FORMAT'))
  .max(PASSWORD_MAX_LENGTH, code('PASSWORD_FORMAT'));

const Sha256Hex = z.string(code('CAPTCHA_INCORRECT')).regex(/^[0-9a-f]{64}$/, code('CAPTCHA_INCORRECT'));

/**
 * A solved proof-of-work challenge (ALTCHA): the challenge as served, with the
 * number whose SHA-256 after the salt is the challenge (decision 062).
 */
export const CaptchaAnswerSchema = z
  .object({
    algorithm: z.literal('SHA-256', code('CAPTCHA_INCORRECT')),
    challenge: Sha256Hex,
    number: z
      .number(code('CAPTCHA_INCORRECT'))
      .int(code('CAPTCHA_INCORRECT'))
      .min(0, code('CAPTCHA_INCORRECT'))
      .max(1e9, code('CAPTCHA_INCORRECT')),
    salt: z.string(code('CAPTCHA_INCORRECT')).max(300, code('CAPTCHA_INCORRECT')),
    signature: Sha256Hex,
  })
  .meta({ id: 'CaptchaAnswer' });

export const SendOtpBodySchema = z
  .object({ phone: PhoneSchema, captcha: CaptchaAnswerSchema.optional() })
  .meta({ id: 'SendOtpBody' });
export type SendOtpBody = z.input<typeof SendOtpBodySchema>;

export const SendOtpResponseSchema = z
  .object({
    codeLength: z.number().int(),
    expiresInSeconds: z.number().int(),
    resendAfterSeconds: z.number().int(),
  })
  .meta({ id: 'SendOtpResponse' });
export type SendOtpResponse = z.infer<typeof SendOtpResponseSchema>;

/** Where the user came from (channel, a friend's code) and what they read the app in; recorded at sign-up. */
const SignupContext = {
  promotionChannel: z
    .string()
    .max(64)
    .regex(/^[\w.-]*$/)
    .optional(),
  language: LangSchema.optional(),
  referralCode: ReferralCodeInputSchema,
};

export const OtpLoginBodySchema = z
  .object({
    phone: PhoneSchema,
    code: OtpCodeSchema,
    captcha: CaptchaAnswerSchema.optional(),
    ...SignupContext,
  })
  .meta({ id: 'OtpLoginBody' });
export type OtpLoginBody = z.input<typeof OtpLoginBodySchema>;

export const PasswordLoginBodySchema = z
  .object({ phone: PhoneSchema, password: PasswordSchema, captcha: CaptchaAnswerSchema.optional() })
  .meta({ id: 'PasswordLoginBody' });
export type PasswordLoginBody = z.input<typeof PasswordLoginBodySchema>;

export const SessionResponseSchema = z
  .object({
    token: z.string(),
    customerId: z.string(),
    phone: z.string(),
    expiresAt: IsoDateTime,
    isNewCustomer: z.boolean(),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** A proof-of-work challenge: find n below maxnumber with SHA-256(salt + n) = challenge, then send it back with n. */
export const CaptchaResponseSchema = z
  .object({
    algorithm: z.literal('SHA-256'),
    challenge: z.string().meta({ description: 'SHA-256 (hex) of salt + the secret number' }),
    maxnumber: z.number().int().meta({ description: 'The secret number is below this' }),
    salt: z.string().meta({ description: 'Random, with the expiry; signed with the challenge' }),
    signature: z.string().meta({ description: 'HMAC-SHA256 of the challenge with the server secret' }),
  })
  .meta({ id: 'Captcha' });
export type CaptchaResponse = z.infer<typeof CaptchaResponseSchema>;

/** A new password and the code just sent to the account's phone (POST /me/password/code): no old password needed. */
export const SetPasswordBodySchema = z
  .object({ password: PasswordSchema, code: OtpCodeSchema })
  .meta({ id: 'SetPasswordBody' });
export type SetPasswordBody = z.input<typeof SetPasswordBodySchema>;
