import { desc } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import { photos } from '../../../db/schema';
import { consent, photo, uploadPhoto } from '../../../test/application-fixtures';
import { jpegClaiming, pngClaiming } from '../../../test/image-bombs';
import { bearer, call, drivers, logIn, useTestApp } from '../../../test/test-app';

const APP = '/api/v1/application';

describe.each(drivers)('KYC photo uploads on %s', (driver) => {
  const ctx = useTestApp(driver, { PHOTO_DAILY_LIMIT: '6' });

  it('stores an accepted photo re-encoded, readable by its owner through an expiring signed URL', async () => {
    const { token } = await logIn(ctx, '9876543001');
    await consent(ctx, token);
    const res = await uploadPhoto(ctx, token, 'aadhaar_front', photo('with-exif.jpg'));
    expect(res.statusCode).toBe(201);
    const { photo: view, attemptsLeftToday } = res.json();
    expect(view).toMatchObject({ kind: 'aadhaar_front', status: 'accepted' });
    expect(attemptsLeftToday).toBe(5);

    const file = await ctx.app.inject({ method: 'GET', url: view.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // Re-encoded: the GPS text the upload carried in its EXIF block is gone.
    expect(file.rawPayload.includes(Buffer.from('GPS 28.6139N'))).toBe(false);

    const tampered = view.url.replace(
      /sig=([0-9a-f])/,
      (_: string, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const otherOwner = view.url.replace(/c=[0-9a-f-]+/, 'c=00000000-0000-4000-8000-000000000000');
    expect((await ctx.app.inject({ method: 'GET', url: otherOwner })).statusCode).toBe(404);
    ctx.clock.advanceSeconds(ctx.config.PHOTO_URL_TTL_SECONDS + 61);
    expect((await ctx.app.inject({ method: 'GET', url: view.url })).statusCode).toBe(404);
  });

  it.each([
    ['not-an-image.jpg', 'image/jpeg', 415, 'PHOTO_TYPE_UNSUPPORTED'],
    ['truncated.jpg', 'image/jpeg', 422, 'PHOTO_RETAKE'],
    ['tiny.jpg', 'image/jpeg', 422, 'PHOTO_RETAKE'],
    ['blurry.jpg', 'image/jpeg', 422, 'PHOTO_RETAKE'],
    ['glare.jpg', 'image/jpeg', 422, 'PHOTO_RETAKE'],
    ['blank.jpg', 'image/jpeg', 422, 'PHOTO_RETAKE'],
    ['card.png', 'image/jpeg', 201, null],
    ['card.png', 'image/png', 201, null],
  ])('answers %s sent as %s with %i', async (file, type, status, code) => {
    const { token } = await logIn(ctx, '9876543002');
    await consent(ctx, token);
    const res = await uploadPhoto(ctx, token, 'pan', photo(file), type);
    expect(res.statusCode).toBe(status);
    if (code) expect(res.json().code).toBe(code);
    if (code === 'PHOTO_RETAKE')
      expect(res.json().message).toBe('There is a problem with the photo, please retake it.');
  });

  it('refuses other content types, empty and oversized bodies, and unknown kinds', async () => {
    const { token } = await logIn(ctx, '9876543003');
    await consent(ctx, token);
    const html = await uploadPhoto(
      ctx,
      token,
      'pan',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'text/html',
    );
    expect(html.statusCode).toBe(415);
    expect((await uploadPhoto(ctx, token, 'pan', Buffer.alloc(0))).statusCode).toBeLessThan(500);
    const huge = await uploadPhoto(ctx, token, 'pan', Buffer.alloc(9 * 1024 * 1024, 0xff));
    expect(huge.statusCode).toBe(413);
    expect((await uploadPhoto(ctx, token, 'selfie', photo('pan.jpg'))).statusCode).toBe(400);
    expect((await uploadPhoto(ctx, 'not-a-token', 'pan', photo('pan.jpg'))).statusCode).toBe(401);
  });

  it("caps uploads per day with the spec's message, and resets at IST midnight", async () => {
    const { token } = await logIn(ctx, '9876543004');
    await consent(ctx, token);
    for (let i = 0; i < 6; i++)
      await uploadPhoto(ctx, token, 'face', photo(i % 2 ? 'blurry.jpg' : 'face.jpg'));
    const capped = await uploadPhoto(ctx, token, 'face', photo('face.jpg'));
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe("Today's chances are used up, please try again tomorrow.");
    ctx.clock.set('2025-01-15T18:31:00.000Z'); // 00:01 IST the next day
    expect((await uploadPhoto(ctx, token, 'face', photo('face.jpg'))).statusCode).toBe(201);
  });

  it('shows the newest photo of each kind in the application, and needs consent first', async () => {
    const { token } = await logIn(ctx, '9876543005');
    expect((await uploadPhoto(ctx, token, 'pan', photo('pan.jpg'))).json().code).toBe('CONSENT_REQUIRED');
    await consent(ctx, token);
    await uploadPhoto(ctx, token, 'pan', photo('pan.jpg'));
    ctx.clock.advanceSeconds(5);
    const second = (await uploadPhoto(ctx, token, 'pan', photo('card.png'))).json();
    const view = (await call(ctx.app, 'GET', APP, undefined, { headers: bearer(token) })).json();
    expect(view.photos).toHaveLength(1);
    expect(view.photos[0].uploadedAt).toBe(second.photo.uploadedAt);
  });

  it('refuses a decompression bomb by its header and decodes photos off the event loop', async () => {
    const { token } = await logIn(ctx, '9876543006');
    await consent(ctx, token);
    const refusal = async () =>
      (await ctx.database.db.select().from(photos).orderBy(desc(photos.createdAt)).limit(1))[0]?.refusal;
    // The decoders as this thread loads them: an image worker has its own copies.
    const decodes = [vi.spyOn(jpeg, 'decode'), vi.spyOn(PNG.sync, 'read')];
    try {
      // A few hundred bytes claiming 36 MP, and 65 bytes claiming 1 GB of pixels: refused unopened.
      const bomb = await uploadPhoto(ctx, token, 'pan', jpegClaiming(6000, 6000));
      expect(bomb.json().code).toBe('PHOTO_RETAKE');
      expect(await refusal()).toBe('oversize');
      ctx.clock.advanceSeconds(1);
      const png = await uploadPhoto(ctx, token, 'pan', pngClaiming(16_000, 16_000), 'image/png');
      expect(png.json().code).toBe('PHOTO_RETAKE');
      expect(await refusal()).toBe('oversize');
      // 12 MP within the limit (a second of decoding before its data runs out) and a real photo.
      ctx.clock.advanceSeconds(1);
      const heavy = await uploadPhoto(ctx, token, 'pan', jpegClaiming(4000, 3000));
      expect(heavy.json().code).toBe('PHOTO_RETAKE');
      expect(await refusal()).toBe('corrupt');
      expect((await uploadPhoto(ctx, token, 'pan', photo('pan.jpg'))).statusCode).toBe(201);
      // Decoded, but never on the thread that serves requests.
      for (const decode of decodes) expect(decode).not.toHaveBeenCalled();
    } finally {
      for (const decode of decodes) decode.mockRestore();
    }
  });
});
