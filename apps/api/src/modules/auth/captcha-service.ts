import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { CaptchaResponse } from '@app/contract';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { sha256Hex } from '../../lib/hashing';
import { captchaRepository } from './captcha-repository';

/** svg-captcha's main export renders a given text; its own text generator uses Math.random, so we pass ours. */
const renderCaptcha = createRequire(import.meta.url)('svg-captcha') as (
  text: string,
  options?: { width?: number; height?: number; noise?: number; color?: boolean; fontSize?: number },
) => string;

/** No 0/O, 1/I/L: the answer is compared case-insensitively, so only unambiguous shapes are used. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const TTL_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answerHash = (answer: string) => sha256Hex(answer.trim().toLowerCase());

export function createCaptchaService(deps: { db: Db; clock: Clock }) {
  return {
    async create(): Promise<CaptchaResponse> {
      const text = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      const now = deps.clock.now();
      const id = await captchaRepository.insert(deps.db, {
        answerHash: answerHash(text),
        createdAt: now,
        expiresAt: new Date(now.getTime() + TTL_MS),
      });
      return {
        id,
        svg: renderCaptcha(text, { width: 120, height: 44, noise: 2, color: true, fontSize: 48 }),
      };
    },

    /**
     * Checks a captcha the caller was asked for. Any attempt uses the captcha
     * up, right or wrong, so one picture cannot be brute-forced. Returns the
     * error to answer with, or undefined when it passed.
     */
    async check(
      db: Executor,
      captcha: { id: string; answer: string } | undefined,
      now: Date,
    ): Promise<AppError | undefined> {
      if (!captcha) return new AppError('CAPTCHA_REQUIRED', { field: 'captcha' });
      if (!UUID.test(captcha.id)) return new AppError('CAPTCHA_INCORRECT', { field: 'captcha' });
      const stored = await captchaRepository.take(db, captcha.id, now);
      if (!stored || stored !== answerHash(captcha.answer)) {
        return new AppError('CAPTCHA_INCORRECT', { field: 'captcha' });
      }
      return undefined;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
