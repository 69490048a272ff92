import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call, type TestContext } from './test-app';

/** The `captcha` field of a login request: an ALTCHA solution (the challenge with the number found). */
export interface SolvedChallenge {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/**
 * Fetches a real proof-of-work challenge and solves it the way an attacker's
 * script would: SHA-256 of salt + n for n = 0, 1, ... until it matches.
 */
export async function solvedCaptcha(
  ctx: TestContext,
  app: FastifyInstance = ctx.app,
): Promise<SolvedChallenge> {
  const res = await call(app, 'GET', '/api/v1/auth/captcha');
  const { algorithm, challenge, maxnumber, salt, signature } = res.json() as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  for (let number = 0; number <= maxnumber; number++) {
    if (
      createHash('sha256')
        .update(salt + number)
        .digest('hex') === challenge
    ) {
      return { algorithm, challenge, number, salt, signature };
    }
  }
  throw new Error('challenge without a solution');
}
