import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANDROID_INTERFACE } from '../bridge';
import {
  NATIVE_PHOTO_TIMEOUT_MS,
  nativePhotoAvailable,
  requestNativePhoto,
  resetNativePhotoForTests,
} from '../native-photo';

type Win = Record<string, unknown>;
const JPEG_BASE64 = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3));

let getPhoto: ReturnType<typeof vi.fn>;

beforeEach(() => {
  getPhoto = vi.fn();
  (window as unknown as Win)[ANDROID_INTERFACE] = { getPhoto };
});

afterEach(() => {
  delete (window as unknown as Win)[ANDROID_INTERFACE];
  delete window.onNativePhoto;
  resetNativePhotoForTests();
  vi.useRealTimers();
});

describe('requestNativePhoto (getPhoto bridge)', () => {
  it('posts getPhoto with the slot and resolves with the photo the app answers', async () => {
    const pending = requestNativePhoto('aadhaar_front');
    expect(getPhoto).toHaveBeenCalledWith('{"slot":"aadhaar_front"}');
    window.onNativePhoto?.({ slot: 'aadhaar_front', base64: JPEG_BASE64, mime: 'image/jpeg' });
    const result = await pending;
    expect(result.kind).toBe('photo');
    if (result.kind !== 'photo') return;
    expect(result.blob.type).toBe('image/jpeg');
    expect([...new Uint8Array(await result.blob.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
  });

  it('accepts the answer as JSON with a data: prefix, and PNG', async () => {
    const pending = requestNativePhoto('pan');
    window.onNativePhoto?.(
      JSON.stringify({ slot: 'pan', base64: `data:image/png;base64,${JPEG_BASE64}`, mime: 'image/png' }),
    );
    const result = await pending;
    expect(result.kind === 'photo' && result.blob.type).toBe('image/png');
  });

  it('ignores answers for other slots and reads an empty photo as cancelled', async () => {
    const pending = requestNativePhoto('face');
    window.onNativePhoto?.({ slot: 'pan', base64: JPEG_BASE64 });
    window.onNativePhoto?.('not json');
    window.onNativePhoto?.({ slot: 'face', base64: '' });
    await expect(pending).resolves.toEqual({ kind: 'cancelled' });
  });

  it('a newer request for the same slot cancels the older one', async () => {
    const first = requestNativePhoto('face');
    const second = requestNativePhoto('face');
    await expect(first).resolves.toEqual({ kind: 'cancelled' });
    window.onNativePhoto?.({ slot: 'face', base64: JPEG_BASE64 });
    await expect(second).resolves.toMatchObject({ kind: 'photo' });
  });

  it('times out after 60 s and from then on leaves photos to the file input', async () => {
    vi.useFakeTimers();
    expect(nativePhotoAvailable()).toBe(true);
    const pending = requestNativePhoto('aadhaar_back');
    vi.advanceTimersByTime(NATIVE_PHOTO_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(pending).resolves.toEqual({ kind: 'timeout' });
    expect(nativePhotoAvailable()).toBe(false);
    // a late answer is dropped
    expect(() => window.onNativePhoto?.({ slot: 'aadhaar_back', base64: JPEG_BASE64 })).not.toThrow();
  });
});
