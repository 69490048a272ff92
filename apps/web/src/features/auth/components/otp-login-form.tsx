import { normalizeIndianPhone } from '@app/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextInput } from '@/components/ui/text-input';
import { DEFAULT_OTP_LENGTH } from '@/config/app-config';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { usePublicConfig } from '@/lib/public-config';
import { digitsOnly } from '@/lib/text-input';
import { showErrorToast } from '@/lib/toast';
import { useLoginWithOtp } from '../api/login-otp';
import { useSendOtp } from '../api/send-otp';
import { CaptchaField } from './captcha-field';
import { PhoneField } from './phone-field';
import { signupContext } from './signup-context';
import { useCaptchaChallenge } from './use-captcha';
import { useCountdown } from './use-countdown';
import { useLoginSuccess } from './use-login-success';

/** Phone, then the one-time code (spec §2 /start, §5 OTP rules). */
export function OtpLoginForm() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [phoneInput, setPhoneInput] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [codeLength, setCodeLength] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const countdown = useCountdown();
  const captcha = useCaptchaChallenge();
  const sendOtp = useSendOtp();
  const login = useLoginWithOtp();
  const onLoggedIn = useLoginSuccess();
  const length = codeLength ?? config?.otpLength ?? DEFAULT_OTP_LENGTH;

  const fail = (error: unknown) => {
    captcha.handleError(error);
    if (error instanceof ApiError && error.retryAfterSeconds && error.code === 'TOO_FREQUENT') {
      countdown.start(error.retryAfterSeconds);
    }
    toastApiError(error);
  };

  const requestCode = useClickLock(() => {
    const phone = normalizeIndianPhone(phoneInput);
    if (!phone) return showErrorToast('PHONE_INVALID');
    sendOtp.mutate(
      { phone, ...captcha.payload() },
      {
        onSuccess: (sent) => {
          captcha.clear();
          setSentTo(phone);
          setCodeLength(sent.codeLength);
          setCode('');
          countdown.start(sent.resendAfterSeconds);
        },
        onError: fail,
      },
    );
  });

  const submit = useClickLock(() => {
    if (!sentTo) return;
    if (code.length !== length) return showErrorToast('OTP_FORMAT', { length });
    login.mutate(
      { phone: sentTo, code, ...captcha.payload(), ...signupContext() },
      { onSuccess: onLoggedIn, onError: fail },
    );
  });

  const changeNumber = () => {
    setSentTo(null);
    setCode('');
  };

  if (!sentTo) {
    return (
      <Form onSubmit={requestCode}>
        <PhoneField value={phoneInput} onChange={setPhoneInput} />
        <CaptchaField challenge={captcha} />
        <Button
          block
          type="submit"
          data-testid="send-otp"
          loading={sendOtp.isPending}
          disabled={countdown.remaining > 0 || captcha.busy}
        >
          {countdown.remaining > 0
            ? t('login.resendIn', { seconds: countdown.remaining })
            : t('login.getOtp')}
        </Button>
      </Form>
    );
  }

  return (
    <Form onSubmit={submit}>
      <p className="form__note">
        {t('login.otpSentTo', { phone: sentTo })}{' '}
        <button type="button" className="link-button" onClick={changeNumber}>
          {t('login.changeNumber')}
        </button>
      </p>
      <TextInput
        id="otp"
        label={t('login.otpLabel')}
        data-testid="otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('login.otpPlaceholder', { length })}
        value={code}
        onChange={setCode}
        filter={(v) => digitsOnly(v, length)}
        suffix={
          <button
            type="button"
            className="link-button"
            disabled={countdown.remaining > 0 || sendOtp.isPending}
            onClick={requestCode}
          >
            {countdown.remaining > 0
              ? t('login.resendIn', { seconds: countdown.remaining })
              : t('login.resend')}
          </button>
        }
      />
      <CaptchaField challenge={captcha} />
      <Button
        block
        type="submit"
        data-testid="login-submit"
        loading={login.isPending}
        disabled={captcha.busy}
      >
        {t('login.submit')}
      </Button>
    </Form>
  );
}
