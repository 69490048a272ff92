import type { CaptchaResponse } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError, toastApiError } from '@/lib/api-client';
import { tellNative } from '@/lib/tell-native';
import { getCaptcha } from '../api/get-captcha';
import type { ChallengeSolution } from '../lib/solve-challenge';

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INCORRECT']);

export type CaptchaStatus = 'idle' | 'solving' | 'solved' | 'failed';

/**
 * The "are you human" check the server asks for when behaviour looks
 * abnormal (decision 062): after a CAPTCHA_REQUIRED or CAPTCHA_INCORRECT
 * answer the phone fetches a proof-of-work challenge and solves it by itself
 * (about a second), and the next attempt carries the solution. A solution
 * passes once, so while the check is required every failed attempt starts
 * a fresh one.
 */
export function useCaptchaChallenge() {
  const [required, setRequired] = useState(false);
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const [progress, setProgress] = useState(0);
  const solution = useRef<ChallengeSolution | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const solve = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    solution.current = null;
    setStatus('solving');
    setProgress(0);
    const work = async () => {
      const challenge: CaptchaResponse = await getCaptcha();
      const { solveChallenge } = await import('../lib/solve-challenge');
      return solveChallenge(challenge, setProgress, controller.signal);
    };
    work().then(
      (solved) => {
        if (controller.signal.aborted) return;
        solution.current = solved;
        setStatus(solved ? 'solved' : 'failed');
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setStatus('failed');
        toastApiError(error);
      },
    );
  };

  return {
    required,
    status,
    /** Share of the search done, 0-100. */
    percent: Math.round(progress * 100),
    /** True while the solution is being found: the form waits for it. */
    busy: required && status === 'solving',
    retry: solve,
    /** The `captcha` part of the next request, if one is being asked; a solution goes once. */
    payload: (): { captcha?: ChallengeSolution } => {
      const solved = required ? solution.current : null;
      if (!solved) return {};
      solution.current = null;
      setStatus('idle');
      return { captcha: solved };
    },
    /** Starts the check when the error asked for it, or a fresh one after a failed attempt while it is required. */
    handleError: (error: unknown): boolean => {
      const asked = error instanceof ApiError && CAPTCHA_CODES.has(error.code);
      if (asked) {
        if (!required) tellNative((events) => events.captchaShown());
        setRequired(true);
      }
      if (asked || required) solve();
      return asked;
    },
    /** After a successful request the next one starts without the check. */
    clear: () => {
      running.current?.abort();
      solution.current = null;
      setRequired(false);
      setStatus('idle');
    },
  };
}

export type CaptchaChallenge = ReturnType<typeof useCaptchaChallenge>;
