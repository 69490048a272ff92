import { RedoOutline } from 'antd-mobile-icons';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
import type { CaptchaChallenge } from './use-captcha';

export function CaptchaField({ challenge }: { challenge: CaptchaChallenge }) {
  const { t } = useTranslation();
  if (!challenge.required) return null;
  return (
    <div className="captcha">
      <TextInput
        id="captcha"
        label={t('login.captchaLabel')}
        data-testid="captcha-input"
        value={challenge.answer}
        onChange={challenge.setAnswer}
        autoComplete="off"
        autoCapitalize="off"
        maxLength={16}
        suffix={
          <button
            type="button"
            className="captcha__picture"
            onClick={challenge.refresh}
            aria-label={t('login.captchaRefresh')}
            title={t('login.captchaRefresh')}
          >
            {challenge.image ? (
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(challenge.image)}`}
                alt={t('login.captchaAlt')}
                width={100}
                height={36}
              />
            ) : null}
            <RedoOutline aria-hidden className={challenge.loading ? 'spin' : undefined} />
          </button>
        }
      />
    </div>
  );
}
