import { randomBytes } from 'node:crypto';
import type { Core } from '../../platform/core';
import { createSealedImages } from '../../platform/kyc-images/sealed-images';
import { type KycVerificationRow, kycRepository } from './kyc-repository';
import type { VerifiedIdentity } from './verified-identity';

/** UIDAI's and the registry's photos are a few kB; more is not a passport photo. */
export const SOURCE_PHOTO_MAX_BYTES = 512 * 1024;

const isJpeg = (bytes: Buffer) =>
  bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * Stores a verified source's photo sealed like every KYC image (decision 075),
 * under kyc/; the key for kyc_verifications.photo_key, or null when
 * the source gave none or one that is no JPEG of a sensible size (the face
 * match then goes to a person).
 */
export async function storeSourcePhoto(core: Core, jpeg: Buffer | null): Promise<string | null> {
  if (!jpeg) return null;
  if (jpeg.length > SOURCE_PHOTO_MAX_BYTES || !isJpeg(jpeg)) {
    core.log.warn({ kyc: 'source-photo', bytes: jpeg.length }, 'source photo not kept');
    return null;
  }
  const key = `kyc/${randomBytes(16).toString('hex')}.jpg`;
  await createSealedImages(core.storage, core.config.DATA_ENCRYPTION_KEY).put(key, jpeg);
  return key;
}

/**
 * Records a verified source's identity on the customer's open application (if
 * any), its photo stored first and deleted again when the recording fails.
 */
export async function recordSourceIdentity(
  core: Core,
  customerId: string,
  identity: VerifiedIdentity,
  details: Record<string, unknown>,
): Promise<KycVerificationRow> {
  const photoKey = await storeSourcePhoto(core, identity.photoJpeg);
  try {
    return await core.db.transaction(async (tx) => {
      const application = await kycRepository.openApplication(tx, customerId);
      return kycRepository.record(tx, customerId, application?.id ?? null, identity, {
        now: core.clock.now(),
        photoKey,
        details,
      });
    });
  } catch (err) {
    if (photoKey) await core.storage.delete(photoKey).catch(() => undefined);
    throw err;
  }
}
