import type { PhotoUploadResponse } from '@app/contract';
import { istDayKey, type PhotoKind, randomFileName } from '@app/domain';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { transact } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { type FaceJobs, sharedFaceJobs } from '../../platform/face';
import { type ImageJobs, sharedImageJobs } from '../../platform/images/image-jobs';
import type { PhotoUrlSigner } from '../../platform/photo-urls';
import { applicationRepository, assertEditable, toPhotoView } from '../application';
import { type CardMasking, maskIfCard } from './card-mask';
import { checkFace, type FaceOutcome, recordFace } from './face-check';
import { photoRepository } from './photo-repository';

/**
 * KYC photo uploads: checked and re-encoded (image/process-photo, in an image
 * worker off the event loop: modules/images), stored
 * under a random name, recorded with their quality metrics. Every attempt,
 * accepted or refused, counts toward the daily cap (spec §8 "Today's chances
 * used up, try tomorrow").
 */
export function createPhotoService(deps: {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  signer: PhotoUrlSigner;
  dailyLimit: number;
  /** The image workers; the process's shared pool unless a test gives its own. */
  images?: ImageJobs;
  /** Card images masked before they are stored (decision 075); the module always gives it. */
  cards?: CardMasking;
  /** The face worker (decision 074); the process's shared one, started on the first match. */
  faces?: FaceJobs;
}) {
  const { db, clock, storage, signer, dailyLimit } = deps;
  const images = deps.images ?? sharedImageJobs();
  const faces = deps.faces ?? sharedFaceJobs();

  return {
    async upload(customerId: string, kind: PhotoKind, bytes: Buffer): Promise<PhotoUploadResponse> {
      const day = istDayKey(clock.now());
      // Cheap checks before the CPU work: an application to add to, and chances left today.
      const before = await applicationRepository.findLatest(db, customerId);
      if (!before) throw new AppError('CONSENT_REQUIRED');
      assertEditable(before, clock.now());
      if (!before.consentAt) throw new AppError('CONSENT_REQUIRED');
      if ((await photoRepository.countOnDay(db, customerId, day)) >= dailyLimit) {
        throw new AppError('DAILY_CHANCES_USED');
      }

      const checked = await images.photo(bytes);
      // The photo holding the card: its face against the verified source's photo (issue 31 point 2).
      const face: FaceOutcome =
        kind === 'face' && checked.ok
          ? await checkFace({ db, storage, faces }, customerId, checked.jpeg)
          : { kind: 'unmatched' };
      const result =
        face.kind === 'refused'
          ? { ok: false as const, code: face.code, reason: face.refusal, metrics: checked.metrics }
          : checked;
      // What is stored of a card image is its masked copy, never the image as taken (decision 075).
      const card =
        result.ok && deps.cards ? await maskIfCard(deps.cards, kind, result.jpeg, before.aadhaarIndex) : null;
      const storageKey = result.ok ? `photos/${randomFileName()}${randomFileName()}.jpg` : null;
      if (result.ok && storageKey) await storage.put(storageKey, card?.jpeg ?? result.jpeg);

      try {
        return await transact(db, async (tx) => {
          const row = await applicationRepository.lockLatest(tx, customerId);
          if (!row || row.id !== before.id) throw new AppError('APPLICATION_LOCKED');
          assertEditable(row, clock.now());
          const used = await photoRepository.countOnDay(tx, customerId, day);
          if (used >= dailyLimit) throw new AppError('DAILY_CHANCES_USED');
          const now = clock.now();
          const metrics = result.metrics;
          const photo = await photoRepository.insert(tx, {
            customerId,
            applicationId: row.id,
            kind,
            status: result.ok ? 'accepted' : 'refused',
            refusal: result.ok ? null : result.reason,
            storageKey,
            width: result.ok ? result.width : (metrics?.width ?? null),
            height: result.ok ? result.height : (metrics?.height ?? null),
            bytes: result.ok ? (card?.jpeg ?? result.jpeg).length : bytes.length,
            masking: card?.masking ?? null,
            blurVariance: metrics?.blurVariance ?? null,
            glareShare: metrics?.glareShare ?? null,
            istDay: day,
            createdAt: now,
          });
          // A refused attempt is recorded (it used a chance), then reported.
          if (!result.ok) return new AppError(result.code, { field: kind });
          await photoRepository.supersede(tx, row.id, kind, photo.id);
          if (face.kind === 'scored') await recordFace(tx, face.verificationId, face.match, now);
          return { photo: toPhotoView(photo, [], signer, now), attemptsLeftToday: dailyLimit - used - 1 };
        });
      } catch (err) {
        if (storageKey) await storage.delete(storageKey).catch(() => undefined);
        throw err;
      }
    },

    /** The bytes behind a signed URL, or null: a bad signature, an expired link, another owner. */
    async read(input: { id: string; customerId: string; exp: number; sig: string }): Promise<Buffer | null> {
      if (!signer.verify(input, clock.now())) return null;
      const photo = await photoRepository.findStored(db, input.id, input.customerId);
      if (!photo?.storageKey) return null;
      return storage.get(photo.storageKey);
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
