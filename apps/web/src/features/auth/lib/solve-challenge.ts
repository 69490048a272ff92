import type { CaptchaResponse, SendOtpBody } from '@app/contract';

export type ChallengeSolution = NonNullable<SendOtpBody['captcha']>;

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(digest: ArrayBuffer, target: Uint8Array): boolean {
  const view = new Uint8Array(digest);
  for (let i = 0; i < target.length; i++) if (view[i] !== target[i]) return false;
  return true;
}

/**
 * Solves the server's proof-of-work challenge (decision 062): SHA-256 of
 * salt + n for n = 0, 1, ... until it equals the challenge. Web Crypto hashes
 * off the main thread, one digest at a time, so the page stays responsive;
 * `onProgress` hears the share of the range searched (0-1) a few dozen times.
 * Loaded only when the server asks for the challenge, so the landing page
 * does not download it. Null when aborted or when no number matches.
 */
export async function solveChallenge(
  challenge: CaptchaResponse,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<ChallengeSolution | null> {
  const encoder = new TextEncoder();
  const target = hexBytes(challenge.challenge);
  const step = Math.max(1, Math.floor(challenge.maxnumber / 50));
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (number % step === 0) {
      if (signal.aborted) return null;
      onProgress(number / challenge.maxnumber);
    }
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + number));
    if (sameBytes(digest, target)) {
      onProgress(1);
      const { algorithm, salt, signature } = challenge;
      return { algorithm, challenge: challenge.challenge, number, salt, signature };
    }
  }
  return null;
}
