import { isValidPassword, PASSWORD_MAX_LENGTH } from '@app/domain';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextInput } from '@/components/ui/text-input';
import { DEFAULT_OTP_LENGTH } from '@/config/app-config';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError, toastApiError } from '@/lib/api-client';
import { useClickLock } from '@/lib/click-lock';
import { digitsOnly } from '@/lib/text-input';
import { showErrorToast, showToast } from '@/lib/toast';
import { useCountdown } from '@/lib/use-countdown';
import { useSendPasswordCode, useSetPassword } from '../api/set-password';
import '@/components/ui/sheet.css';

/**
 * Set, change or reset the login password (decision 063): a code sent to the
 * account's phone confirms it, no old password is asked for, and saving signs
 * out every other device.
 */
export function PasswordSheet({
  visible,
  hasPassword,
  onClose,
}: {
  visible: boolean;
  hasPassword: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(DEFAULT_OTP_LENGTH);
  const countdown = useCountdown();
  const sendCode = useSendPasswordCode();
  const save = useSetPassword();

  const close = () => {
    setNext('');
    setConfirm('');
    setCode('');
    onClose();
  };

  const requestCode = useClickLock(() => {
    sendCode.mutate(undefined, {
      onSuccess: (sent) => {
        setCodeLength(sent.codeLength);
        countdown.start(sent.resendAfterSeconds);
        showToast(t('customer.codeSent', { phone: sent.phoneMasked }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.retryAfterSeconds && error.code === 'TOO_FREQUENT') {
          countdown.start(error.retryAfterSeconds);
        }
        toastApiError(error);
      },
    });
  });

  const submit = useClickLock(() => {
    if (!isValidPassword(next)) return showErrorToast('PASSWORD_FORMAT');
    if (next !== confirm) return showToast(t('setup.passwordMismatch'));
    if (code.length !== codeLength) return showErrorToast('OTP_FORMAT', { length: codeLength });
    save.mutate(
      { password: next, code },
      {
        onSuccess: () => {
          showToast(t('customer.passwordSaved'));
          close();
        },
        onError: toastApiError,
      },
    );
  });

  return (
    <Popup visible={visible} onMaskClick={close} onClose={close} bodyClassName="sheet" showCloseButton>
      <Form onSubmit={submit}>
        <h2 className="sheet__title">{hasPassword ? t('setup.changePassword') : t('setup.setPassword')}</h2>
        <p className="form__note">{t('customer.passwordNote')}</p>
        <TextInput
          id="new-password"
          type="password"
          label={t('setup.newPassword')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={next}
          onChange={setNext}
          data-testid="new-password-input"
        />
        <TextInput
          id="confirm-password"
          type="password"
          label={t('setup.confirmPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={confirm}
          onChange={setConfirm}
          data-testid="confirm-password-input"
        />
        <TextInput
          id="password-code"
          label={t('customer.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          filter={(v) => digitsOnly(v, codeLength)}
          data-testid="password-code-input"
          suffix={
            <button
              type="button"
              className="link-button"
              data-testid="password-send-code"
              disabled={countdown.remaining > 0 || sendCode.isPending}
              onClick={requestCode}
            >
              {countdown.remaining > 0
                ? t('customer.resendIn', { seconds: countdown.remaining })
                : t('customer.sendCode')}
            </button>
          }
        />
        <Button block type="submit" loading={save.isPending} data-testid="password-save">
          {t('setup.save')}
        </Button>
      </Form>
    </Popup>
  );
}
