import { normalizeIndianPhone } from '@app/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { showErrorToast } from '@/lib/toast';
import { useLoginWithPassword } from '../api/login-password';
import { CaptchaField } from './captcha-field';
import { PhoneField } from './phone-field';
import { useCaptchaChallenge } from './use-captcha';
import { useLoginSuccess } from './use-login-success';

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [phoneInput, setPhoneInput] = useState('');
  const [password, setPassword] = useState('');
  const captcha = useCaptchaChallenge();
  const login = useLoginWithPassword();
  const onLoggedIn = useLoginSuccess();

  const submit = useClickLock(() => {
    const phone = normalizeIndianPhone(phoneInput);
    if (!phone) return showErrorToast('PHONE_INVALID');
    if (password.length < 6 || password.length > 12) return showErrorToast('PASSWORD_FORMAT');
    login.mutate(
      { phone, password, ...captcha.payload() },
      {
        onSuccess: onLoggedIn,
        onError: (error) => {
          captcha.handleError(error);
          toastApiError(error);
        },
      },
    );
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PhoneField value={phoneInput} onChange={setPhoneInput} />
      <TextInput
        id="password"
        type="password"
        label={t('login.passwordLabel')}
        data-testid="password-input"
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        maxLength={12}
        value={password}
        onChange={setPassword}
      />
      <CaptchaField challenge={captcha} />
      <Button block type="submit" data-testid="password-submit" loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
