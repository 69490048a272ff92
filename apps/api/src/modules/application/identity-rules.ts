import { isAdultOn, istDayKey, maskAadhaar, type Sex } from '@app/domain';
import { AppError } from '../../http/app-error';
import type { KycMode, KycVerificationRow } from '../kyc';
import type { CheckedStep, StepContext } from './step-rules';
import type { IdentityStep, IdentityStepStored } from './step-types';
import type { StoredApplicationSteps } from './stored-steps';

/** What the identity step reads of a verification (a kyc_verifications row). */
export type VerificationFacts = Pick<
  KycVerificationRow,
  'mode' | 'state' | 'name' | 'dob' | 'gender' | 'address' | 'aadhaarLast4'
>;

const digitsOnly = (raw: string) => raw.replace(/[\s-]/g, '');
const maskPan = (pan: string) => `${pan.slice(0, 2)}XXXXX${pan.slice(7, 9)}${pan.slice(9)}`;

/** The birth date the application holds: the identity step's, else the one asked first. */
export const storedBirth = (steps: StoredApplicationSteps): string | null =>
  steps.identity?.birth ?? steps.age?.birth ?? null;

/** Spec §1 and issue 31 point 4: under 18 nothing more is collected. */
export function assertAdult(birth: string | null, today: string): void {
  if (birth !== null && !isAdultOn(birth, today)) throw new AppError('UNDERAGE', { field: 'birth' });
}

/** A verification the identity step may rest on: verified, or waiting for a person (decision 078). */
const USABLE_STATES: ReadonlySet<VerificationFacts['state']> = new Set(['verified', 'review']);

const SEX_OF: Record<VerificationFacts['gender'], Sex | null> = { M: 'male', F: 'female', T: null };

/** One line of the verified address, as the summary shows it. */
const addressLine = (a: VerificationFacts['address']) =>
  [a.line, a.district, a.state, a.pinCode].filter((part) => part && part.trim() !== '').join(', ');

/**
 * The identity step, by its KYC mode (required: decision 078). With card
 * photos the borrower types the Aadhaar number and a person checks the photos.
 * With a verified mode the number is not asked: name, birth date and gender
 * come from the customer's newest verification, which must be of that mode and
 * verified, or held for a person's review (the Aadhaar file's mobile is not
 * the borrower's, or the face match was doubtful: the engine then refers the
 * application). The Aadhaar is shown by its last four digits only, and the
 * one-owner claim (decision 064) is keyed by what the source says (last four,
 * birth date, name) instead of the number.
 */
export function checkIdentity(v: IdentityStep, context: StepContext): CheckedStep {
  const pan = v.pan.trim().toUpperCase();
  const today = context.today ?? istDayKey(new Date());
  const mode: KycMode = v.kycMode;
  if (mode === 'card_photos') {
    if (v.aadhaar === undefined) throw new AppError('AADHAAR_INVALID', { field: 'aadhaar' });
    assertAdult(v.birth, today);
    const aadhaar = digitsOnly(v.aadhaar);
    return {
      stored: {
        identity: {
          name: v.name,
          sex: v.sex,
          birth: v.birth,
          resident: v.resident,
          aadhaarMasked: maskAadhaar(aadhaar),
          panMasked: maskPan(pan),
          kycMode: mode,
          verifiedAddress: null,
        },
      },
      secrets: { aadhaar, pan },
    };
  }
  const verified = context.verification;
  if (!verified || verified.mode !== mode || !USABLE_STATES.has(verified.state)) {
    throw new AppError('KYC_NOT_VERIFIED', { field: 'kycMode' });
  }
  assertAdult(verified.dob, today);
  const name = verified.name.trim();
  const last4 = verified.aadhaarLast4;
  return {
    stored: {
      identity: {
        name,
        sex: SEX_OF[verified.gender] ?? v.sex,
        birth: verified.dob,
        resident: v.resident,
        aadhaarMasked: last4 ? `XXXX XXXX ${last4}` : '',
        panMasked: maskPan(pan),
        kycMode: mode,
        verifiedAddress: addressLine(verified.address) || null,
      },
    },
    secrets: { aadhaar: `kyc|${last4 ?? ''}|${verified.dob}|${name.toLowerCase()}`, pan },
  };
}

/**
 * The address step's draft from a verified identity's address (issue 31): PIN,
 * state, district as the city and the address line; the borrower checks it and
 * picks the area. Null with card photos or no verification.
 */
export function addressDraftOf(
  saved: IdentityStepStored | undefined,
  verified: VerificationFacts | null | undefined,
): Record<string, string> | null {
  if (!saved?.kycMode || saved.kycMode === 'card_photos' || !verified || verified.mode !== saved.kycMode)
    return null;
  const { line, district, state, pinCode } = verified.address;
  const draft = { pinCode, state, city: district, detailAddress: line.slice(0, 200) };
  return Object.fromEntries(
    Object.entries(draft).filter(([, value]) => value && value.trim() !== ''),
  ) as Record<string, string>;
}
