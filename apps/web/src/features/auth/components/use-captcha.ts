import type { CaptchaResponse, SendOtpBody } from '@app/contract';
import { useState } from 'react';
import { ApiError, toastApiError } from '@/lib/api-client';
import { nativeEvents } from '@/lib/native-events';
import { useGetCaptcha } from '../api/get-captcha';

type CaptchaAnswer = NonNullable<SendOtpBody['captcha']>;

const CAPTCHA_CODES = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INCORRECT']);

/**
 * The picture captcha the server asks for when behaviour looks abnormal:
 * shown after a CAPTCHA_REQUIRED answer, renewed after a wrong one, sent with
 * the next attempt.
 */
export function useCaptchaChallenge() {
  const [picture, setPicture] = useState<CaptchaResponse | null>(null);
  const [required, setRequired] = useState(false);
  const [answer, setAnswer] = useState('');
  const fetchPicture = useGetCaptcha();

  const refresh = () => {
    setAnswer('');
    fetchPicture.mutate(undefined, { onSuccess: setPicture, onError: toastApiError });
  };

  return {
    required,
    answer,
    setAnswer,
    image: picture?.svg,
    loading: fetchPicture.isPending,
    refresh,
    /** The `captcha` part of the next request, if one is being asked. */
    payload: (): { captcha?: CaptchaAnswer } =>
      required && picture ? { captcha: { id: picture.id, answer: answer.trim() } } : {},
    /** Shows or renews the picture when the error was about it; true if so (the caller still toasts). */
    handleError: (error: unknown): boolean => {
      if (!(error instanceof ApiError) || !CAPTCHA_CODES.has(error.code)) return false;
      if (!required) nativeEvents.captchaShown();
      setRequired(true);
      refresh();
      return true;
    },
    /** After a successful request the next one starts without a picture. */
    clear: () => {
      setRequired(false);
      setPicture(null);
      setAnswer('');
    },
  };
}

export type CaptchaChallenge = ReturnType<typeof useCaptchaChallenge>;
