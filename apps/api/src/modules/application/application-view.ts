import type { ApplicationView, PhotoView } from '@app/contract';
import {
  APPLICATION_STEPS,
  type ApplicationStep,
  IDENTITY_PHOTO_KINDS,
  isAdultOn,
  istDayKey,
  type PhotoKind,
} from '@app/domain';
import type { ApplicationRow, PhotoRow } from '../../db/schema';
import type { PhotoUrlSigner } from '../../platform/photo-urls';
import { storedBirth } from './identity-rules';

type StepStatus = ApplicationView['steps'][ApplicationStep];

/** The newest accepted photo of each kind. */
export function latestPhotos(rows: PhotoRow[]): Map<PhotoKind, PhotoRow> {
  const latest = new Map<PhotoKind, PhotoRow>();
  for (const row of rows) {
    const seen = latest.get(row.kind);
    if (!seen || seen.createdAt < row.createdAt) latest.set(row.kind, row);
  }
  return latest;
}

/** Whether the identity rests on card photos: chosen so, or saved without a mode (before issue 31). */
export const byCardPhotos = (row: Pick<ApplicationRow, 'steps'>): boolean =>
  (row.steps.identity?.kycMode ?? 'card_photos') === 'card_photos';

/** Photos the reviewer asked for again and that have not been retaken since the decision. */
export function pendingRedo(row: ApplicationRow, photos: Map<PhotoKind, PhotoRow>): PhotoKind[] {
  if (row.state !== 'identity_failed' || !row.decidedAt) return [];
  const decidedAt = row.decidedAt;
  return row.redoPhotos.filter((kind) => {
    const photo = photos.get(kind);
    return !photo || photo.createdAt <= decidedAt;
  });
}

export function stepStatuses(row: ApplicationRow, photos: Map<PhotoKind, PhotoRow>) {
  const redo = pendingRedo(row, photos);
  const status = (step: ApplicationStep): StepStatus => {
    switch (step) {
      case 'identity':
        if (IDENTITY_PHOTO_KINDS.some((kind) => redo.includes(kind))) return 'redo';
        // A verified mode needs no card photos; card photos (and identities of before issue 31) do.
        return row.steps.identity &&
          (!byCardPhotos(row) || IDENTITY_PHOTO_KINDS.every((kind) => photos.has(kind)))
          ? 'done'
          : 'todo';
      case 'face':
        if (redo.includes('face')) return 'redo';
        return photos.has('face') ? 'done' : 'todo';
      default:
        return row.steps[step] ? 'done' : 'todo';
    }
  };
  const steps = Object.fromEntries(APPLICATION_STEPS.map((step) => [step, status(step)])) as Record<
    ApplicationStep,
    StepStatus
  >;
  const done = APPLICATION_STEPS.filter((step) => steps[step] === 'done').length;
  return {
    steps,
    progress: Math.round((done * 100) / APPLICATION_STEPS.length),
    nextStep: APPLICATION_STEPS.find((step) => steps[step] !== 'done') ?? null,
  };
}

export function toPhotoView(
  photo: PhotoRow,
  redo: PhotoKind[],
  signer: PhotoUrlSigner,
  now: Date,
): PhotoView {
  return {
    kind: photo.kind,
    status: redo.includes(photo.kind) ? 'redo' : 'accepted',
    url: signer.sign(photo, now),
    width: photo.width ?? 0,
    height: photo.height ?? 0,
    uploadedAt: photo.createdAt.toISOString(),
  };
}

/** An identity saved before issue 31 has no mode: it was typed and photographed (card photos). */
const identityView = (saved: ApplicationRow['steps']['identity']): ApplicationView['identity'] =>
  saved ? { ...saved, kycMode: saved.kycMode ?? null, verifiedAddress: saved.verifiedAddress ?? null } : null;

function ageView(row: ApplicationRow, now: Date): ApplicationView['age'] {
  const birth = storedBirth(row.steps);
  return birth === null ? null : { birth, adult: isAdultOn(birth, istDayKey(now)) };
}

export function toApplicationView(input: {
  row: ApplicationRow;
  photos: PhotoRow[];
  drafts: Record<string, Record<string, string>>;
  signer: PhotoUrlSigner;
  now: Date;
}): ApplicationView {
  const { row, signer, now } = input;
  const latest = latestPhotos(input.photos);
  const redo = pendingRedo(row, latest);
  const { steps, progress, nextStep } = stepStatuses(row, latest);
  const decided = row.decidedAt !== null;
  return {
    id: row.id,
    state: row.state,
    consentAt: row.consentAt?.toISOString() ?? null,
    steps,
    progress,
    nextStep,
    identity: identityView(row.steps.identity),
    age: ageView(row, now),
    // card photos always go to a person (issue 31): say so from the submission on
    personReview: row.state === 'submitted' && (row.referredAt !== null || byCardPhotos(row)),
    basic: row.steps.basic ?? null,
    career: row.steps.career ?? null,
    address: row.steps.address ?? null,
    contacts: row.steps.contacts ?? null,
    bank: row.steps.bank ?? null,
    drafts: input.drafts,
    photos: [...latest.values()].map((photo) => toPhotoView(photo, redo, signer, now)),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    expectedDecisionAt: row.state === 'submitted' ? (row.expectedDecisionAt?.toISOString() ?? null) : null,
    decision:
      decided && row.decidedAt
        ? {
            decidedAt: row.decidedAt.toISOString(),
            reason: row.rejectionReason,
            reapplyAt: row.reapplyAt?.toISOString() ?? null,
            product: row.product,
            quotaPaise: row.quotaPaise,
            dailyRatePpm: row.dailyRatePpm,
            redoPhotos: row.state === 'identity_failed' ? row.redoPhotos : [],
          }
        : null,
  };
}
