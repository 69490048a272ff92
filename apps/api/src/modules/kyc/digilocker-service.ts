import { randomUUID } from 'node:crypto';
import type { ErrorCode, Lang } from '@app/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { DIGILOCKER_CALLBACK_PATH, DigilockerError, type IssuedAadhaar } from '../../adapters/digilocker';
import { digilockerConsents } from '../../db/schema';
import type { Core } from '../../platform/core';
import { DIGILOCKER_STATE_MINUTES, readDigilockerState, signDigilockerState } from './digilocker-state';
import { kycRepository } from './kyc-repository';
import { isCalendarDate } from './source-fields';
import { storeSourcePhoto } from './source-photo';
import type { VerifiedIdentity } from './verified-identity';

/** How the callback ended: the identity recorded, or the code the identity page shows. */
export type DigilockerOutcome = 'verified' | ErrorCode;

/** What DigiLocker sent the browser back with (OAuth 2). */
export interface DigilockerReturn {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
}

/** The e-Aadhaar's fields, if they fit what the table and the later checks expect. */
function identityOf(aadhaar: IssuedAadhaar): VerifiedIdentity | null {
  const name = aadhaar.name.trim();
  const validDate = isCalendarDate(aadhaar.dob);
  if (name === '' || name.length > 200 || !validDate || !/^\d{4}$/.test(aadhaar.aadhaarLast4)) return null;
  if (!['M', 'F', 'T'].includes(aadhaar.gender) || aadhaar.address.line.length > 500) return null;
  return {
    mode: 'digilocker',
    name,
    dob: aadhaar.dob,
    gender: aadhaar.gender,
    address: aadhaar.address,
    aadhaarLast4: aadhaar.aadhaarLast4,
    referenceKey: aadhaar.referenceKey.slice(0, 64),
    photoJpeg: aadhaar.photoJpeg,
    signatureValid: aadhaar.signatureValid,
    // DigiLocker signs the borrower in with an OTP to the Aadhaar-linked mobile; it does not say which mobile.
    mobileMatched: null,
    issuedAt: aadhaar.issuedAt,
  };
}

/** 'ABCPK1234L' -> 'XXXXX1234X': enough to tell two PANs apart in the console, no more. */
export const maskPan = (pan: string) => `XXXXX${pan.slice(5, 9)}X`;

/** DigiLocker's side of the identity step (issue 31, K3): start a consent, then take the callback. */
export function createDigilockerService(core: Core) {
  const { db, clock, config, parties } = core;
  const gateway = parties.digilocker;

  return {
    /** A consent for this customer and the provider's page to send the browser to. */
    async start(customerId: string, lang: Lang): Promise<string> {
      const now = clock.now();
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + DIGILOCKER_STATE_MINUTES * 60_000);
      await db.insert(digilockerConsents).values({ id, customerId, lang, createdAt: now, expiresAt });
      const state = signDigilockerState(config.APP_SECRET, id, expiresAt);
      return gateway.consentUrl({ state, redirectUri: DIGILOCKER_CALLBACK_PATH, lang });
    },

    /**
     * The callback: a state this app signed, not expired, used once; then the
     * documents, the e-Aadhaar's signature, and the identity recorded. Every
     * refusal is a code; nothing is recorded but the consent's outcome.
     */
    async complete(answer: DigilockerReturn): Promise<DigilockerOutcome> {
      const now = clock.now();
      const consentId = answer.state ? readDigilockerState(config.APP_SECRET, answer.state, now) : null;
      if (!consentId) return 'DIGILOCKER_LINK_INVALID';
      const [consent] = await db
        .update(digilockerConsents)
        .set({ usedAt: now })
        .where(
          and(
            eq(digilockerConsents.id, consentId),
            isNull(digilockerConsents.usedAt),
            gt(digilockerConsents.expiresAt, now),
          ),
        )
        .returning();
      if (!consent) return 'DIGILOCKER_LINK_INVALID';
      const outcome = await this.fetchAndRecord(consent.customerId, consent.applicationId, answer);
      await db.update(digilockerConsents).set({ outcome }).where(eq(digilockerConsents.id, consentId));
      return outcome;
    },

    async fetchAndRecord(
      customerId: string,
      applicationId: string | null,
      answer: DigilockerReturn,
    ): Promise<DigilockerOutcome> {
      if (answer.error === 'access_denied') return 'DIGILOCKER_DENIED';
      if (answer.error || !answer.code || answer.code.length > 200) return 'DIGILOCKER_FAILED';
      let documents: Awaited<ReturnType<typeof gateway.documents>>;
      try {
        documents = await gateway.documents(answer.code);
      } catch (err) {
        if (err instanceof DigilockerError && err.reason === 'code_invalid') return 'DIGILOCKER_FAILED';
        core.log.warn(
          { kyc: 'digilocker', reason: err instanceof DigilockerError ? err.reason : 'error' },
          'DigiLocker did not answer',
        );
        return 'KYC_SERVICE_UNAVAILABLE';
      }
      if (!documents.aadhaar) return 'DIGILOCKER_NO_AADHAAR';
      if (!documents.aadhaar.signatureValid) return 'DIGILOCKER_SIGNATURE_INVALID';
      const identity = identityOf(documents.aadhaar);
      if (!identity) return 'KYC_DATA_INVALID';
      const pan = documents.pan;
      const photoKey = await storeSourcePhoto(core, identity.photoJpeg);
      await db.transaction((tx) =>
        kycRepository.record(tx, customerId, applicationId, identity, {
          now: clock.now(),
          photoKey,
          details: { source: 'digilocker', ...(pan ? { panMasked: maskPan(pan.pan) } : {}) },
        }),
      );
      return 'verified';
    },
  };
}
