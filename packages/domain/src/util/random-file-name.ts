import { assert } from './assert';
import { RANDOM_SOURCE_EXHAUSTED } from './messages';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LENGTH = 12;
// 252 = 7 * 36: bytes at or above it are thrown away so every character is equally likely.
const LIMIT = 256 - (256 % ALPHABET.length);
const MAX_ROUNDS = 64;

export type RandomBytes = (n: number) => Uint8Array;

// Web Crypto is global in browsers and Node 20, but Node's lib typings do not declare it.
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(array: Uint8Array): Uint8Array } })
  .crypto;
const cryptoBytes: RandomBytes = (n) => webCrypto.getRandomValues(new Uint8Array(n));

/** A 12-character upload name from A-Z and 0-9 (spec §9), without modulo bias. */
export function randomFileName(random: RandomBytes = cryptoBytes): string {
  let name = '';
  for (let round = 0; round < MAX_ROUNDS && name.length < LENGTH; round++) {
    for (const byte of random(LENGTH - name.length + 4)) {
      if (byte < LIMIT && name.length < LENGTH) name += ALPHABET[byte % ALPHABET.length];
    }
  }
  assert(name.length === LENGTH, RANDOM_SOURCE_EXHAUSTED);
  return name;
}
