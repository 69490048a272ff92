/** Why a face photo was not matched: the borrower is told in the three languages. */
export type FaceRefusal = 'NO_FACE' | 'MANY_FACES' | 'NOT_LIVE';

/**
 * The result kept of a match: two scores and a decision, never a face
 * template. `review` goes to a person in the console's review queue; a
 * `reason` of MODEL_UNAVAILABLE or REFERENCE_UNREADABLE says why no score
 * could be computed (the photo is then reviewed, never refused).
 */
export interface FaceMatch {
  /** Similarity of the two faces, 0-1 (the library's normalised measure). */
  faceScore: number;
  /** Passive liveness of the live photo, 0-1 (liveness model and print/screen texture). */
  livenessScore: number;
  decision: 'match' | 'review' | 'mismatch';
  reason?: FaceRefusal | 'MODEL_UNAVAILABLE' | 'REFERENCE_UNREADABLE';
}

/**
 * Thresholds, calibrated on the fixture photos (decision 074): the same man
 * in two pictures scores 0.41, another person 0.10-0.29, the same man's
 * print 0.39 (refused by liveness). Below REVIEW_FROM a mismatch, from
 * MATCH_FROM a match, between them a person decides.
 */
export const FACE_THRESHOLDS = {
  matchFrom: 0.4,
  reviewFrom: 0.3,
  /** Liveness below this is a photo of a photo or of a screen: refused (print 0.29, screen 0.17). */
  notLiveBelow: 0.4,
  /** Liveness between notLiveBelow and this goes to review even when the faces match (live photos 0.53-0.78). */
  liveReviewBelow: 0.5,
} as const;

/** What the worker saw of one face (the embedding never leaves the worker). */
export interface FaceSignals {
  /** The liveness model's score, 0-1. */
  live: number;
  /** Regular print/screen texture on the face, 0-1. */
  texture: number;
}

/** Passive liveness: the lesser of the liveness model's score and the absence of print/screen texture. */
export function livenessOf(face: FaceSignals): number {
  return round(Math.min(face.live, 1 - face.texture));
}

/**
 * The decision from what was seen: the live photo must hold exactly one face,
 * and it must look live, before its similarity to the reference counts.
 */
export function decideFaceMatch(input: {
  liveFaces: FaceSignals[];
  referenceFaces: number;
  similarity: number | null;
}): FaceMatch {
  const { liveFaces, referenceFaces } = input;
  const [face] = liveFaces;
  if (!face) return { faceScore: 0, livenessScore: 0, decision: 'mismatch', reason: 'NO_FACE' };
  const livenessScore = livenessOf(face);
  if (liveFaces.length > 1)
    return { faceScore: 0, livenessScore, decision: 'mismatch', reason: 'MANY_FACES' };
  if (livenessScore < FACE_THRESHOLDS.notLiveBelow)
    return { faceScore: 0, livenessScore, decision: 'mismatch', reason: 'NOT_LIVE' };
  if (referenceFaces !== 1 || input.similarity === null)
    return { faceScore: 0, livenessScore, decision: 'review', reason: 'REFERENCE_UNREADABLE' };
  const faceScore = round(input.similarity);
  if (faceScore < FACE_THRESHOLDS.reviewFrom) return { faceScore, livenessScore, decision: 'mismatch' };
  const sure = faceScore >= FACE_THRESHOLDS.matchFrom && livenessScore >= FACE_THRESHOLDS.liveReviewBelow;
  return { faceScore, livenessScore, decision: sure ? 'match' : 'review' };
}

const round = (n: number) => Math.round(Math.max(0, Math.min(1, n)) * 1000) / 1000;
