import { randomUUID } from 'node:crypto';
import type { ErrorCode, Lang } from '@app/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { DIGILOCKER_CALLBACK_PATH, DigilockerError } from '../../adapters/digilocker';
import { digilockerConsents } from '../../db/schema';
import { isAppError } from '../../http/app-error';
import type { Core } from '../../platform/core';
import { type OfflineKycData, verifyOfflineXml } from './aadhaar/offline-xml';
import { AADHAAR_XML_MAX_BYTES } from './aadhaar/offline-zip';
import { loadUidaiTrust, type UidaiTrust } from './aadhaar/uidai-trust';
import { DIGILOCKER_STATE_MINUTES, readDigilockerState, signDigilockerState } from './digilocker-state';
import { recordSourceIdentity } from './source-photo';
import type { VerifiedIdentity } from './verified-identity';

/** How the callback ended: the identity recorded, or the code the identity page shows. */
export type DigilockerOutcome = 'verified' | ErrorCode;

/** What DigiLocker sent the browser back with (OAuth 2). */
export interface DigilockerReturn {
  state?: string | undefined;
  code?: string | undefined;
  error?: string | undefined;
}

/** UIDAI's signed e-Aadhaar, verified as an offline e-KYC file is (K1's verifier), as an identity; or the refusal's code. */
function verifiedIdentity(xml: string, trust: UidaiTrust): VerifiedIdentity | ErrorCode {
  if (Buffer.byteLength(xml) > AADHAAR_XML_MAX_BYTES) return 'KYC_DATA_INVALID';
  let data: OfflineKycData;
  try {
    data = verifyOfflineXml(xml, trust);
  } catch (err) {
    if (isAppError(err) && err.code === 'KYC_SIGNATURE_INVALID') return 'DIGILOCKER_SIGNATURE_INVALID';
    if (isAppError(err)) return 'KYC_DATA_INVALID';
    throw err;
  }
  if (data.name.length > 200 || !/^\d{4}$/.test(data.reference.last4)) return 'KYC_DATA_INVALID';
  return {
    mode: 'digilocker',
    name: data.name,
    dob: data.dob,
    gender: data.gender,
    address: data.address,
    aadhaarLast4: data.reference.last4,
    referenceKey: data.referenceId,
    photoJpeg: data.photo,
    signatureValid: true,
    // DigiLocker signs the borrower in with an OTP to the Aadhaar-linked mobile; the e-Aadhaar's mobile hash needs a share code it does not give.
    mobileMatched: null,
    issuedAt: data.reference.generatedAt?.toISOString() ?? null,
  };
}

/** 'ABCPK1234L' -> 'XXXXX1234X': enough to tell two PANs apart in the console, no more. */
export const maskPan = (pan: string) => `XXXXX${pan.slice(5, 9)}X`;

/** DigiLocker's side of the identity step (issue 31, K3): start a consent, then take the callback. */
export function createDigilockerService(core: Core) {
  const { db, clock, config, parties } = core;
  const gateway = parties.digilocker;
  // UIDAI's certificate(s), read at the first callback (K1's loader refuses the development one in production).
  let trust: UidaiTrust | null = null;

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
      const outcome = await this.fetchAndRecord(consent.customerId, answer);
      await db.update(digilockerConsents).set({ outcome }).where(eq(digilockerConsents.id, consentId));
      return outcome;
    },

    async fetchAndRecord(customerId: string, answer: DigilockerReturn): Promise<DigilockerOutcome> {
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
      if (!documents.aadhaarXml) return 'DIGILOCKER_NO_AADHAAR';
      trust ??= loadUidaiTrust(config);
      const identity = verifiedIdentity(documents.aadhaarXml, trust);
      if (typeof identity === 'string') return identity;
      const pan = documents.pan;
      await recordSourceIdentity(core, customerId, identity, {
        source: 'digilocker',
        ...(pan ? { panMasked: maskPan(pan.pan) } : {}),
      });
      return 'verified';
    },
  };
}
