import { type Paise, paise } from '../money/paise';
import { ELIGIBILITY } from '../order/products';
import { ageOn } from './age';

/**
 * The most that may be sanctioned in a year to a borrower whose identity rests
 * on a KYC mode the KYC Directions limit (decision 076): RBI's Master Direction
 * on KYC lets accounts opened by OTP-based e-KYC in non-face-to-face mode carry
 * term loans of at most Rs 60,000 in aggregate a year, until full due diligence.
 */
export const LIMITED_KYC_SANCTION_PAISE = paise(60_000_00);

/**
 * Modes and their yearly sanction limit; a mode not listed has none. Aadhaar
 * offline verification (the XML and the Secure QR), DigiLocker-issued documents
 * and the CKYC record are full KYC. Card photos checked by a person are not a
 * mode the Directions name for remote onboarding: the lender treats them like
 * OTP e-KYC, the most a non-face-to-face mode is allowed (decision 076).
 */
export const KYC_MODE_LIMITS: Readonly<Record<string, Paise>> = {
  aadhaar_otp: LIMITED_KYC_SANCTION_PAISE,
  card_photos: LIMITED_KYC_SANCTION_PAISE,
};

/** The mode's yearly limit, or null when it has none. An application of before issue 31 (no mode) typed its card numbers: card photos. */
export function kycModeLimitPaise(mode: string | null | undefined): Paise | null {
  return KYC_MODE_LIMITS[mode ?? 'card_photos'] ?? null;
}

/** A quota the KYC mode allows: the quota itself, or the mode's limit less what was sanctioned in the past year. */
export function quotaForKycMode(
  quotaPaise: number,
  mode: string | null | undefined,
  sanctionedInYearPaise = 0,
): Paise {
  const limit = kycModeLimitPaise(mode);
  if (limit === null) return paise(quotaPaise);
  return paise(Math.max(0, Math.min(quotaPaise, limit - sanctionedInYearPaise)));
}

/** Spec §1: whether someone born on `birth` may apply on `today` (both 'YYYY-MM-DD'). */
export const isAdultOn = (birth: string, today: string): boolean => ageOn(birth, today) >= ELIGIBILITY.minAge;
