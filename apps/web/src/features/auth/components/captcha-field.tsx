// Not CheckOutline: other pages share that icon, and its shared chunk would join /start's download.
import { RedoOutline } from 'antd-mobile-icons';
import { useTranslation } from '@/i18n/use-translation';
import type { CaptchaChallenge } from './use-captcha';

/**
 * The check as a checkbox-like row: a box that spins while the phone works
 * and ticks when done, with the words read out by screen readers (a status
 * region) and a progress bar. Nothing to type or see: it suits every reader.
 */
export function CaptchaField({ challenge }: { challenge: CaptchaChallenge }) {
  const { t } = useTranslation();
  if (!challenge.required) return null;
  const { status } = challenge;
  const text =
    status === 'solved'
      ? t('login.captchaVerified')
      : status === 'failed'
        ? t('login.captchaFailed')
        : t('login.captchaVerifying');
  return (
    <div className={`captcha captcha--${status}`} data-testid="captcha-check" data-state={status}>
      <span className="captcha__box" aria-hidden>
        {status === 'solved' ? '✓' : status === 'solving' ? <RedoOutline className="spin" /> : null}
      </span>
      <span className="captcha__body">
        <span className="captcha__text" role="status">
          {text}
        </span>
        {status === 'solving' ? (
          <progress
            className="captcha__progress"
            max={100}
            value={challenge.percent}
            aria-label={t('login.captchaVerifying')}
          />
        ) : null}
      </span>
      {status === 'failed' ? (
        <button type="button" className="link-button" onClick={challenge.retry}>
          {t('login.captchaRetry')}
        </button>
      ) : null}
    </div>
  );
}
