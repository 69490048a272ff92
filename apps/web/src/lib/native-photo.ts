import { postToNative } from './bridge';

/**
 * Photos taken with the native app's camera (spec §7 `getPhoto`).
 *
 * Protocol:
 * 1. The page posts `getPhoto` with the payload `{"slot":"<slot>"}`, where slot
 *    is the photo kind (aadhaar_front, aadhaar_back, pan, face).
 * 2. The native app opens its camera and answers by calling
 *    `window.onNativePhoto({ slot, base64, mime })`, as an object or as its JSON:
 *    - slot: the slot it was asked for;
 *    - base64: the image bytes, base64 (a `data:image/...;base64,` prefix is accepted);
 *      an empty string means the user cancelled;
 *    - mime: 'image/jpeg' or 'image/png' (default image/jpeg).
 * 3. Without an answer within 60 s the request ends as 'timeout' and the page
 *    falls back to its file input, for the rest of the page's life, since a
 *    native app that did not answer once will not answer the next time either.
 */
export interface NativePhotoAnswer {
  slot: string;
  base64: string;
  mime?: string;
}

export type NativePhotoResult = { kind: 'photo'; blob: Blob } | { kind: 'cancelled' } | { kind: 'timeout' };

declare global {
  interface Window {
    /** Called by the native app with the photo it took for a `getPhoto` request. */
    onNativePhoto?: (answer: NativePhotoAnswer | string) => void;
  }
}

export const NATIVE_PHOTO_TIMEOUT_MS = 60_000;

const waiting = new Map<string, { finish: (result: NativePhotoResult) => void }>();
let unresponsive = false;

/** False once the native app failed to answer a request: use the file input instead. */
export function nativePhotoAvailable(): boolean {
  return !unresponsive;
}

function toBlob(base64: string, mime: string): Blob {
  const binary = atob(base64.replace(/^data:[^,]*,/, '').replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

/** The hook the native app calls; answers nobody waits for are dropped. */
export function receiveNativePhoto(raw: NativePhotoAnswer | string): void {
  let answer: NativePhotoAnswer | null = null;
  try {
    answer = typeof raw === 'string' ? (JSON.parse(raw) as NativePhotoAnswer) : raw;
  } catch {
    return;
  }
  if (!answer || typeof answer.slot !== 'string') return;
  const request = waiting.get(answer.slot);
  if (!request) return;
  if (typeof answer.base64 !== 'string' || answer.base64 === '') {
    request.finish({ kind: 'cancelled' });
    return;
  }
  const mime = answer.mime === 'image/png' ? 'image/png' : 'image/jpeg';
  try {
    request.finish({ kind: 'photo', blob: toBlob(answer.base64, mime) });
  } catch {
    // not base64: treat like a cancelled shot rather than leaving the slot waiting
    request.finish({ kind: 'cancelled' });
  }
}

/** Asks the native app for a photo for `slot`; a newer request for the same slot cancels the older. */
export function requestNativePhoto(
  slot: string,
  timeoutMs: number = NATIVE_PHOTO_TIMEOUT_MS,
): Promise<NativePhotoResult> {
  window.onNativePhoto = receiveNativePhoto;
  waiting.get(slot)?.finish({ kind: 'cancelled' });
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const request = {
      finish: (result: NativePhotoResult) => {
        clearTimeout(timer);
        if (waiting.get(slot) === request) waiting.delete(slot);
        resolve(result);
      },
    };
    waiting.set(slot, request);
    timer = setTimeout(() => {
      unresponsive = true;
      request.finish({ kind: 'timeout' });
    }, timeoutMs);
    postToNative('getPhoto', JSON.stringify({ slot }));
  });
}

/** For tests: forget pending requests and a past timeout. */
export function resetNativePhotoForTests(): void {
  waiting.clear();
  unresponsive = false;
}
