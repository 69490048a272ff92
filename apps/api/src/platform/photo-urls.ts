import { hmacSha256Hex, sameHex } from '../lib/hashing';

/**
 * Photos are read through signed, expiring URLs: an <img> cannot send the
 * bearer header, and a URL that leaks (a screenshot, a log) dies within
 * minutes. The signature binds the photo, its owner and the expiry, and is
 * handed out only in the owner's own application view.
 */
export interface PhotoUrlSigner {
  sign(photo: { id: string; customerId: string }, now: Date): string;
  verify(input: { id: string; customerId: string; exp: number; sig: string }, now: Date): boolean;
}

export const PHOTO_URL_PREFIX = '/api/v1/files/photos';

export function createPhotoUrlSigner(secret: string, ttlSeconds: number): PhotoUrlSigner {
  const mac = (id: string, customerId: string, exp: number) =>
    hmacSha256Hex(secret, `photo:${id}:${customerId}:${exp}`);
  return {
    sign(photo, now) {
      // Rounded up to the minute so a page re-rendering within a minute gets the same URL (browser cache).
      const exp = Math.ceil(now.getTime() / 60_000) * 60 + ttlSeconds;
      return `${PHOTO_URL_PREFIX}/${photo.id}?c=${photo.customerId}&exp=${exp}&sig=${mac(photo.id, photo.customerId, exp)}`;
    },
    verify({ id, customerId, exp, sig }, now) {
      if (!Number.isInteger(exp) || exp * 1000 < now.getTime()) return false;
      return /^[0-9a-f]{64}$/.test(sig) && sameHex(sig, mac(id, customerId, exp));
    },
  };
}
