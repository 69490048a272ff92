import type { CaptchaResponse } from '@app/contract';
import { createChallenge, extractParams } from 'altcha-lib/v1';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { hmacSha256Hex, sameHex } from '../../lib/hashing';
import { captchaRepository } from './captcha-repository';

const TTL_MS = 5 * 60_000;

/** The solution a login request carries: the challenge as served, with the number found. */
export interface ChallengeSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/**
 * The login's "are you human" check (decision 062): an ALTCHA proof-of-work
 * challenge instead of a picture a lookup table could read. The server draws
 * a number below `maxNumber`, sends SHA-256(salt + number) signed with a key
 * derived from APP_SECRET, and the client finds the number by trying them in
 * turn. The salt carries the expiry, so it is signed too; a solution passes
 * once (its challenge is stored until it expires). Nothing is stored before
 * a solution arrives, so asking for challenges costs the database nothing.
 */
export function createCaptchaService(deps: { db: Db; clock: Clock; secret: string; maxNumber: number }) {
  const hmacKey = hmacSha256Hex(deps.secret, 'login-challenge');
  return {
    async create(): Promise<CaptchaResponse> {
      const expires = new Date(deps.clock.now().getTime() + TTL_MS);
      const { challenge, salt, signature } = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        maxnumber: deps.maxNumber,
        expires,
      });
      return { algorithm: 'SHA-256', challenge, maxnumber: deps.maxNumber, salt, signature };
    },

    /**
     * Checks the solution to a challenge the caller was asked for, and uses it
     * up. Returns the error to answer with, or undefined when it passed.
     */
    async check(
      db: Executor,
      solution: ChallengeSolution | undefined,
      now: Date,
    ): Promise<AppError | undefined> {
      if (!solution) return new AppError('CAPTCHA_REQUIRED', { field: 'captcha' });
      const incorrect = new AppError('CAPTCHA_INCORRECT', { field: 'captcha' });
      const expiresAt = new Date(Number(extractParams({ ...solution, algorithm: 'SHA-256' }).expires) * 1000);
      if (!(expiresAt.getTime() > now.getTime())) return incorrect;
      const expected = await createChallenge({
        algorithm: 'SHA-256',
        hmacKey,
        number: solution.number,
        salt: solution.salt,
      });
      if (
        !sameHex(expected.challenge, solution.challenge) ||
        !sameHex(expected.signature, solution.signature)
      ) {
        return incorrect;
      }
      const first = await captchaRepository.markUsed(db, {
        answerHash: solution.challenge,
        createdAt: now,
        expiresAt,
      });
      return first ? undefined : incorrect;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
