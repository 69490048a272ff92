import { isValidPassword, normalizeIndianPhone, PASSWORD_MAX_LENGTH } from '@app/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextInput } from '@/components/ui/text-input';
import { useTranslation } from '@/i18n/use-translation';
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
    if (!isValidPassword(password)) return showErrorToast('PASSWORD_FORMAT');
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
    <Form onSubmit={submit}>
      <PhoneField value={phoneInput} onChange={setPhoneInput} />
      <TextInput
        id="password"
        type="password"
        label={t('login.passwordLabel')}
        data-testid="password-input"
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={setPassword}
      />
      <CaptchaField challenge={captcha} />
      <Button
        block
        type="submit"
        data-testid="password-submit"
        loading={login.isPending}
        disabled={captcha.busy}
      >
        {t('login.submit')}
      </Button>
    </Form>
  );
}
