import { randomUUID } from 'node:crypto';
import type { KycView } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../../adapters/storage';
import type { Db } from '../../../db/client';
import { transact } from '../../../db/transaction';
import { AppError, isAppError } from '../../../http/app-error';
import type { Clock } from '../../../lib/clock';
import type { ImageJobs } from '../../../platform/images/image-jobs';
import { isJpeg2000, type Jpeg2000Refusal } from '../../../platform/images/jpeg2000';
import { sniffImageType } from '../../../platform/images/sniff';
import { kycRepository } from '../kyc-repository';
import { toKycView } from '../kyc-view';
import { nameMatchScore } from '../name-match';
import type { KycMode, VerifiedIdentity } from '../verified-identity';
import { mobileMatches } from './mobile-hash';
import { verifyOfflineXml } from './offline-xml';
import { openOfflineZip } from './offline-zip';
import { verifySecureQr } from './secure-qr';
import type { UidaiTrust } from './uidai-trust';

/**
 * Below this score (nameMatchScore, 0-100) the QR's name and the name the
 * borrower typed are two people: initials (90), a missing middle name (95)
 * and spelling variants pass; a different first or family name does not.
 */
export const QR_NAME_MIN_SCORE = 70;
/** A file stamped this far in the future is not UIDAI's (clocks differ by seconds, not minutes). */
const FUTURE_SKEW_MS = 10 * 60_000;

export interface AadhaarKycDeps {
  db: Db;
  clock: Clock;
  /** Where the source's photo is kept: the sealed KYC image storage (encrypted at rest). */
  images: FileStorage;
  imageJobs: Pick<ImageJobs, 'qrCode' | 'jpeg2000'>;
  trust: UidaiTrust;
  /** AADHAAR_OFFLINE_MAX_AGE_HOURS */
  offlineMaxAgeHours: number;
  log: FastifyBaseLogger;
}

export interface Borrower {
  customerId: string;
  /** The 10-digit mobile the borrower signed in with. */
  phone: string;
}

const JPEG = (photo: Buffer | null) => (photo && photo[0] === 0xff && photo[1] === 0xd8 ? photo : null);

interface SourcePhoto {
  jpeg: Buffer | null;
  /** Why a JPEG 2000 photo was not kept (too large, corrupt, a form a photo never takes): a person matches the face. */
  refusal?: Jpeg2000Refusal;
}

/**
 * Aadhaar Paperless Offline e-KYC and Secure QR (issue 31, point 1): each
 * check refuses with a stable code and changes nothing; a verified identity
 * is recorded with the last four digits and UIDAI's reference id only (never
 * the number), the photo sealed in storage. Logs carry the customer id, the
 * mode and the code: never a name, a date of birth or an address.
 */
export function createAadhaarKycService(deps: AadhaarKycDeps) {
  const { db, clock, images, imageJobs, trust, offlineMaxAgeHours, log } = deps;

  /**
   * The source's photo as the JPEG the face match reads: a JPEG as it came,
   * a JPEG 2000 one (a real Secure QR's) decoded in an image worker, else none.
   */
  async function sourcePhoto(photo: Buffer | null): Promise<SourcePhoto> {
    if (!photo || !isJpeg2000(photo)) return { jpeg: JPEG(photo) };
    const read = await imageJobs.jpeg2000(photo);
    return read.ok ? { jpeg: read.jpeg } : { jpeg: null, refusal: read.reason };
  }

  async function refusing<T>(borrower: Borrower, mode: KycMode, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isAppError(err)) log.info({ customerId: borrower.customerId, mode, code: err.code }, 'kyc refused');
      throw err;
    }
  }

  async function record(borrower: Borrower, identity: VerifiedIdentity, details: Record<string, unknown>) {
    const now = clock.now();
    const photoKey = identity.photoJpeg ? `kyc/${randomUUID().replaceAll('-', '')}.jpg` : null;
    if (photoKey && identity.photoJpeg) await images.put(photoKey, identity.photoJpeg);
    try {
      const row = await transact(db, async (tx) => {
        const application = await kycRepository.openApplication(tx, borrower.customerId);
        return kycRepository.record(tx, borrower.customerId, application?.id ?? null, identity, {
          now,
          photoKey,
          details,
        });
      });
      log.info({ customerId: borrower.customerId, mode: row.mode, state: row.state }, 'kyc recorded');
      return toKycView(row);
    } catch (err) {
      if (photoKey) await images.delete(photoKey).catch(() => undefined);
      throw err;
    }
  }

  return {
    /** POST /kyc/aadhaar-offline: UIDAI's ZIP and the share code that opens it. */
    verifyOffline(borrower: Borrower, zip: Uint8Array, shareCode: string): Promise<KycView> {
      return refusing(borrower, 'aadhaar_offline', async () => {
        const xml = await openOfflineZip(zip, shareCode);
        const data = verifyOfflineXml(xml, trust);
        const generatedAt = data.reference.generatedAt;
        const now = clock.now().getTime();
        if (!generatedAt || generatedAt.getTime() > now + FUTURE_SKEW_MS)
          throw new AppError('KYC_DATA_INVALID');
        if (now - generatedAt.getTime() > offlineMaxAgeHours * 3_600_000) {
          const days = Math.round((offlineMaxAgeHours / 24) * 10) / 10;
          throw new AppError('KYC_FILE_EXPIRED', { params: { days } });
        }
        const photo = await sourcePhoto(data.photo);
        const identity: VerifiedIdentity = {
          mode: 'aadhaar_offline',
          name: data.name,
          dob: data.dob,
          gender: data.gender,
          address: data.address,
          aadhaarLast4: data.reference.last4,
          referenceKey: data.referenceId,
          photoJpeg: photo.jpeg,
          signatureValid: true,
          mobileMatched: mobileMatches(data.mobileHash, borrower.phone, shareCode, data.reference.last4),
          issuedAt: generatedAt.toISOString(),
        };
        return record(borrower, identity, {
          source: 'uidai_offline_xml',
          ...(photo.refusal ? { photoRefusal: photo.refusal } : {}),
          developmentCertificate: trust.development,
        });
      });
    },

    /** POST /kyc/aadhaar-qr: a photo of the card's QR side; `typedName` the name the borrower gave, if any. */
    verifyQr(borrower: Borrower, image: Uint8Array, typedName: string | null): Promise<KycView> {
      return refusing(borrower, 'aadhaar_qr', async () => {
        const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
        if (!sniffImageType(bytes)) throw new AppError('PHOTO_TYPE_UNSUPPORTED');
        const read = await imageJobs.qrCode(bytes);
        if (!read.ok)
          throw new AppError(read.reason === 'type' ? 'PHOTO_TYPE_UNSUPPORTED' : 'KYC_QR_UNREADABLE');
        const data = verifySecureQr(read.text, trust);
        const typed =
          typedName?.trim() || (await kycRepository.openApplication(db, borrower.customerId))?.typedName;
        if (typed && nameMatchScore(typed, data.name) < QR_NAME_MIN_SCORE)
          throw new AppError('KYC_NAME_MISMATCH');
        const photo = await sourcePhoto(data.photo);
        const identity: VerifiedIdentity = {
          mode: 'aadhaar_qr',
          name: data.name,
          dob: data.dob,
          gender: data.gender,
          address: data.address,
          aadhaarLast4: data.reference.last4,
          referenceKey: data.referenceId,
          photoJpeg: photo.jpeg,
          signatureValid: true,
          mobileMatched: data.mobileHash
            ? mobileMatches(data.mobileHash, borrower.phone, '', data.reference.last4)
            : null,
          issuedAt: data.reference.generatedAt?.toISOString() ?? null,
        };
        return record(borrower, identity, {
          source: 'uidai_secure_qr',
          qrVersion: data.version,
          photoFormat: data.photoFormat,
          ...(photo.refusal ? { photoRefusal: photo.refusal } : {}),
          mobileLast4Matched: data.mobileLast4 ? borrower.phone.endsWith(data.mobileLast4) : null,
          developmentCertificate: trust.development,
        });
      });
    },
  };
}

export type AadhaarKycService = ReturnType<typeof createAadhaarKycService>;
