import { randomInt } from 'node:crypto';
import { hmacSha256Hex } from '../../lib/hashing';

/** A uniformly random numeric code from the CSPRNG, leading zeros kept. */
export function generateOtpCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** Bound to the phone: the same code for another phone hashes differently. */
export function hashOtpCode(secret: string, phone: string, code: string): string {
  return hmacSha256Hex(secret, `${phone}:${code}`);
}

export function otpSmsText(input: { proName: string; code: string; ttlSeconds: number }): string {
  const minutes = Math.ceil(input.ttlSeconds / 60);
  return `${input.proName}: ${input.code} is your login code. It expires in ${minutes} minutes. Never share it with anyone.`;
}

/** The code that confirms a new password: it says what it is for, and what to think when it was not asked for. */
export function passwordCodeSmsText(input: { proName: string; code: string; ttlSeconds: number }): string {
  const minutes = Math.ceil(input.ttlSeconds / 60);
  return `${input.proName}: ${input.code} is your code to set a new password. It expires in ${minutes} minutes. Never share it with anyone; if you did not ask for it, your account may be open on another device.`;
}
