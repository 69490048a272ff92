import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createFaceJobs } from '../face-jobs';
import { decideFaceMatch, FACE_THRESHOLDS } from '../face-match';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.jpg`, import.meta.url));

describe('matchFace on the fixture photos (decision 074)', () => {
  // One worker for the file: the library and its models load once (about 2 s), then about 1 s a match.
  const faces = createFaceJobs();
  afterAll(() => faces.close());
  const reference = fixture('reference');

  it('matches the same man in another picture, and refuses another person', async () => {
    const same = await faces.matchFace(fixture('live-same'), reference);
    expect(same).toMatchObject({ decision: 'match' });
    expect(same.faceScore).toBeGreaterThanOrEqual(FACE_THRESHOLDS.matchFrom);
    expect(same.livenessScore).toBeGreaterThanOrEqual(FACE_THRESHOLDS.liveReviewBelow);
    expect(same).not.toHaveProperty('embedding');

    const other = await faces.matchFace(fixture('live-other'), reference);
    expect(other).toMatchObject({ decision: 'mismatch' });
    expect(other.reason).toBeUndefined();
    expect(other.faceScore).toBeLessThan(FACE_THRESHOLDS.reviewFrom);
  }, 60_000);

  it('refuses a re-photographed print and a photo of a screen as NOT_LIVE', async () => {
    for (const name of ['live-print', 'live-screen']) {
      const result = await faces.matchFace(fixture(name), reference);
      expect(result, name).toMatchObject({ decision: 'mismatch', reason: 'NOT_LIVE', faceScore: 0 });
      expect(result.livenessScore, name).toBeLessThan(FACE_THRESHOLDS.notLiveBelow);
    }
  }, 60_000);

  it('refuses a photo with no face, with two faces, or that does not decode', async () => {
    expect(await faces.matchFace(fixture('live-none'), reference)).toMatchObject({
      decision: 'mismatch',
      reason: 'NO_FACE',
    });
    expect(await faces.matchFace(fixture('live-two'), reference)).toMatchObject({
      decision: 'mismatch',
      reason: 'MANY_FACES',
    });
    expect(await faces.matchFace(Buffer.from('not an image'), reference)).toMatchObject({
      reason: 'NO_FACE',
    });
  }, 60_000);

  it('sends the photo to review when the reference has no face', async () => {
    expect(await faces.matchFace(fixture('live-same'), fixture('live-none'))).toMatchObject({
      decision: 'review',
      reason: 'REFERENCE_UNREADABLE',
    });
  }, 60_000);
});

describe('face match without its models', () => {
  it('goes to review, never throws, when the worker cannot load the library', async () => {
    const broken = createFaceJobs({ script: new URL('./fixtures/missing-worker.ts', import.meta.url) });
    try {
      expect(await broken.matchFace(fixture('live-same'), fixture('reference'))).toEqual({
        faceScore: 0,
        livenessScore: 0,
        decision: 'review',
        reason: 'MODEL_UNAVAILABLE',
      });
    } finally {
      await broken.close();
    }
  });
});

describe('decideFaceMatch', () => {
  const live = { live: 1, texture: 0.3 };
  it('puts the doubtful band and a doubtful liveness in review', () => {
    expect(decideFaceMatch({ liveFaces: [live], referenceFaces: 1, similarity: 0.35 }).decision).toBe(
      'review',
    );
    expect(decideFaceMatch({ liveFaces: [live], referenceFaces: 1, similarity: 0.29 }).decision).toBe(
      'mismatch',
    );
    expect(decideFaceMatch({ liveFaces: [live], referenceFaces: 1, similarity: 0.6 })).toEqual({
      faceScore: 0.6,
      livenessScore: 0.7,
      decision: 'match',
    });
    expect(
      decideFaceMatch({ liveFaces: [{ live: 0.45, texture: 0.2 }], referenceFaces: 1, similarity: 0.9 })
        .decision,
    ).toBe('review');
    expect(
      decideFaceMatch({ liveFaces: [{ live: 1, texture: 0.7 }], referenceFaces: 1, similarity: 0.9 }),
    ).toMatchObject({ decision: 'mismatch', reason: 'NOT_LIVE' });
  });
});
